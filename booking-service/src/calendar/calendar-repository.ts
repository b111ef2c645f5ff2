import type { Database } from '../db/connect.js';
import { createBlockQueries } from './block-queries.js';
import { createConflictQueries } from './conflict-queries.js';
import { createFeedQueries } from './feed-queries.js';
import { createFeedScheduleQueries } from './feed-schedule-queries.js';

export type { NewCalendarBlock } from './block-queries.js';

/** Drizzle queries over the calendar import's tables only. */
export function createCalendarRepository(db: Database) {
  return {
    ...createFeedQueries(db),
    ...createFeedScheduleQueries(db),
    ...createBlockQueries(db),
    ...createConflictQueries(db),
  };
}

export type CalendarRepository = ReturnType<typeof createCalendarRepository>;
