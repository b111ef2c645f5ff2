import { and, asc, desc, eq, inArray, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../db/connect.js';
import {
  bookings,
  calendarBlocks,
  calendarConflicts,
  calendarFeeds,
  catalogProperties,
  holdingStatusesSql,
  takenNights,
  type BookingRow,
  type CalendarBlockRow,
  type CalendarFeedRow,
} from '../db/schema/index.js';

export type NewCalendarBlock = typeof calendarBlocks.$inferInsert;

/** A booking as the console's calendar and conflicts show it. */
export const bookingStayColumns = {
  id: bookings.id,
  number: bookings.number,
  status: bookings.status,
  checkIn: bookings.checkIn,
  checkOut: bookings.checkOut,
  fullName: bookings.fullName,
};

const later = (ms: number) => sql`now() + ${ms} * interval '1 millisecond'`;

/** Drizzle queries over the calendar import's tables only. */
export function createCalendarRepository(db: Database) {
  return {
    async listFeeds(propertyDocumentId: string, tx: Database = db): Promise<CalendarFeedRow[]> {
      return tx
        .select()
        .from(calendarFeeds)
        .where(eq(calendarFeeds.propertyDocumentId, propertyDocumentId))
        .orderBy(asc(calendarFeeds.createdAt));
    },

    async findFeed(id: string, tx: Database = db): Promise<CalendarFeedRow | undefined> {
      const [row] = await tx.select().from(calendarFeeds).where(eq(calendarFeeds.id, id));
      return row;
    },

    /** Undefined when the property has that URL already. */
    async insertFeed(
      feed: { propertyDocumentId: string; channel: string; url: string },
      tx: Database = db,
    ): Promise<CalendarFeedRow | undefined> {
      const [row] = await tx.insert(calendarFeeds).values(feed).onConflictDoNothing().returning();
      return row;
    },

    /** Its blocks go with it (cascade), so their nights are free again. */
    async deleteFeed(propertyDocumentId: string, id: string, tx: Database = db) {
      const [row] = await tx
        .delete(calendarFeeds)
        .where(and(eq(calendarFeeds.id, id), eq(calendarFeeds.propertyDocumentId, propertyDocumentId)))
        .returning();
      return row;
    },

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

    async blocksOf(feedId: string, tx: Database = db): Promise<CalendarBlockRow[]> {
      return tx.select().from(calendarBlocks).where(eq(calendarBlocks.feedId, feedId));
    },

    async deleteBlocks(ids: string[], tx: Database = db): Promise<void> {
      if (ids.length === 0) return;
      await tx.delete(calendarBlocks).where(inArray(calendarBlocks.id, ids));
    },

    async insertBlock(block: NewCalendarBlock, tx: Database = db): Promise<CalendarBlockRow> {
      const [row] = await tx.insert(calendarBlocks).values(block).returning();
      return row!;
    },

    /**
     * Takes the block's nights; fails with the exclusion constraint `taken_nights_no_overlap`
     * (23P01) when a booking holds any of them. Run it in a savepoint.
     */
    async takeNights(block: CalendarBlockRow, tx: Database = db): Promise<void> {
      await tx.insert(takenNights).values({
        propertyDocumentId: block.propertyDocumentId,
        kind: 'block',
        checkIn: block.checkIn,
        checkOut: block.checkOut,
        blockId: block.id,
      });
      await tx.update(calendarBlocks).set({ applied: true }).where(eq(calendarBlocks.id, block.id));
    },

    /** The bookings holding nights of `[checkIn, checkOut)` at the property. */
    async overlappingBookings(
      propertyDocumentId: string,
      checkIn: string,
      checkOut: string,
      tx: Database = db,
    ): Promise<BookingRow[]> {
      return tx
        .select()
        .from(bookings)
        .where(
          and(
            eq(bookings.propertyDocumentId, propertyDocumentId),
            sql.raw(`bookings.status in (${holdingStatusesSql})`),
            ne(bookings.status, 'pending_payment'),
            sql`daterange(${bookings.checkIn}, ${bookings.checkOut}, '[)') && daterange(${checkIn}::date, ${checkOut}::date, '[)')`,
          ),
        );
    },

    /** True when the conflict is new (and so is to be mailed). */
    async insertConflict(blockId: string, bookingId: string, tx: Database = db): Promise<boolean> {
      const rows = await tx
        .insert(calendarConflicts)
        .values({ blockId, bookingId })
        .onConflictDoNothing()
        .returning({ id: calendarConflicts.id });
      return rows.length > 0;
    },

    /** The conflicts still open (their event is in its feed and still not applied), newest first. */
    async listConflicts(propertyDocumentId: string | undefined, tx: Database = db) {
      return tx
        .select({
          id: calendarConflicts.id,
          createdAt: calendarConflicts.createdAt,
          block: calendarBlocks,
          channel: calendarFeeds.channel,
          feedId: calendarFeeds.id,
          booking: bookingStayColumns,
          propertyName: sql<
            string | null
          >`coalesce(${catalogProperties.name}->>'en', ${catalogProperties.name}->>'vi', ${catalogProperties.name}->>'ja')`,
        })
        .from(calendarConflicts)
        .innerJoin(calendarBlocks, eq(calendarBlocks.id, calendarConflicts.blockId))
        .innerJoin(calendarFeeds, eq(calendarFeeds.id, calendarBlocks.feedId))
        .innerJoin(bookings, eq(bookings.id, calendarConflicts.bookingId))
        .leftJoin(catalogProperties, eq(catalogProperties.documentId, calendarBlocks.propertyDocumentId))
        .where(
          and(
            eq(calendarBlocks.applied, false),
            propertyDocumentId === undefined
              ? undefined
              : eq(calendarBlocks.propertyDocumentId, propertyDocumentId),
          ),
        )
        .orderBy(desc(calendarConflicts.createdAt))
        .limit(200);
    },
  };
}

export type CalendarRepository = ReturnType<typeof createCalendarRepository>;
