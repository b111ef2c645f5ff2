import type { Language } from '@stayvn/shared';
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import type { LocalizedText } from './catalog.js';

/** `pending` waits for moderation; staff publish or hide it (issue 18). */
export type ReviewStatus = 'published' | 'pending' | 'hidden';

/**
 * An image a reviewer attached: `url` relative to the CMS (seeded demo reviews), or `key` and
 * `thumbnailKey` in the file store (a review sent through an invitation), served once published.
 */
export interface ReviewImage {
  url?: string;
  key?: string;
  thumbnailKey?: string;
}

/**
 * A guest's review of one property (named by its CMS document id, as cards and detail URLs
 * name it). Only `published` reviews count in the rating and are listed; the write side (a
 * review sent through an e-mailed link) comes with bookings.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyDocumentId: text('property_document_id').notNull(),
    /** Shown as written: the reviewer's name when the review was sent. */
    authorFullName: text('author_full_name').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    rate: smallint('rate').notNull(),
    content: text('content').notNull(),
    /** A CMS review tag's key; its title comes from `review_tags` in the asked language. */
    tagKey: text('tag_key'),
    images: jsonb('images').$type<ReviewImage[]>().notNull().default([]),
    language: text('language').$type<Language>().notNull(),
    status: text('status').$type<ReviewStatus>().notNull().default('published'),
    /** The invitation the review was sent with (none for seeded demo reviews). */
    invitationId: uuid('invitation_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('reviews_property_created_at_idx').on(table.propertyDocumentId, table.createdAt.desc()),
    check('reviews_rate_check', sql`${table.rate} between 1 and 5`),
    check('reviews_content_length_check', sql`char_length(${table.content}) <= 1500`),
    check('reviews_language_check', sql`${table.language} in ('en', 'jp', 'vi')`),
    check('reviews_status_check', sql`${table.status} in ('published', 'pending', 'hidden')`),
  ],
);
export type ReviewRow = typeof reviews.$inferSelect;
export type NewReviewRow = typeof reviews.$inferInsert;

/**
 * The CMS's review tags (a reviewer picks one), with their titles per CMS locale: kept in step
 * by the full resync and `review-tag` webhooks, so a review answers its tag in any language.
 */
export const reviewTags = pgTable('review_tags', {
  key: text('key').primaryKey(),
  documentId: text('document_id').notNull(),
  title: jsonb('title').$type<LocalizedText>().notNull(),
  indexedAt: timestamp('indexed_at', { withTimezone: true })
    .notNull()
    .default(sql`now()`),
});
export type ReviewTagRow = typeof reviewTags.$inferSelect;
export type NewReviewTagRow = typeof reviewTags.$inferInsert;
