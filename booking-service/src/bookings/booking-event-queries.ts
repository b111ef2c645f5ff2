import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/connect.js';
import { bookingEvents, type BookingEventRow } from '../db/schema/index.js';

export type NewBookingEvent = Omit<BookingEventRow, 'id' | 'at'> & { at?: Date };

/** A booking's history: one row per change of status or other event. */
export function createBookingEventQueries(db: Database) {
  return {
    async insertEvent(event: NewBookingEvent, tx: Database = db): Promise<void> {
      await tx.insert(bookingEvents).values(event);
    },

    async listEvents(bookingId: string, tx: Database = db): Promise<BookingEventRow[]> {
      return tx
        .select()
        .from(bookingEvents)
        .where(eq(bookingEvents.bookingId, bookingId))
        .orderBy(asc(bookingEvents.at), asc(bookingEvents.id));
    },
  };
}
