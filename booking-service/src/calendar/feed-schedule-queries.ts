import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../db/connect.js';
import { calendarFeeds, type CalendarFeedRow } from '../db/schema/index.js';

const later = (ms: number) => sql`now() + ${ms} * interval '1 millisecond'`;

/** When each feed is fetched next, and which instance is fetching it now (its lease). */
export function createFeedScheduleQueries(db: Database) {
  return {
    /**
     * Takes up to `limit` due feeds for this instance, as the outbox claims mail jobs: FOR UPDATE
     * SKIP LOCKED, then a lease (`locked_until`) that keeps the feed this instance's while it
     * fetches and frees it if the instance dies.
     */
    async claimDue(limit: number, leaseMs: number, tx: Database = db): Promise<CalendarFeedRow[]> {
      const due = tx
        .select({ id: calendarFeeds.id })
        .from(calendarFeeds)
        .where(
          and(
            lte(calendarFeeds.nextFetchAt, sql`now()`),
            or(isNull(calendarFeeds.lockedUntil), lt(calendarFeeds.lockedUntil, sql`now()`)),
          ),
        )
        .orderBy(asc(calendarFeeds.nextFetchAt))
        .limit(limit)
        .for('update', { skipLocked: true });
      return tx
        .update(calendarFeeds)
        .set({ lockedUntil: later(leaseMs) })
        .where(inArray(calendarFeeds.id, due))
        .returning();
    },

    async renewLease(ids: string[], leaseMs: number, tx: Database = db): Promise<void> {
      if (ids.length === 0) return;
      await tx
        .update(calendarFeeds)
        .set({ lockedUntil: later(leaseMs) })
        .where(inArray(calendarFeeds.id, ids));
    },

    /** A fetch that worked (200 or 304); the feed is due again in `intervalMs`. */
    async markSuccess(
      id: string,
      intervalMs: number,
      validators: { etag: string | null; lastModified: string | null } | null,
      tx: Database = db,
    ): Promise<void> {
      await tx
        .update(calendarFeeds)
        .set({
          ...(validators ?? {}),
          lastSuccessAt: sql`now()`,
          nextFetchAt: later(intervalMs),
          lockedUntil: null,
        })
        .where(eq(calendarFeeds.id, id));
    },

    async markFailure(id: string, intervalMs: number, message: string, tx: Database = db): Promise<void> {
      await tx
        .update(calendarFeeds)
        .set({
          lastFailureAt: sql`now()`,
          lastFailureMessage: message.slice(0, 1000),
          nextFetchAt: later(intervalMs),
          lockedUntil: null,
        })
        .where(eq(calendarFeeds.id, id));
    },
  };
}
