import type { PaymentProvider } from '@stayvn/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/connect.js';
import { payments, type NewPaymentRow, type PaymentRow } from '../db/schema/index.js';

/** A booking's payment attempts: written, found by id or provider reference, locked. */
export function createPaymentQueries(db: Database) {
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

    async find(id: string, tx: Database = db): Promise<PaymentRow | undefined> {
      const [row] = await tx.select().from(payments).where(eq(payments.id, id));
      return row;
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
  };
}
