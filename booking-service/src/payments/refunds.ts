import { formatMoney } from '@stayvn/shared';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/connect.js';
import { bookings as bookingsTable, type BookingRow, type PaymentRow } from '../db/schema/index.js';
import { retryDelay } from '../outbox/outbox-service.js';
import { bookingNumberOf, type PaymentsContext } from './payments-context.js';
import { switchedOff } from './providers/registry.js';

/** Why a payment is refunded. */
export type RefundReason =
  'cancellation' | 'late_payment_nights_taken' | 'duplicate_payment' | 'booking_not_payable';

/** A refund of `amount` of `charge`, queued for the refund worker, in the caller's transaction. */
async function queueRefund(
  { repository, now }: PaymentsContext,
  charge: PaymentRow,
  amount: number,
  reason: RefundReason,
  tx: Database,
) {
  return repository.insert(
    {
      bookingId: charge.bookingId,
      kind: 'refund',
      provider: charge.provider,
      status: 'pending',
      amount,
      currency: charge.currency,
      parentId: charge.id,
      reason,
      runAt: now(),
    },
    tx,
  );
}

/** Sends one refund through its provider; throws with the provider's reason when it is not taken. */
async function sendRefund({ repository, providers }: PaymentsContext, refund: PaymentRow): Promise<string> {
  const charge = refund.parentId ? await repository.find(refund.parentId) : undefined;
  if (!charge?.providerPaymentId) throw new Error('the refunded charge has no provider payment id');
  const through = providers.online[refund.provider];
  if (!through) throw new Error(switchedOff[refund.provider].refund);
  return through.refund(refund, { ...charge, providerPaymentId: charge.providerPaymentId });
}

/** Records a refund the provider took; a cancellation's refund marks its booking refunded. */
async function markSent({ db, repository, now }: PaymentsContext, refund: PaymentRow, providerRef: string) {
  await db.transaction(async (tx) => {
    await repository.update(
      refund.id,
      { status: 'succeeded', providerRef, completedAt: now(), lockedUntil: null, lastError: null },
      tx,
    );
    if (refund.reason === 'cancellation')
      await tx
        .update(bookingsTable)
        .set({ refundStatus: 'refunded', updatedAt: sql`now()` })
        .where(eq(bookingsTable.id, refund.bookingId));
  });
}

/** A refund the provider did not take: tried again after a doubling wait. */
async function postpone(context: PaymentsContext, refund: PaymentRow, error: unknown) {
  const { repository, log, now } = context;
  const delay = retryDelay(refund.attempts, context.retryBaseMs, context.retryMaxMs);
  log.warn(
    { err: error, refund: refund.id, attempts: refund.attempts, retryInMs: delay },
    'payments: a refund was not taken, it will be retried',
  );
  await repository.update(refund.id, {
    runAt: new Date(now().getTime() + delay),
    lockedUntil: null,
    lastError: error instanceof Error ? error.message : String(error),
  });
}

/**
 * Refunds: queued as rows (a durable job each) in the transaction that decides them, then sent
 * through the charge's provider by the refund worker; a refused one is tried again later.
 */
export function createRefunds(context: PaymentsContext) {
  const { repository } = context;

  return {
    /**
     * A charge whose money cannot be kept goes back in full (queued in `tx`), and the guest is
     * told by mail. Returns the notification's outcome.
     */
    async refundInFull(
      charge: PaymentRow,
      booking: BookingRow,
      reason: Exclude<RefundReason, 'cancellation'>,
      tx: Database,
    ): Promise<string> {
      await queueRefund(context, charge, charge.amount, reason, tx);
      if (booking.email) {
        const language = booking.language ?? 'en';
        await context.enqueueMail(
          {
            to: booking.email,
            language,
            template: {
              kind: 'payment-refunded',
              link: `${context.webUrl}/${language}/list-booking`,
              number: bookingNumberOf(booking),
              fullName: booking.fullName ?? '',
              amount: formatMoney({ amount: charge.amount, currency: 'VND' }),
              reason,
            },
          },
          tx,
        );
      }
      return `refund queued: ${reason}`;
    },

    /**
     * A cancelled booking paid through a provider: its refund (what was paid less the
     * cancellation cost) goes back through that provider, by the refund worker. Runs in the
     * cancelling transaction. A bank transfer's refund stays staff's task.
     */
    async refundOnCancellation(booking: BookingRow, tx: Database): Promise<void> {
      const due = booking.refundVnd ?? 0;
      if (due <= 0) return;
      const charge = await repository.succeededCharge(booking.id, tx);
      if (!charge) return;
      await queueRefund(context, charge, Math.min(due, charge.amount), 'cancellation', tx);
      context.afterCommit();
    },

    /** Sends the due refunds; a refused one is tried again later (doubling waits). Returns how many went. */
    async runDueRefunds(): Promise<number> {
      let sent = 0;
      for (;;) {
        const due = await repository.claimDueRefunds(10, context.leaseMs);
        for (const refund of due) {
          try {
            await markSent(context, refund, await sendRefund(context, refund));
            sent += 1;
          } catch (error) {
            await postpone(context, refund, error);
          }
        }
        if (due.length < 10) return sent;
      }
    },
  };
}

export type Refunds = ReturnType<typeof createRefunds>;
