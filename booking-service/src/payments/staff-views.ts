import { errorCodes, type StaffPayment } from '@stayvn/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/connect.js';
import { bookings as bookingsTable, type PaymentRow } from '../db/schema/index.js';
import { AppError } from '../errors/app-error.js';
import type { PaymentsContext } from './payments-context.js';
import type { PaymentsRepository } from './payments-repository.js';

/** A payment or refund as staff see it. */
function toStaffPayment(payment: PaymentRow, bookingNumber: string | null): StaffPayment {
  return {
    id: payment.id,
    bookingNumber,
    kind: payment.kind,
    provider: payment.provider,
    status: payment.status,
    amount: payment.amount,
    currency: payment.currency,
    providerRef: payment.providerRef,
    providerPaymentId: payment.providerPaymentId,
    reason: payment.reason,
    attempts: payment.attempts,
    lastError: payment.lastError,
    nextAttemptAt:
      payment.kind === 'refund' && payment.status === 'pending'
        ? (payment.runAt?.toISOString() ?? null)
        : null,
    createdAt: payment.createdAt.toISOString(),
    updatedAt: payment.updatedAt.toISOString(),
  };
}

async function bookingNumberOfId(bookingId: string, tx: Database): Promise<string | null> {
  const [row] = await tx
    .select({ number: bookingsTable.number })
    .from(bookingsTable)
    .where(eq(bookingsTable.id, bookingId));
  return row?.number ?? null;
}

/** Staff's pages of payments and refunds, and a refund sent again now. */
export function createStaffViews({ repository, now, afterCommit }: PaymentsContext) {
  return {
    /** Staff's view of payments and refunds, a page at a time (a refund being retried shows its last error). */
    async pageForStaff(query: Parameters<PaymentsRepository['pageForStaff']>[0]) {
      const { items, total } = await repository.pageForStaff(query);
      return {
        items: items.map(({ payment, bookingNumber }) => toStaffPayment(payment, bookingNumber)),
        total,
      };
    },

    /**
     * Staff: send a refund now rather than at its next attempt (one the provider refused, still
     * pending or failed). In the caller's transaction, which writes the audit entry; the refund
     * worker is woken after it commits. 409 for a refund already made, or being sent this moment.
     */
    async retryRefundNow(id: string, tx: Database): Promise<StaffPayment> {
      const refund = await repository.lockRefund(id, tx);
      if (!refund) throw new AppError(404, errorCodes.notFound, 'No such refund');
      if (refund.status !== 'pending' && refund.status !== 'failed')
        throw new AppError(409, errorCodes.conflict, `A ${refund.status} refund is not retried`);
      if (refund.lockedUntil && refund.lockedUntil > now())
        throw new AppError(409, errorCodes.conflict, 'The refund is being sent at this moment');
      const updated = await repository.update(
        refund.id,
        { status: 'pending', runAt: now(), lockedUntil: null },
        tx,
      );
      return toStaffPayment(updated, await bookingNumberOfId(refund.bookingId, tx));
    },

    /** A refund as staff see it, locked until the end of `tx`; 404 when there is none. */
    async lockRefundForStaff(id: string, tx: Database): Promise<StaffPayment> {
      const refund = await repository.lockRefund(id, tx);
      if (!refund) throw new AppError(404, errorCodes.notFound, 'No such refund');
      return toStaffPayment(refund, await bookingNumberOfId(refund.bookingId, tx));
    },

    /** Wakes the refund worker and the mail outbox (after a staff action committed). */
    nudge: () => afterCommit(),
  };
}
