import { and, eq, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/connect.js';
import { bookings, type BookingRow, type NewBookingRow } from '../db/schema/index.js';

/**
 * Drizzle queries over `bookings` only. Minimal for availability; the booking issue adds the
 * booking flow (price, payment, cancellation) around it.
 */
export function createBookingsRepository(db: Database) {
  return {
    /** Fails with the exclusion constraint `bookings_no_overlap` when the dates are held. */
    async insert(row: NewBookingRow, tx: Database = db): Promise<BookingRow> {
      const [inserted] = await tx.insert(bookings).values(row).returning();
      return inserted!;
    },

    /**
     * Marks `pending_payment` bookings whose hold ran out as `expired`, freeing their dates for
     * the exclusion constraint too (search already ignores them). Run in the transaction that
     * inserts a booking; returns how many were expired.
     */
    async expireHolds(propertyDocumentId?: string, tx: Database = db): Promise<number> {
      const expired = await tx
        .update(bookings)
        .set({ status: 'expired' })
        .where(
          and(
            eq(bookings.status, 'pending_payment'),
            lte(bookings.holdExpiresAt, sql`now()`),
            propertyDocumentId === undefined
              ? undefined
              : eq(bookings.propertyDocumentId, propertyDocumentId),
          ),
        )
        .returning({ id: bookings.id });
      return expired.length;
    },
  };
}

export type BookingsRepository = ReturnType<typeof createBookingsRepository>;
