import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * ALTCHA challenges already solved and used, by their HMAC signature, kept until they expire:
 * the primary key makes "accepted once" hold across every instance of the service.
 */
export const captchaSpent = pgTable(
  'captcha_spent',
  {
    signature: text('signature').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('captcha_spent_expires_at_idx').on(table.expiresAt)],
);
