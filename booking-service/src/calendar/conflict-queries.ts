import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/connect.js';
import {
  bookings,
  calendarBlocks,
  calendarConflicts,
  calendarFeeds,
  catalogProperties,
  holdingStatusesSql,
  type BookingRow,
} from '../db/schema/index.js';
import { bookingStayColumns } from './booking-stay-columns.js';

/** A feed's block over nights a booking already holds: found, recorded once, listed for staff. */
export function createConflictQueries(db: Database) {
  return {
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
