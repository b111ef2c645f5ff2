import type { BookingStatus } from '@stayvn/shared';
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/connect.js';
import { bookingEvents, bookings, type BookingRow, type NewBookingRow } from '../db/schema/index.js';
import type { NewBookingEvent } from './booking-event-queries.js';

/** Writing bookings: the insert, the moves from status to status (with their history), holds. */
export function createBookingStatusQueries(db: Database) {
  return {
    /** Fails with the exclusion constraint `bookings_no_overlap` (23P01) when the dates are held. */
    async insert(row: NewBookingRow, tx: Database = db): Promise<BookingRow> {
      const [inserted] = await tx.insert(bookings).values(row).returning();
      return inserted!;
    },

    /**
     * Marks `pending_payment` bookings whose hold ran out as `expired` (with their history rows),
     * freeing their dates for the exclusion constraint too (availability already ignores them).
     * Run in the transaction that inserts a booking; returns the expired rows.
     */
    async expireHolds(propertyDocumentId?: string, tx: Database = db): Promise<BookingRow[]> {
      const expired = await tx
        .update(bookings)
        .set({ status: 'expired', updatedAt: sql`now()` })
        .where(
          and(
            eq(bookings.status, 'pending_payment'),
            lte(bookings.holdExpiresAt, sql`now()`),
            propertyDocumentId === undefined
              ? undefined
              : eq(bookings.propertyDocumentId, propertyDocumentId),
          ),
        )
        .returning();
      if (expired.length > 0)
        await tx.insert(bookingEvents).values(
          expired.map((row) => ({
            bookingId: row.id,
            actor: 'system' as const,
            actorId: null,
            event: 'expire' as const,
            fromStatus: 'pending_payment' as const,
            toStatus: 'expired' as const,
            reason: 'hold expired',
          })),
        );
      return expired;
    },

    /**
     * Moves a booking from `from` to `to` with the other columns of `patch`, only if it is still
     * in `from` (another request may have moved it meanwhile: then nothing changes and undefined
     * is returned), and records the change.
     */
    async transition(
      id: string,
      from: BookingStatus,
      patch: Partial<NewBookingRow> & { status: BookingStatus },
      event: Omit<NewBookingEvent, 'bookingId' | 'fromStatus' | 'toStatus'>,
      tx: Database = db,
    ): Promise<BookingRow | undefined> {
      const [updated] = await tx
        .update(bookings)
        .set({ ...patch, updatedAt: sql`now()` })
        .where(and(eq(bookings.id, id), eq(bookings.status, from)))
        .returning();
      if (!updated) return undefined;
      await tx
        .insert(bookingEvents)
        .values({ ...event, bookingId: id, fromStatus: from, toStatus: patch.status });
      return updated;
    },

    /** Moves a live hold's end to `until` (only later, only while it holds); undefined otherwise. */
    async extendHold(id: string, until: Date, tx: Database = db): Promise<BookingRow | undefined> {
      const [updated] = await tx
        .update(bookings)
        .set({ holdExpiresAt: until, updatedAt: sql`now()` })
        .where(
          and(
            eq(bookings.id, id),
            eq(bookings.status, 'pending_payment'),
            gt(bookings.holdExpiresAt, sql`now()`),
            lte(bookings.holdExpiresAt, until),
          ),
        )
        .returning();
      return updated;
    },
  };
}
