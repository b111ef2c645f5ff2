import {
  errorCodes,
  stripeChargeSchema,
  stripeCheckoutSessionSchema,
  stripeEventSchema,
  vnpayIpnCodes,
  vnpayResultSchema,
  type PaymentStatus,
  type VnpayIpnAnswer,
} from '@stayvn/shared';
import type { Database } from '../db/connect.js';
import type { PaymentRow } from '../db/schema/index.js';
import { AppError } from '../errors/app-error.js';
import type { PaymentsContext } from './payments-context.js';
import { singleValues } from './providers/vnpay.js';
import type { Refunds } from './refunds.js';

class InvalidSignature extends AppError {
  constructor(message = 'The signature is missing or does not match') {
    super(400, 'invalid_signature', message);
  }
}

/** What applying a notification needs: the service's parts, and the refund of money not kept. */
type Settling = PaymentsContext & Pick<Refunds, 'refundInFull'>;

interface Applied {
  outcome: string;
  paymentId: string | null;
}

/**
 * The money of `payment` is in (the caller holds its row): mark it, then confirm its booking,
 * late if need be; money that cannot be kept goes back in full, and the guest is told.
 */
async function succeed(
  { repository, bookings, now, refundInFull }: Settling,
  payment: PaymentRow,
  providerPaymentId: string | null,
  tx: Database,
): Promise<string> {
  if (payment.status === 'succeeded') return 'ignored: already succeeded';
  const paid = await repository.update(
    payment.id,
    { status: 'succeeded', providerPaymentId, completedAt: now(), lastError: null },
    tx,
  );
  const { outcome, booking } = await bookings.confirmByPayment(payment.bookingId, tx);
  switch (outcome) {
    case 'confirmed':
    case 'confirmed_late':
      return outcome;
    case 'already_confirmed':
      return refundInFull(paid, booking, 'duplicate_payment', tx);
    case 'nights_taken':
      return refundInFull(paid, booking, 'late_payment_nights_taken', tx);
    case 'not_payable':
      return refundInFull(paid, booking, 'booking_not_payable', tx);
  }
}

/** Marks a charge that has not succeeded `status` (failed, expired); a settled one stays. */
async function close(
  { repository, now }: Settling,
  payment: PaymentRow,
  status: PaymentStatus,
  tx: Database,
): Promise<string> {
  if (payment.status !== 'pending' && payment.status !== 'processing')
    return `ignored: already ${payment.status}`;
  await repository.update(payment.id, { status, completedAt: now() }, tx);
  return status;
}

/** A `checkout.session.*` event on the attempt whose session it is. */
async function applySessionEvent(
  settling: Settling,
  type: string,
  object: Record<string, unknown>,
  tx: Database,
): Promise<Applied> {
  const { repository, log } = settling;
  const session = stripeCheckoutSessionSchema.safeParse(object);
  if (!session.success) return { outcome: 'ignored: unreadable session', paymentId: null };
  const payment = await repository.lockByProviderRef('stripe', session.data.id, tx);
  if (!payment) return { outcome: 'ignored: unknown session', paymentId: null };
  const paymentIntent = session.data.payment_intent ?? null;
  const amountMatches =
    session.data.amount_total === payment.amount && session.data.currency?.toLowerCase() === 'vnd';
  let outcome: string;
  switch (type) {
    case 'checkout.session.completed':
      if (session.data.payment_status === 'paid') {
        outcome = amountMatches
          ? await succeed(settling, payment, paymentIntent, tx)
          : 'ignored: amount differs from the attempt';
      } else if (payment.status === 'pending') {
        // An asynchronous method was accepted; its money comes with a later event.
        await repository.update(payment.id, { status: 'processing', providerPaymentId: paymentIntent }, tx);
        outcome = 'processing';
      } else outcome = `ignored: already ${payment.status}`;
      break;
    case 'checkout.session.async_payment_succeeded':
      outcome = amountMatches
        ? await succeed(settling, payment, paymentIntent, tx)
        : 'ignored: amount differs from the attempt';
      break;
    case 'checkout.session.async_payment_failed':
      outcome = await close(settling, payment, 'failed', tx);
      break;
    case 'checkout.session.expired':
      outcome = await close(settling, payment, 'expired', tx);
      break;
    default:
      outcome = 'ignored: not handled';
  }
  if (outcome.startsWith('ignored: amount'))
    log.error({ payment: payment.id, session: session.data.id }, 'payments: a Stripe amount differs');
  return { outcome, paymentId: payment.id };
}

async function applyStripeEvent(
  settling: Settling,
  type: string,
  object: Record<string, unknown>,
  tx: Database,
): Promise<Applied> {
  if (type.startsWith('checkout.session.')) return applySessionEvent(settling, type, object, tx);
  if (type === 'charge.refunded') {
    const { repository } = settling;
    const charge = stripeChargeSchema.safeParse(object);
    if (!charge.success || !charge.data.payment_intent)
      return { outcome: 'ignored: unreadable charge', paymentId: null };
    const payment = await repository.lockChargeByProviderPaymentId('stripe', charge.data.payment_intent, tx);
    if (!payment) return { outcome: 'ignored: unknown charge', paymentId: null };
    return { outcome: `refunded at the provider: ${charge.data.amount_refunded}`, paymentId: payment.id };
  }
  return { outcome: 'ignored: not handled', paymentId: null };
}

/** A verified IPN on its attempt, in `tx`: VNPay's answer, and whether it changed anything. */
async function applyIpn(
  settling: Settling,
  ipn: ReturnType<typeof vnpayResultSchema.parse>,
  tx: Database,
): Promise<VnpayIpnAnswer & { applied?: boolean }> {
  const { repository, log } = settling;
  const payment = await repository.lockByProviderRef('vnpay', ipn.vnp_TxnRef, tx);
  if (!payment || payment.kind !== 'charge')
    return { RspCode: vnpayIpnCodes.orderNotFound, Message: 'Order not found' };
  if (Number(ipn.vnp_Amount) !== payment.amount * 100)
    return { RspCode: vnpayIpnCodes.invalidAmount, Message: 'Invalid amount' };
  if (payment.status === 'succeeded' || payment.status === 'failed' || payment.status === 'expired')
    return { RspCode: vnpayIpnCodes.alreadyConfirmed, Message: 'Order already confirmed' };
  const eventId = ipn.vnp_SecureHash.toLowerCase();
  if (!(await repository.recordEvent({ provider: 'vnpay', eventId, type: 'ipn', paymentId: payment.id }, tx)))
    return { RspCode: vnpayIpnCodes.alreadyConfirmed, Message: 'Order already confirmed' };
  const paid = ipn.vnp_ResponseCode === '00' && (ipn.vnp_TransactionStatus ?? '00') === '00';
  const outcome = paid
    ? await succeed(settling, payment, ipn.vnp_TransactionNo ?? null, tx)
    : await close(settling, payment, 'failed', tx);
  await repository.setEventOutcome('vnpay', eventId, outcome, payment.id, tx);
  log.info({ payment: payment.id, code: ipn.vnp_ResponseCode, outcome }, 'payments: VNPay IPN applied');
  return { RspCode: vnpayIpnCodes.confirmed, Message: 'Confirm Success', applied: true };
}

/**
 * The providers' signed notifications: a Stripe webhook or a VNPay IPN, never the guest's
 * browser, confirms a booking. Each applies once (its id is kept in `payment_events`, and the
 * payment's row is locked while it applies); a payment that cannot be kept is refunded in full.
 */
export function createNotifications(context: PaymentsContext, refunds: Pick<Refunds, 'refundInFull'>) {
  const { db, repository, providers, log } = context;
  const settling: Settling = { ...context, refundInFull: refunds.refundInFull };

  return {
    /**
     * A Stripe webhook delivery: the signature over the raw body first (400 and nothing done when
     * it is missing or wrong), then the event once. A duplicate answers 200 too.
     */
    async handleStripeWebhook(
      rawBody: Buffer,
      signature: string | undefined,
    ): Promise<{ duplicate: boolean }> {
      const stripe = providers.online.stripe;
      // Switched off: there is no webhook to receive (and no secret to check a signature with).
      if (!stripe) throw new AppError(404, errorCodes.notFound, 'Card payments are switched off');
      const verified = stripe.verifyNotification({ rawBody, signature });
      if (verified === undefined) throw new InvalidSignature();
      const event = stripeEventSchema.safeParse(verified);
      if (!event.success) throw new AppError(400, errorCodes.validation, 'Not a Stripe event');
      const { id, type, data } = event.data;
      const duplicate = await db.transaction(async (tx) => {
        if (!(await repository.recordEvent({ provider: 'stripe', eventId: id, type }, tx))) return true;
        const { outcome, paymentId } = await applyStripeEvent(settling, type, data.object, tx);
        await repository.setEventOutcome('stripe', id, outcome, paymentId, tx);
        log.info({ event: id, type, payment: paymentId, outcome }, 'payments: Stripe event applied');
        return false;
      });
      if (!duplicate) context.afterCommit();
      return { duplicate };
    },

    /** VNPay's IPN: verified, checked against the attempt, applied once; answered in VNPay's codes. */
    async handleVnpayIpn(rawQuery: Record<string, string | string[]>): Promise<VnpayIpnAnswer> {
      const vnpay = providers.online.vnpay;
      if (!vnpay) return { RspCode: vnpayIpnCodes.other, Message: 'VNPay is not available' };
      const query = singleValues(rawQuery);
      if (!query) return { RspCode: vnpayIpnCodes.other, Message: 'Invalid request' };
      if (!vnpay.verifyNotification(query))
        return { RspCode: vnpayIpnCodes.invalidSignature, Message: 'Invalid signature' };
      const result = vnpayResultSchema.safeParse(query);
      if (!result.success) return { RspCode: vnpayIpnCodes.other, Message: 'Invalid request' };
      try {
        const answer = await db.transaction((tx) => applyIpn(settling, result.data, tx));
        if (answer.applied) context.afterCommit();
        return { RspCode: answer.RspCode, Message: answer.Message };
      } catch (error) {
        log.error({ err: error }, 'payments: a VNPay IPN could not be applied');
        return { RspCode: vnpayIpnCodes.other, Message: 'Unknown error' };
      }
    },
  };
}
