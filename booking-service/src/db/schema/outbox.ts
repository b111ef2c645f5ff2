import type { Language } from '@stayvn/shared';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { MailTemplate } from '../../mail/templates.js';

/** A file sent with a mail (a booking's .ics), kept in the job row until the mail is sent. */
export interface MailJobAttachment {
  filename: string;
  contentType: string;
  /** The bytes, base64. */
  content: string;
}

/**
 * The durable mail outbox (src/outbox/): a mail to send, written in the same transaction as the
 * change that causes it. A worker claims due jobs (`run_at` passed, no live lease) with
 * FOR UPDATE SKIP LOCKED, sends them and marks them sent; a failure moves `run_at` on (backoff)
 * and a crash mid-send lets the lease (`locked_until`) run out, so nothing is lost.
 * Not to be confused with MAIL_OUTBOX_DIR, the folder of .eml files a run without SMTP writes.
 */
export const mailJobs = pgTable(
  'mail_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipient: text('recipient').notNull(),
    language: text('language').$type<Language>().notNull(),
    template: jsonb('template').$type<MailTemplate>().notNull(),
    attachments: jsonb('attachments').$type<MailJobAttachment[]>().notNull().default([]),
    status: text('status').$type<'pending' | 'sent'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    index('mail_jobs_due_idx')
      .on(table.runAt)
      .where(sql`${table.status} = 'pending'`),
    check('mail_jobs_status_check', sql`${table.status} in ('pending', 'sent')`),
  ],
);
export type MailJobRow = typeof mailJobs.$inferSelect;
