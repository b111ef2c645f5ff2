import { z } from 'zod';
import { booleanFlag, optional } from './env-values.js';

/** The settings of the import of other channels' calendars (issue 32, src/calendar/), part of env.ts. */
export const calendarImportEnv = {
  CALENDAR_IMPORT_WORKER: optional(booleanFlag).default(true),
  /** How long after a fetch a feed is fetched again. */
  CALENDAR_IMPORT_INTERVAL_MINUTES: optional(z.coerce.number().int().min(1).max(1440)).default(15),
  /** How often the scheduler looks for due feeds. */
  CALENDAR_IMPORT_POLL_MS: optional(z.coerce.number().int().min(10)).default(60_000),
  /** A claimed feed's lease, renewed every third of it while it is imported. */
  CALENDAR_IMPORT_LEASE_MS: optional(z.coerce.number().int().min(1000)).default(60_000),
  /** The whole fetch of one feed, headers and body. */
  CALENDAR_IMPORT_TIMEOUT_MS: optional(z.coerce.number().int().min(100)).default(20_000),
  /** A feed larger than this is refused while it streams (10 MB). */
  CALENDAR_IMPORT_MAX_BYTES: optional(z.coerce.number().int().min(1024)).default(10 * 1024 * 1024),
};
