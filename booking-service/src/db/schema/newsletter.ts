import type { Language } from '@stayvn/shared';
import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * The footer's newsletter: one row per address, stored lower-cased and trimmed so that the
 * unique index is the rule "one subscription per address". `language` is the site language the
 * visitor subscribed in (the welcome mail and later newsletters are written in it).
 */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    language: text('language').$type<Language>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('newsletter_subscriptions_email_key').on(table.email),
    check('newsletter_subscriptions_language_check', sql`${table.language} in ('en', 'jp', 'vi')`),
  ],
);
export type NewsletterSubscriptionRow = typeof newsletterSubscriptions.$inferSelect;
