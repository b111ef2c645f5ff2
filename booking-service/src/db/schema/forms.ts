import type {
  CityId,
  CurrencyCode,
  HelpIssueType,
  Language,
  OwnerBathrooms,
  OwnerBedrooms,
  OwnerPropertyType,
  OwnerSubmissionStatus,
  SupportRequestKind,
  SupportRequestStatus,
} from '@stayvn/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { bookings } from './bookings.js';
import { staffMembers } from './staff.js';

/** An image a form brought, as the image pipeline stored it (keys in the file store). */
export interface FormImage {
  key: string;
  thumbnailKey: string;
  width: number;
  height: number;
}

/**
 * A property an owner offers through the public form (spec §3 Owner registration), for staff
 * to review: `new`, `in_review`, then `approved` or `rejected`. Its images are private.
 */
export const ownerSubmissions = pgTable(
  'owner_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    status: text('status').$type<OwnerSubmissionStatus>().notNull().default('new'),
    language: text('language').$type<Language>().notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    fullName: text('full_name').notNull(),
    phoneNumber: text('phone_number').notNull(),
    email: text('email').notNull(),
    cityId: smallint('city_id').$type<CityId>().notNull(),
    propertyType: text('property_type').$type<OwnerPropertyType>(),
    currency: text('currency').$type<CurrencyCode>().notNull(),
    bedrooms: text('bedrooms').$type<OwnerBedrooms>(),
    bathrooms: text('bathrooms').$type<OwnerBathrooms>(),
    address: text('address'),
    descriptionFacilities: text('description_facilities'),
    descriptionAmenities: text('description_amenities'),
    /** Whole units of `currency`, as the owner typed it. */
    leasePrice: bigint('lease_price', { mode: 'number' }),
    images: jsonb('images').$type<FormImage[]>().notNull().default([]),
    /** The staff member who handles it (null: nobody yet). */
    assigneeId: uuid('assignee_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    /** The draft property created in the CMS on approval (its Strapi document id). */
    cmsDocumentId: text('cms_document_id'),
    /** Why staff rejected it, as mailed to the owner. */
    rejectionReason: text('rejection_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('owner_submissions_status_created_at_idx').on(table.status, table.createdAt),
    index('owner_submissions_assignee_id_idx').on(table.assigneeId),
    check(
      'owner_submissions_status_check',
      sql`${table.status} in ('new', 'in_review', 'approved', 'rejected')`,
    ),
    check('owner_submissions_language_check', sql`${table.language} in ('en', 'jp', 'vi')`),
    check('owner_submissions_currency_check', sql`${table.currency} in ('USD', 'VND')`),
  ],
);
export type OwnerSubmissionRow = typeof ownerSubmissions.$inferSelect;
export type NewOwnerSubmissionRow = typeof ownerSubmissions.$inferInsert;

/**
 * What a tenant tells support: a help issue (with its type, apartment and images) or the
 * customer-support form of existing tenants. Staff move `status` along; images are private.
 */
export const supportRequests = pgTable(
  'support_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<SupportRequestKind>().notNull(),
    status: text('status').$type<SupportRequestStatus>().notNull().default('new'),
    language: text('language').$type<Language>().notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    fullName: text('full_name').notNull(),
    phoneNumber: text('phone_number').notNull(),
    email: text('email').notNull(),
    apartmentName: text('apartment_name'),
    /** The apartment's address (issue) or the residence address (support form). */
    address: text('address').notNull(),
    issueType: text('issue_type').$type<HelpIssueType>(),
    message: text('message'),
    images: jsonb('images').$type<FormImage[]>().notNull().default([]),
    /** The staff member who handles it (null: nobody yet). */
    assigneeId: uuid('assignee_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('support_requests_status_created_at_idx').on(table.status, table.createdAt),
    index('support_requests_assignee_id_idx').on(table.assigneeId),
    check('support_requests_kind_check', sql`${table.kind} in ('issue', 'tenant_support')`),
    check(
      'support_requests_status_check',
      sql`${table.status} in ('new', 'in_progress', 'resolved', 'closed')`,
    ),
    check('support_requests_language_check', sql`${table.language} in ('en', 'jp', 'vi')`),
  ],
);
export type SupportRequestRow = typeof supportRequests.$inferSelect;
export type NewSupportRequestRow = typeof supportRequests.$inferInsert;

/**
 * An invitation to review one property, sent by e-mail after a stay (or by staff for a
 * long-term tenant): only the SHA-256 of its 256-bit key is kept; used once, within `expiresAt`.
 */
export const reviewInvitations = pgTable(
  'review_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    keyHash: text('key_hash').notNull(),
    propertyDocumentId: text('property_document_id').notNull(),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    fullName: text('full_name').notNull(),
    language: text('language').$type<Language>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('review_invitations_key_hash_idx').on(table.keyHash),
    // One invitation per booking, however often the sweep that sends them runs.
    uniqueIndex('review_invitations_booking_id_idx').on(table.bookingId),
    check('review_invitations_language_check', sql`${table.language} in ('en', 'jp', 'vi')`),
  ],
);
export type ReviewInvitationRow = typeof reviewInvitations.$inferSelect;
export type NewReviewInvitationRow = typeof reviewInvitations.$inferInsert;
