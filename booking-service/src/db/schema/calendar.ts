import { calendarFeedSources } from '@stayvn/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bookings } from './bookings.js';

/**
 * An apartment's calendar on another channel (Airbnb, Booking.com…): the iCal export URL staff
 * or editors gave, and how its last fetches went. The scheduler (src/calendar/) claims due feeds
 * with a lease (`locked_until`), as the mail outbox claims jobs, so two instances never fetch one
 * feed at once; `next_fetch_at` says when it is due again. `source` `cms` feeds are kept in step
 * with the CMS by the catalog sync; the console never removes them.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyDocumentId: text('property_document_id').notNull(),
    channel: text('channel').notNull(),
    url: text('url').notNull(),
    source: text('source', { enum: calendarFeedSources }).notNull().default('console'),
    /** The validators of the last 200, sent back as If-None-Match / If-Modified-Since. */
    etag: text('etag'),
    lastModified: text('last_modified'),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }),
    lastFailureMessage: text('last_failure_message'),
    nextFetchAt: timestamp('next_fetch_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('calendar_feeds_property_url_idx').on(table.propertyDocumentId, table.url),
    index('calendar_feeds_due_idx').on(table.nextFetchAt),
    check('calendar_feeds_source_check', sql`${table.source} in ('console', 'cms')`),
  ],
);
export type CalendarFeedRow = typeof calendarFeeds.$inferSelect;

/**
 * One event of a feed as nights `[check_in, check_out)` in Asia/Ho_Chi_Minh. `applied` says
 * whether its nights are in `taken_nights` (and so closed to guests); a block that a booking
 * holds nights of stays unapplied, is a conflict, and is tried again at each fetch.
 */
export const calendarBlocks = pgTable(
  'calendar_blocks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    feedId: uuid('feed_id')
      .notNull()
      .references(() => calendarFeeds.id, { onDelete: 'cascade' }),
    propertyDocumentId: text('property_document_id').notNull(),
    eventUid: text('event_uid').notNull(),
    checkIn: date('check_in', { mode: 'string' }).notNull(),
    checkOut: date('check_out', { mode: 'string' }).notNull(),
    summary: text('summary'),
    applied: boolean('applied').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('calendar_blocks_event_idx').on(table.feedId, table.eventUid, table.checkIn, table.checkOut),
    index('calendar_blocks_property_idx').on(table.propertyDocumentId, table.checkIn),
    check('calendar_blocks_dates_check', sql`${table.checkOut} > ${table.checkIn}`),
  ],
);
export type CalendarBlockRow = typeof calendarBlocks.$inferSelect;

/**
 * Nights staff close by hand in the console (maintenance, an owner's stay…), with a reason and
 * who did it; its row in `taken_nights` keeps guests and channel-free nights apart as a channel
 * block's does, so a manual block over a booking is refused by the same exclusion constraint.
 */
export const calendarManualBlocks = pgTable(
  'calendar_manual_blocks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyDocumentId: text('property_document_id').notNull(),
    checkIn: date('check_in', { mode: 'string' }).notNull(),
    checkOut: date('check_out', { mode: 'string' }).notNull(),
    reason: text('reason').$type<'maintenance' | 'owner_stay' | 'other'>().notNull(),
    note: text('note'),
    createdBy: text('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('calendar_manual_blocks_property_idx').on(table.propertyDocumentId, table.checkIn),
    check('calendar_manual_blocks_dates_check', sql`${table.checkOut} > ${table.checkIn}`),
  ],
);
export type CalendarManualBlockRow = typeof calendarManualBlocks.$inferSelect;

/**
 * Every night that is taken, by a booking in a holding status (a trigger on `bookings` keeps
 * its row), by an applied channel block or by a manual block (both kind `block`). The exclusion constraint `taken_nights_no_overlap`
 * (by hand in the migration) forbids a booking's and a block's nights to overlap on one
 * property, whichever commits first; bookings among themselves keep `bookings_no_overlap`, and
 * blocks of two channels may overlap (channel managers mirror each other).
 */
export const takenNights = pgTable(
  'taken_nights',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyDocumentId: text('property_document_id').notNull(),
    kind: text('kind').$type<'booking' | 'block'>().notNull(),
    checkIn: date('check_in', { mode: 'string' }).notNull(),
    checkOut: date('check_out', { mode: 'string' }).notNull(),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    blockId: uuid('block_id').references(() => calendarBlocks.id, { onDelete: 'cascade' }),
    /** A manual block is a block too (kind 'block'): it may overlap channel blocks, never a booking. */
    manualBlockId: uuid('manual_block_id').references(() => calendarManualBlocks.id, { onDelete: 'cascade' }),
  },
  (table) => [
    uniqueIndex('taken_nights_booking_idx').on(table.bookingId),
    uniqueIndex('taken_nights_block_idx').on(table.blockId),
    uniqueIndex('taken_nights_manual_block_idx').on(table.manualBlockId),
    check(
      'taken_nights_owner_check',
      sql`(${table.kind} = 'booking' and ${table.bookingId} is not null and ${table.blockId} is null and ${table.manualBlockId} is null) or (${table.kind} = 'block' and ${table.bookingId} is null and num_nonnulls(${table.blockId}, ${table.manualBlockId}) = 1)`,
    ),
  ],
);

/**
 * How many times a property's taken nights have changed: a trigger on `taken_nights` (by hand in
 * migration 0021) moves it on in the same transaction as the change (a booking made, cancelled or
 * expired, a block imported or released). Cached availability months are keyed by it, as search
 * answers are by `catalog_version`; one row per property, so bookings of two apartments never
 * wait on one another for it.
 */
export const availabilityVersions = pgTable('availability_versions', {
  propertyDocumentId: text('property_document_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/** A channel block that overlaps a booking: listed in the console, mailed to staff once. */
export const calendarConflicts = pgTable(
  'calendar_conflicts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    blockId: uuid('block_id')
      .notNull()
      .references(() => calendarBlocks.id, { onDelete: 'cascade' }),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('calendar_conflicts_pair_idx').on(table.blockId, table.bookingId)],
);
export type CalendarConflictRow = typeof calendarConflicts.$inferSelect;
