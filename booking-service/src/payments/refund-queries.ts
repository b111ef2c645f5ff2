import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../db/connect.js';
import { payments, type PaymentRow } from '../db/schema/index.js';

/** Refunds as the refund worker and staff take them: claimed when due, locked one at a time. */
export function createRefundQueries(db: Database) {
  return {
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
