import { and, asc, eq, gt, or, sql } from 'drizzle-orm';
import type { Database } from '../db/connect.js';
import { bookings, holdingBookingStatuses, type BookingRow } from '../db/schema/index.js';

/** A booking found by the create's check: whose it is, the request that made it, its nights. */
export type ReplayOrOverlap = Pick<
  BookingRow,
  'id' | 'userId' | 'idempotencyKey' | 'requestHash' | 'checkIn' | 'checkOut'
>;

/** A booking's nights are taken: a holding status, and a hold that has not run out. */
const takesNights = sql`${bookings.status} in (${sql.join(
  holdingBookingStatuses.map((status) => sql`${status}`),
  sql`, `,
)}) and (${bookings.status} <> 'pending_payment' or ${bookings.holdExpiresAt} is null or ${bookings.holdExpiresAt} > now())`;

/** The bookings that take a property's nights: the create's check and the calendar feed. */
export function createBookingOverlapQueries(db: Database) {
  // Every create that is not answered from its queue's holds asks this: written and named once.
  // It answers only who made each booking found, with what request and for which nights: a lost
  // race, the usual answer, parses six short columns instead of whole bookings (snapshot, price).
  const placeholder = sql.placeholder;
  const replayOrOverlap = db
    .select({
      id: bookings.id,
      userId: bookings.userId,
      idempotencyKey: bookings.idempotencyKey,
      requestHash: bookings.requestHash,
      checkIn: bookings.checkIn,
      checkOut: bookings.checkOut,
    })
    .from(bookings)
    .where(
      or(
        and(
          eq(bookings.userId, placeholder('userId')),
          eq(bookings.idempotencyKey, placeholder('idempotencyKey')),
        ),
        and(
          eq(bookings.propertyDocumentId, placeholder('propertyDocumentId')),
          takesNights,
          sql`daterange(${bookings.checkIn}, ${bookings.checkOut}, '[)') && daterange(${placeholder('checkIn')}::date, ${placeholder('checkOut')}::date, '[)')`,
        ),
      ),
    )
    .prepare('find_replay_or_overlap');
  return {
    /**
     * What a create request needs to know before it prices anything, in one round trip: the
     * user's booking made with this Idempotency-Key (a replay), and the stays that take nights of
     * `[checkIn, checkOut)` at the property (a refusal). Either may be among the rows, or neither.
     */
    async findReplayOrOverlap(check: {
      userId: string;
      idempotencyKey: string;
      propertyDocumentId: string;
      checkIn: string;
      checkOut: string;
    }): Promise<ReplayOrOverlap[]> {
      return replayOrOverlap.execute(check);
    },

    /** Stays for a property's calendar feed: everything that takes nights, from `since` on. */
    async listForFeed(propertyDocumentId: string, since: string, tx: Database = db): Promise<BookingRow[]> {
      return tx
        .select()
        .from(bookings)
        .where(
          and(eq(bookings.propertyDocumentId, propertyDocumentId), takesNights, gt(bookings.checkOut, since)),
        )
        .orderBy(asc(bookings.checkIn));
    },
  };
}
