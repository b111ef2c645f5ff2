import type { CityId, EnquiryKind, EnquiryStatus, Language, OfficeService } from '@stayvn/shared';
import { sql } from 'drizzle-orm';
import { check, date, index, jsonb, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { staffMembers } from './staff.js';

/** A property an enquiry is about, with the name the visitor saw when sending it. */
export interface EnquiryProperty {
  id: string;
  name: string;
}

/**
 * What a visitor asked us (the four enquiry forms), kept with its language, city, the properties
 * and their names at the time, and the signed-in user if any. Staff move `status` along.
 */
export const enquiries = pgTable(
  'enquiries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<EnquiryKind>().notNull(),
    status: text('status').$type<EnquiryStatus>().notNull().default('new'),
    language: text('language').$type<Language>().notNull(),
    cityId: smallint('city_id').$type<CityId>().notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    phoneNumber: text('phone_number').notNull(),
    companyName: text('company_name'),
    moveInDate: date('move_in_date'),
    tourInspectionDate: date('tour_inspection_date'),
    message: text('message'),
    officeService: text('office_service').$type<OfficeService>(),
    properties: jsonb('properties').$type<EnquiryProperty[]>().notNull().default([]),
    /** The staff member who handles it (null: nobody yet). */
    assigneeId: uuid('assignee_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('enquiries_status_created_at_idx').on(table.status, table.createdAt),
    index('enquiries_user_id_idx').on(table.userId),
    index('enquiries_assignee_id_idx').on(table.assigneeId),
    check(
      'enquiries_kind_check',
      sql`${table.kind} in ('property', 'contact', 'favourites', 'office_quote')`,
    ),
    check('enquiries_status_check', sql`${table.status} in ('new', 'in_progress', 'answered', 'closed')`),
    check('enquiries_language_check', sql`${table.language} in ('en', 'jp', 'vi')`),
  ],
);
export type EnquiryRow = typeof enquiries.$inferSelect;
export type NewEnquiryRow = typeof enquiries.$inferInsert;
