import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';

/**
 * Where a booking stands. `pending_payment` holds the dates until `hold_expires_at` (the guest
 * is paying); `confirmed` holds them for good; the others free them.
 */
export const bookingStatuses = ['pending_payment', 'confirmed', 'cancelled', 'expired', 'completed'] as const;
export type BookingStatus = (typeof bookingStatuses)[number];

/** The statuses the exclusion constraint covers: no two of these may overlap on one property. */
export const holdingBookingStatuses = [
  'pending_payment',
  'confirmed',
] as const satisfies readonly BookingStatus[];

/**
 * A stay at one property (its CMS document id), from check-in to check-out as calendar dates in
 * Asia/Ho_Chi_Minh; the range is `[check_in, check_out)`, so one stay may start the day another
 * ends. The minimal shape availability needs; the booking issue adds guests, prices, payments.
 *
 * Migration 0007 adds the exclusion constraint `bookings_no_overlap` (btree_gist): among rows in
 * a holding status, no two ranges of one property overlap, whatever the application does. A
 * `pending_payment` row past its hold still counts there until it is marked `expired`, so the
 * booking flow expires stale holds (`expireHolds`) in the transaction that inserts.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyDocumentId: text('property_document_id').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    checkIn: date('check_in', { mode: 'string' }).notNull(),
    checkOut: date('check_out', { mode: 'string' }).notNull(),
    status: text('status').$type<BookingStatus>().notNull().default('pending_payment'),
    /** Until when a `pending_payment` booking holds its dates. */
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('bookings_user_id_idx').on(table.userId),
    check('bookings_dates_check', sql`${table.checkOut} > ${table.checkIn}`),
    check(
      'bookings_status_check',
      sql.raw(`status in (${bookingStatuses.map((status) => `'${status}'`).join(', ')})`),
    ),
  ],
);
export type BookingRow = typeof bookings.$inferSelect;
export type NewBookingRow = typeof bookings.$inferInsert;
