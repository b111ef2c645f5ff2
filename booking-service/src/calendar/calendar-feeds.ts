import {
  errorCodes,
  type CalendarConflict,
  type CalendarFeed,
  type CalendarFeedInput,
  type CalendarImports,
} from '@stayvn/shared';
import type { Database } from '../db/connect.js';
import type { CalendarFeedRow } from '../db/schema/index.js';
import { AppError } from '../errors/app-error.js';
import type { CalendarRepository } from './calendar-repository.js';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export function feedAnswer(row: CalendarFeedRow): CalendarFeed {
  return {
    id: row.id,
    propertyId: row.propertyDocumentId,
    channel: row.channel,
    url: row.url,
    source: row.source,
    lastSuccessAt: iso(row.lastSuccessAt),
    lastFailureAt: iso(row.lastFailureAt),
    lastFailureMessage: row.lastFailureMessage,
    nextFetchAt: row.nextFetchAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

type ConflictRow = Awaited<ReturnType<CalendarRepository['listConflicts']>>[number];

export function conflictAnswer(row: ConflictRow): CalendarConflict {
  return {
    id: row.id,
    propertyId: row.block.propertyDocumentId,
    propertyName: row.propertyName ?? null,
    channel: row.channel,
    feedId: row.feedId,
    createdAt: row.createdAt.toISOString(),
    block: { checkIn: row.block.checkIn, checkOut: row.block.checkOut, summary: row.block.summary },
    booking: row.booking,
  };
}

const urlError = (message: string) =>
  new AppError(400, errorCodes.validation, 'The body is not valid', [
    { field: 'url', code: 'err_url_format', message },
  ]);

/** What the console does with an apartment's feeds: list them with their conflicts, add, remove. */
export function createCalendarFeeds(repository: CalendarRepository, { production }: { production: boolean }) {
  return {
    async overview(propertyId: string): Promise<CalendarImports> {
      const [feeds, conflicts] = [
        await repository.listFeeds(propertyId),
        await repository.listConflicts(propertyId),
      ];
      return { feeds: feeds.map(feedAnswer), conflicts: conflicts.map(conflictAnswer) };
    },

    async conflicts(): Promise<CalendarConflict[]> {
      return (await repository.listConflicts(undefined)).map(conflictAnswer);
    },

    /** 400 on the url field for a scheme production never fetches; 409 for a URL added already. */
    async add(propertyId: string, input: CalendarFeedInput, tx: Database): Promise<CalendarFeed> {
      if (production && !input.url.toLowerCase().startsWith('https://'))
        throw urlError('Only https feeds are fetched');
      const row = await repository.insertFeed({ propertyDocumentId: propertyId, ...input }, tx);
      if (!row) throw new AppError(409, 'calendar_feed_exists', 'This feed is imported already');
      return feedAnswer(row);
    },

    /** 409 for a feed the CMS gives: editors remove it there (src/calendar/cms-feed-reconcile.ts). */
    async remove(propertyId: string, feedId: string, tx: Database): Promise<CalendarFeed> {
      const found = await repository.findFeed(feedId, tx);
      if (found?.source === 'cms' && found.propertyDocumentId === propertyId)
        throw new AppError(409, 'calendar_feed_from_cms', 'This feed is given in the CMS; remove it there');
      const row = await repository.deleteFeed(propertyId, feedId, tx);
      if (!row) throw new AppError(404, errorCodes.notFound, 'No such calendar feed');
      return feedAnswer(row);
    },
  };
}

export type CalendarFeeds = ReturnType<typeof createCalendarFeeds>;
