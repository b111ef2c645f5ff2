import {
  bookingStatuses,
  holdingBookingStatuses,
  type BookingActor,
  type BookingEvent,
  type BookingStatus,
  type CancellationReason,
  type CurrencyCode,
  type Image,
  type Language,
  type PaymentMethod,
  type RateLinePayload,
} from '@stayvn/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import type { LocalizedText } from './catalog.js';

export { bookingStatuses, holdingBookingStatuses, type BookingStatus };

/** The property as the booking saw it, per CMS locale, so a later edit or unpublish changes nothing. */
export interface BookingPropertySnapshot {
  slug: string;
  name: LocalizedText;
  address: LocalizedText;
  district: LocalizedText;
  image: Image | null;
}

/** The breakdown a booking was made with, as `computePriceBreakdown` gave it. */
export interface StoredPriceBreakdown {
  nights: number;
  serviceChargeBasisPoints: number;
  vatBasisPoints: number;
  isOffer: boolean;
  usd: { nightlyRate: number; rent: number; charges: number; vat: number; total: number };
  vnd: { nightlyRate: number; rent: number; charges: number; vat: number; total: number };
  /** The nights grouped by price, as quoted (absent on bookings made before seasonal rates). */
  rates?: RateLinePayload[];
}

const statusList = (statuses: readonly string[]) => statuses.map((status) => `'${status}'`).join(', ');

/**
 * A stay at one property (its CMS document id), from check-in to check-out as calendar dates in
 * Asia/Ho_Chi_Minh; the range is `[check_in, check_out)`, so one stay may start the day another
 * ends.
 *
 * The exclusion constraint `bookings_no_overlap` (btree_gist, written by hand in the migrations)
 * makes two bookings in a holding status overlap on one property impossible, whatever the code
 * does. A `pending_payment` row past its hold still counts there until it is marked `expired`:
 * the create flow expires the property's stale holds in the transaction that inserts, so an
 * expired hold frees its nights without any sweeper; availability and search ignore it by time.
 *
 * The guest and price columns are null only on rows made outside the booking flow (the office
 * search tests make such rows); the flow always fills them, and a row without a number is no
 * guest's booking.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** `SV-XXXX-XXXX-XXXX`, 60 random bits (shared `formatBookingNumber`). */
    number: text('number'),
    propertyDocumentId: text('property_document_id').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    checkIn: date('check_in', { mode: 'string' }).notNull(),
    checkOut: date('check_out', { mode: 'string' }).notNull(),
    status: text('status').$type<BookingStatus>().notNull().default('pending_payment'),
    /** Until when a `pending_payment` booking holds its dates. */
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    // The guest.
    fullName: text('full_name'),
    email: text('email'),
    phoneNumber: text('phone_number'),
    forSomeoneElse: boolean('for_someone_else').notNull().default(false),
    specialRequirements: text('special_requirements'),
    vatCompanyName: text('vat_company_name'),
    vatCompanyAddress: text('vat_company_address'),
    vatTaxCode: text('vat_tax_code'),
    paymentMethod: text('payment_method').$type<PaymentMethod>(),
    language: text('language').$type<Language>(),
    /** The currency the guest was looking at; both are kept. */
    currency: text('currency').$type<CurrencyCode>(),
    property: jsonb('property').$type<BookingPropertySnapshot>(),
    // The price as it was at that moment, and the rate it used.
    price: jsonb('price').$type<StoredPriceBreakdown>(),
    exchangeRate: numeric('exchange_rate', { precision: 14, scale: 4, mode: 'number' }),
    totalUsd: bigint('total_usd', { mode: 'number' }),
    totalVnd: bigint('total_vnd', { mode: 'number' }),
    /** A client's Idempotency-Key for this user, and a hash of the request it came with. */
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
    transferredAt: timestamp('transferred_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    // Cancellation: the cost and refund in both currencies; a refund is staff's task to send.
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancellationReason: text('cancellation_reason').$type<CancellationReason>(),
    cancellationNote: text('cancellation_note'),
    cancellationPercent: integer('cancellation_percent'),
    cancellationCostUsd: bigint('cancellation_cost_usd', { mode: 'number' }),
    cancellationCostVnd: bigint('cancellation_cost_vnd', { mode: 'number' }),
    refundUsd: bigint('refund_usd', { mode: 'number' }),
    refundVnd: bigint('refund_vnd', { mode: 'number' }),
    refundStatus: text('refund_status').$type<'none' | 'pending' | 'refunded'>(),
  },
  (table) => [
    index('bookings_user_id_idx').on(table.userId, table.checkIn),
    uniqueIndex('bookings_number_idx').on(table.number),
    uniqueIndex('bookings_user_idempotency_key_idx').on(table.userId, table.idempotencyKey),
    index('bookings_property_document_id_idx').on(table.propertyDocumentId),
    check('bookings_dates_check', sql`${table.checkOut} > ${table.checkIn}`),
    check('bookings_status_check', sql.raw(`status in (${statusList(bookingStatuses)})`)),
    check(
      'bookings_refund_status_check',
      sql`${table.refundStatus} is null or ${table.refundStatus} in ('none', 'pending', 'refunded')`,
    ),
  ],
);
export type BookingRow = typeof bookings.$inferSelect;
export type NewBookingRow = typeof bookings.$inferInsert;

/** Every change of a booking's status: when, who, from what, to what, and why. */
export const bookingEvents = pgTable(
  'booking_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    // The clock's time, not the transaction's: a transaction's events keep their order.
    at: timestamp('at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
    actor: text('actor').$type<BookingActor>().notNull(),
    /** The staff member or user, when known (a command names none). */
    actorId: text('actor_id'),
    event: text('event').$type<BookingEvent | 'create'>().notNull(),
    fromStatus: text('from_status').$type<BookingStatus>(),
    toStatus: text('to_status').$type<BookingStatus>().notNull(),
    reason: text('reason'),
  },
  (table) => [index('booking_events_booking_id_idx').on(table.bookingId, table.at)],
);
export type BookingEventRow = typeof bookingEvents.$inferSelect;

export const holdingStatusesSql = statusList(holdingBookingStatuses);
