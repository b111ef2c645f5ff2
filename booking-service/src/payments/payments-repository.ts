import type { PaymentKind, PaymentProvider, PaymentStatus } from '@stayvn/shared';
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../db/connect.js';
import {
  bookings,
  paymentEvents,
  payments,
  type NewPaymentRow,
  type PaymentRow,
} from '../db/schema/index.js';
import { searchOf } from '../staff/paging.js';

/** Drizzle queries over `payments` and `payment_events`; the rules live in payments-service.ts. */
export function createPaymentsRepository(db: Database) {
  return {
    async insert(row: NewPaymentRow, tx: Database = db): Promise<PaymentRow> {
      const [inserted] = await tx.insert(payments).values(row).returning();
      return inserted!;
    },

    async update(id: string, patch: Partial<NewPaymentRow>, tx: Database = db): Promise<PaymentRow> {
      const [updated] = await tx
        .update(payments)
        .set({ ...patch, updatedAt: sql`now()` })
        .where(eq(payments.id, id))
        .returning();
      return updated!;
    },

    /** The attempt with this provider id, locked for the caller's transaction. */
    async lockByProviderRef(
      provider: PaymentProvider,
      providerRef: string,
      tx: Database,
    ): Promise<PaymentRow | undefined> {
      const [row] = await tx
        .select()
        .from(payments)
        .where(and(eq(payments.provider, provider), eq(payments.providerRef, providerRef)))
        .for('update');
      return row;
    },

    async findByProviderRef(provider: PaymentProvider, providerRef: string, tx: Database = db) {
      const [row] = await tx
        .select()
        .from(payments)
        .where(and(eq(payments.provider, provider), eq(payments.providerRef, providerRef)));
      return row;
    },

    async lockChargeByProviderPaymentId(provider: PaymentProvider, providerPaymentId: string, tx: Database) {
      const [row] = await tx
        .select()
        .from(payments)
        .where(
          and(
            eq(payments.provider, provider),
            eq(payments.kind, 'charge'),
            eq(payments.providerPaymentId, providerPaymentId),
          ),
        )
        .for('update');
      return row;
    },

    /** The booking's charge that took its money, if a provider did. */
    async succeededCharge(bookingId: string, tx: Database = db): Promise<PaymentRow | undefined> {
      const [row] = await tx
        .select()
        .from(payments)
        .where(
          and(
            eq(payments.bookingId, bookingId),
            eq(payments.kind, 'charge'),
            eq(payments.status, 'succeeded'),
          ),
        )
        .orderBy(asc(payments.completedAt))
        .limit(1);
      return row;
    },

    async listForBooking(bookingId: string, tx: Database = db): Promise<PaymentRow[]> {
      return tx
        .select()
        .from(payments)
        .where(eq(payments.bookingId, bookingId))
        .orderBy(asc(payments.createdAt), asc(payments.id));
    },

    /**
     * Records a provider's event; false when it was recorded before (a duplicate). Concurrent
     * deliveries of one event wait on its primary key, and all but the first find it there.
     */
    async recordEvent(
      event: { provider: PaymentProvider; eventId: string; type: string; paymentId?: string | null },
      tx: Database,
    ): Promise<boolean> {
      const inserted = await tx
        .insert(paymentEvents)
        .values({ ...event, paymentId: event.paymentId ?? null })
        .onConflictDoNothing()
        .returning({ eventId: paymentEvents.eventId });
      return inserted.length > 0;
    },

    async setEventOutcome(
      provider: PaymentProvider,
      eventId: string,
      outcome: string,
      paymentId: string | null,
      tx: Database,
    ): Promise<void> {
      await tx
        .update(paymentEvents)
        .set({ outcome, paymentId })
        .where(and(eq(paymentEvents.provider, provider), eq(paymentEvents.eventId, eventId)));
    },

    async listEvents(paymentId: string, tx: Database = db) {
      return tx
        .select()
        .from(paymentEvents)
        .where(eq(paymentEvents.paymentId, paymentId))
        .orderBy(asc(paymentEvents.receivedAt));
    },

    /** Claims due refunds (pending, `run_at` passed, no live lease), counting the attempt. */
    async claimDueRefunds(limit: number, leaseMs: number, tx: Database = db): Promise<PaymentRow[]> {
      const due = tx
        .select({ id: payments.id })
        .from(payments)
        .where(
          and(
            eq(payments.kind, 'refund'),
            eq(payments.status, 'pending'),
            lte(payments.runAt, sql`now()`),
            or(isNull(payments.lockedUntil), lt(payments.lockedUntil, sql`now()`)),
          ),
        )
        .orderBy(asc(payments.runAt))
        .limit(limit)
        .for('update', { skipLocked: true });
      return tx
        .update(payments)
        .set({
          lockedUntil: sql`now() + ${leaseMs} * interval '1 millisecond'`,
          attempts: sql`${payments.attempts} + 1`,
          updatedAt: sql`now()`,
        })
        .where(inArray(payments.id, due))
        .returning();
    },

    async find(id: string, tx: Database = db): Promise<PaymentRow | undefined> {
      const [row] = await tx.select().from(payments).where(eq(payments.id, id));
      return row;
    },

    /**
     * Staff's list, a page at a time, with each payment's booking number: by kind and status,
     * `failing` (refunds the provider refused, still to be retried, or failed), `q` a booking
     * number or provider reference (part of it).
     */
    async pageForStaff(query: {
      page: number;
      pageSize: number;
      sort: 'createdAt' | 'updatedAt' | 'amount';
      order: 'asc' | 'desc';
      q?: string | undefined;
      kind?: PaymentKind | undefined;
      status?: PaymentStatus | undefined;
      failing?: boolean | undefined;
    }) {
      const where = and(
        query.kind ? eq(payments.kind, query.kind) : undefined,
        query.status ? eq(payments.status, query.status) : undefined,
        query.failing === undefined
          ? undefined
          : query.failing
            ? or(
                and(eq(payments.status, 'pending'), isNotNull(payments.lastError)),
                eq(payments.status, 'failed'),
              )
            : and(isNull(payments.lastError), ne(payments.status, 'failed')),
        searchOf(query.q, [bookings.number, payments.providerRef, payments.providerPaymentId]),
      );
      const direction = query.order === 'asc' ? asc : desc;
      const sortColumn = {
        createdAt: payments.createdAt,
        updatedAt: payments.updatedAt,
        amount: payments.amount,
      }[query.sort];
      const [items, [total]] = await Promise.all([
        db
          .select({ payment: payments, bookingNumber: bookings.number })
          .from(payments)
          .innerJoin(bookings, eq(bookings.id, payments.bookingId))
          .where(where)
          .orderBy(direction(sortColumn), direction(payments.id))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db
          .select({ value: count() })
          .from(payments)
          .innerJoin(bookings, eq(bookings.id, payments.bookingId))
          .where(where),
      ]);
      return { items, total: total?.value ?? 0 };
    },

    /** A refund, locked until the end of `tx`. */
    async lockRefund(id: string, tx: Database): Promise<PaymentRow | undefined> {
      const [row] = await tx
        .select()
        .from(payments)
        .where(and(eq(payments.id, id), eq(payments.kind, 'refund')))
        .for('update');
      return row;
    },
  };
}

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
