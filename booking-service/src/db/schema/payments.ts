import type { PaymentKind, PaymentProvider, PaymentStatus } from '@stayvn/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bookings } from './bookings.js';

/**
 * Every payment attempt (a Stripe Checkout Session, a VNPay payment address) and every refund,
 * with the provider's ids, the amount in the currency's smallest unit, and its status; never any
 * card data (the guest types it on the provider's page). A refund row is also its own durable
 * job: `run_at`/`locked_until`/`attempts`/`last_error` let the refund worker retry a refund the
 * provider did not take, and staff see it (GET /staff/payments).
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id),
    kind: text('kind').$type<PaymentKind>().notNull(),
    provider: text('provider').$type<PaymentProvider>().notNull(),
    status: text('status').$type<PaymentStatus>().notNull().default('pending'),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('VND'),
    /** The provider's id of this attempt: Checkout Session id, VNPay vnp_TxnRef, Stripe refund id. */
    providerRef: text('provider_ref'),
    /** The money's id at the provider: Stripe PaymentIntent, VNPay vnp_TransactionNo. */
    providerPaymentId: text('provider_payment_id'),
    /** A refund's charge. */
    parentId: uuid('parent_id'),
    reason: text('reason'),
    /** Until when the provider's page takes this attempt. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    runAt: timestamp('run_at', { withTimezone: true }),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    index('payments_booking_id_idx').on(table.bookingId, table.createdAt),
    uniqueIndex('payments_provider_ref_idx').on(table.provider, table.providerRef),
    index('payments_due_refunds_idx')
      .on(table.runAt)
      .where(sql`${table.kind} = 'refund' and ${table.status} = 'pending'`),
    check('payments_kind_check', sql`${table.kind} in ('charge', 'refund')`),
    check('payments_provider_check', sql`${table.provider} in ('stripe', 'vnpay')`),
    check(
      'payments_status_check',
      sql`${table.status} in ('pending', 'processing', 'succeeded', 'failed', 'expired')`,
    ),
    check('payments_amount_check', sql`${table.amount} > 0`),
  ],
);
export type PaymentRow = typeof payments.$inferSelect;
export type NewPaymentRow = typeof payments.$inferInsert;

/**
 * The provider notifications received, by the provider's event id (Stripe's `evt_…`, VNPay's
 * signed message): the primary key makes each one apply once, however often and however
 * concurrently it is delivered.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').$type<PaymentProvider>().notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    paymentId: uuid('payment_id').references(() => payments.id),
    /** What applying it did (e.g. `confirmed`, `ignored: already succeeded`). */
    outcome: text('outcome'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.provider, table.eventId] }),
    index('payment_events_payment_id_idx').on(table.paymentId),
  ],
);
export type PaymentEventRow = typeof paymentEvents.$inferSelect;
