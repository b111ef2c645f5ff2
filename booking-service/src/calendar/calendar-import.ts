import { todayInVietnam } from '@stayvn/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/connect.js';
import type { CalendarBlockRow, CalendarFeedRow } from '../db/schema/index.js';
import type { MailJob } from '../outbox/outbox-service.js';
import type { CalendarRepository } from './calendar-repository.js';
import type { FeedFetchResult, FeedValidators } from './feed-fetch.js';
import { parseFeed, type FeedEvent } from './feed-parse.js';

export interface CalendarImportDeps {
  db: Database;
  repository: CalendarRepository;
  /** Marks the property's stale holds expired, so their nights do not stand in a block's way. */
  expireHolds: (propertyDocumentId: string, tx: Database) => Promise<unknown>;
  enqueueMail: (job: MailJob, tx: Database) => Promise<string>;
  /** Where conflicts are mailed (SUPPORT_EMAIL). */
  staffEmail: string;
  webUrl: string;
  fetchFeed: (url: string, validators: FeedValidators) => Promise<FeedFetchResult>;
  /** How long after a fetch, good or bad, a feed is due again. */
  intervalMs: number;
  log: FastifyBaseLogger;
  today?: () => string;
}

export type ImportOutcome =
  | { status: 'not-modified' }
  | { status: 'failed'; message: string }
  | { status: 'imported'; events: number; added: number; removed: number; conflicts: number };

/** PostgreSQL's SQLSTATE of an error from node-postgres or PGlite, also when drizzle wraps it. */
function sqlState(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const { code, cause } = error as { code?: unknown; cause?: unknown };
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : sqlState(cause);
}

const keyOf = (event: { eventUid?: string; uid?: string; checkIn: string; checkOut: string }) =>
  `${event.eventUid ?? event.uid}|${event.checkIn}|${event.checkOut}`;

/**
 * The bookings that hold a block's nights, each recorded once as a conflict with the block and
 * mailed to staff in the same transaction; the number of new conflicts.
 */
async function recordConflicts(
  deps: CalendarImportDeps,
  feed: CalendarFeedRow,
  block: CalendarBlockRow,
  tx: Database,
) {
  const { repository } = deps;
  const holders = await repository.overlappingBookings(
    block.propertyDocumentId,
    block.checkIn,
    block.checkOut,
    tx,
  );
  let recorded = 0;
  for (const booking of holders) {
    if (!(await repository.insertConflict(block.id, booking.id, tx))) continue;
    recorded += 1;
    await deps.enqueueMail(
      {
        to: deps.staffEmail,
        language: 'en',
        template: {
          kind: 'calendar-conflict',
          link: `${deps.webUrl}/staff/calendar/${encodeURIComponent(feed.propertyDocumentId)}`,
          propertyId: feed.propertyDocumentId,
          channel: feed.channel,
          block: { checkIn: block.checkIn, checkOut: block.checkOut, summary: block.summary },
          booking: {
            number: booking.number,
            status: booking.status,
            checkIn: booking.checkIn,
            checkOut: booking.checkOut,
          },
        },
      },
      tx,
    );
  }
  return recorded;
}

/**
 * Fetches a feed and brings its blocks in step with it, in one transaction: events that vanished
 * release their nights, new ones take theirs. A block whose nights a booking holds is not
 * applied (the exclusion constraint refuses it): it becomes a conflict, mailed to staff once, and
 * is tried again at each import. A feed that fails keeps its blocks and records the failure.
 */
export function createCalendarImportService(deps: CalendarImportDeps) {
  const { db, repository, log, intervalMs, today = () => todayInVietnam() } = deps;

  /** Applies a block in a savepoint; the number of new conflicts when a booking holds its nights. */
  async function apply(feed: CalendarFeedRow, block: CalendarBlockRow, tx: Database): Promise<number> {
    try {
      await tx.transaction((savepoint) => repository.takeNights(block, savepoint));
      return 0;
    } catch (error) {
      if (sqlState(error) !== '23P01') throw error;
      return recordConflicts(deps, feed, block, tx);
    }
  }

  async function bringInStep(feed: CalendarFeedRow, events: FeedEvent[], tx: Database) {
    await deps.expireHolds(feed.propertyDocumentId, tx);
    const existing = new Map((await repository.blocksOf(feed.id, tx)).map((block) => [keyOf(block), block]));
    const wanted = new Set(events.map(keyOf));
    const gone = [...existing.values()].filter((block) => !wanted.has(keyOf(block)));
    await repository.deleteBlocks(
      gone.map((block) => block.id),
      tx,
    );
    let added = 0;
    let conflicts = 0;
    for (const event of events) {
      let block = existing.get(keyOf(event));
      if (!block) {
        added += 1;
        block = await repository.insertBlock(
          {
            feedId: feed.id,
            propertyDocumentId: feed.propertyDocumentId,
            eventUid: event.uid,
            checkIn: event.checkIn,
            checkOut: event.checkOut,
            summary: event.summary,
          },
          tx,
        );
      }
      if (!block.applied) conflicts += await apply(feed, block, tx);
    }
    return { events: events.length, added, removed: gone.length, conflicts };
  }

  async function fail(feed: CalendarFeedRow, error: unknown): Promise<ImportOutcome> {
    const message = error instanceof Error ? error.message : String(error);
    log.warn({ feedId: feed.id, channel: feed.channel, reason: message }, 'calendar: a feed import failed');
    await repository.markFailure(feed.id, intervalMs, message);
    return { status: 'failed', message };
  }

  return {
    async importFeed(feed: CalendarFeedRow): Promise<ImportOutcome> {
      let fetched: FeedFetchResult;
      let events: FeedEvent[];
      try {
        fetched = await deps.fetchFeed(feed.url, { etag: feed.etag, lastModified: feed.lastModified });
        if (fetched.status === 'not-modified') {
          await repository.markSuccess(feed.id, intervalMs, null);
          return { status: 'not-modified' };
        }
        events = parseFeed(fetched.body, today());
      } catch (error) {
        return fail(feed, error);
      }
      const validators = { etag: fetched.etag, lastModified: fetched.lastModified };
      try {
        const counts = await db.transaction(async (tx) => {
          const result = await bringInStep(feed, events, tx);
          await repository.markSuccess(feed.id, intervalMs, validators, tx);
          return result;
        });
        if (counts.added || counts.removed || counts.conflicts)
          log.info({ feedId: feed.id, channel: feed.channel, ...counts }, 'calendar: feed imported');
        return { status: 'imported', ...counts };
      } catch (error) {
        return fail(feed, error);
      }
    },
  };
}

export type CalendarImportService = ReturnType<typeof createCalendarImportService>;
