import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Database } from '../db/connect.js';
import { bookings, type BookingRow } from '../db/schema/index.js';

export type BookingRef = { id: string; number?: never } | { number: string; id?: never };

/** Finding bookings: a guest's own, staff's by number, a replayed create's, refunds to send. */
export function createBookingLookupQueries(db: Database) {
  return {
    async findByIdempotencyKey(
      userId: string,
      key: string,
      tx: Database = db,
    ): Promise<BookingRow | undefined> {
      const [row] = await tx
        .select()
        .from(bookings)
        .where(and(eq(bookings.userId, userId), eq(bookings.idempotencyKey, key)));
      return row;
    },

    /** A booking by id or number, only when it is `userId`'s; a row without a number is no guest's. */
    async findForOwner(userId: string, ref: BookingRef, tx: Database = db): Promise<BookingRow | undefined> {
      const [row] = await tx
        .select()
        .from(bookings)
        .where(
          and(
            eq(bookings.userId, userId),
            isNotNull(bookings.number),
            ref.id !== undefined ? eq(bookings.id, ref.id) : eq(bookings.number, ref.number),
          ),
        );
      return row;
    },

    async findByNumber(number: string, tx: Database = db): Promise<BookingRow | undefined> {
      const [row] = await tx.select().from(bookings).where(eq(bookings.number, number));
      return row;
    },

    /** Staff's lookup: any guest's booking by id or number. */
    async findByRef(ref: BookingRef, tx: Database = db): Promise<BookingRow | undefined> {
      const [row] = await tx
        .select()
        .from(bookings)
        .where(
          and(
            isNotNull(bookings.number),
            ref.id !== undefined ? eq(bookings.id, ref.id) : eq(bookings.number, ref.number),
          ),
        );
      return row;
    },

    async listForUser(userId: string, tx: Database = db): Promise<BookingRow[]> {
      return tx
        .select()
        .from(bookings)
        .where(and(eq(bookings.userId, userId), isNotNull(bookings.number)))
        .orderBy(desc(bookings.checkIn), desc(bookings.createdAt));
    },

    /** Bookings with a refund staff still have to send. */
    async listPendingRefunds(tx: Database = db): Promise<BookingRow[]> {
      return tx
        .select()
        .from(bookings)
        .where(inArray(bookings.refundStatus, ['pending']));
    },
  };
}
