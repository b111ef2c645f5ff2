import type { BookingStatus } from '@stayvn/shared';
import { and, asc, desc, eq, gt, inArray, isNotNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../db/connect.js';
import {
  bookingEvents,
  bookings,
  holdingBookingStatuses,
  type BookingEventRow,
  type BookingRow,
  type NewBookingRow,
} from '../db/schema/index.js';

export type BookingRef = { id: string; number?: never } | { number: string; id?: never };
/** A booking found by the create's check: whose it is, the request that made it, its nights. */
export type ReplayOrOverlap = Pick<
  BookingRow,
  'id' | 'userId' | 'idempotencyKey' | 'requestHash' | 'checkIn' | 'checkOut'
>;
export type NewBookingEvent = Omit<BookingEventRow, 'id' | 'at'> & { at?: Date };

/** A booking's nights are taken: a holding status, and a hold that has not run out. */
const takesNights = sql`${bookings.status} in (${sql.join(
  holdingBookingStatuses.map((status) => sql`${status}`),
  sql`, `,
)}) and (${bookings.status} <> 'pending_payment' or ${bookings.holdExpiresAt} is null or ${bookings.holdExpiresAt} > now())`;

/** Drizzle queries over `bookings` and `booking_events` only; rules live in the service. */
export function createBookingsRepository(db: Database) {
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

    /** Bookings with a refund staff still have to send. */
    async listPendingRefunds(tx: Database = db): Promise<BookingRow[]> {
      return tx
        .select()
        .from(bookings)
        .where(inArray(bookings.refundStatus, ['pending']));
    },
  };
}

export type BookingsRepository = ReturnType<typeof createBookingsRepository>;
