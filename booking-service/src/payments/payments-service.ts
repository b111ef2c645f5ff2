import {
  bookingErrorCodes,
  formatMoney,
  isOnlinePaymentMethod,
  type PaymentProvider as OnlineProviderName,
  onlinePaymentProviders,
  stripeChargeSchema,
  stripeCheckoutSessionSchema,
  stripeEventSchema,
  vnpayIpnCodes,
  vnpayResultSchema,
  errorCodes,
  type Language,
  type PaymentMethod,
  type PaymentRedirect,
  type PaymentStatus,
  type StaffPayment,
  type VnpayIpnAnswer,
} from '@stayvn/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { BookingRef } from '../bookings/bookings-repository.js';
import type { BookingsService } from '../bookings/bookings-service.js';
import type { Database } from '../db/connect.js';
import { bookings as bookingsTable, type BookingRow, type PaymentRow } from '../db/schema/index.js';
import { AppError } from '../errors/app-error.js';
import type { MailJob } from '../outbox/outbox-service.js';
import { retryDelay } from '../outbox/outbox-service.js';
import { eq, sql } from 'drizzle-orm';
import type { StripeGateway, VnpayGateway } from './gateways.js';
import type { PaymentsRepository } from './payments-repository.js';
import { bankTransferProvider, notWaitingForPayment } from './providers/bank-transfer.js';
import type { ProviderName } from './providers/provider.js';
import { createStripeProvider } from './providers/stripe.js';
import { createVnpayProvider } from './providers/vnpay.js';

/** Why a payment is refunded. */
export type RefundReason =
  'cancellation' | 'late_payment_nights_taken' | 'duplicate_payment' | 'booking_not_payable';

export interface PaymentsServiceOptions {
  db: Database;
  repository: PaymentsRepository;
  bookings: BookingsService;
  stripe: StripeGateway | null;
  vnpay: VnpayGateway | null;
  /** Queues a mail in the caller's transaction (the durable outbox). */
  enqueueMail: (job: MailJob, tx: Database) => Promise<unknown>;
  /** After a transaction that queued mail or refunds commits: have the workers look now. */
  afterCommit?: () => void;
  webUrl: string;
  publicUrl: string;
  log: FastifyBaseLogger;
  retryBaseMs: number;
  retryMaxMs: number;
  leaseMs?: number;
  now?: () => Date;
}

/** The online methods whose provider is on, after bank transfer (always offered). */
export function availablePaymentMethods(providers: { stripe: unknown; vnpay: unknown }): PaymentMethod[] {
  return [
    'bank_transfer',
    ...(providers.stripe ? (['card'] as const) : []),
    ...(providers.vnpay ? (['vnpay'] as const) : []),
  ];
}

class InvalidSignature extends AppError {
  constructor(message = 'The signature is missing or does not match') {
    super(400, 'invalid_signature', message);
  }
}

/** What a guest is told when an online provider is switched off, and what a refund through it records. */
const switchedOff = {
  stripe: { payment: 'Card payment is not available', refund: 'card payments are switched off' },
  vnpay: { payment: 'VNPay is not available', refund: 'VNPay is switched off' },
} as const satisfies Record<OnlineProviderName, { payment: string; refund: string }>;

/** A query's single values; undefined when a field came more than once (never from VNPay). */
function singleValues(query: Record<string, string | string[]>): Record<string, string> | undefined {
  const values: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    if (Array.isArray(value)) return undefined;
    values[key] = value;
  }
  return values;
}

/**
 * Card (Stripe Checkout) and VNPay payments of bookings, and their refunds. A provider's signed
 * notification, never the guest's browser, confirms a booking; each notification applies once
 * (its id is kept in `payment_events`, and the payment's row is locked while it applies), and a
 * payment that cannot be kept is refunded in full through a durable refund job.
 */
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

export function createPaymentsService(options: PaymentsServiceOptions) {
  const { db, repository, bookings, stripe, vnpay, webUrl, publicUrl, log } = options;
  const now = options.now ?? (() => new Date());
  const leaseMs = options.leaseMs ?? 120_000;
  const context = { repository, bookings, webUrl, publicUrl, log, now };
  const online = {
    stripe: stripe ? createStripeProvider(stripe, context) : null,
    vnpay: vnpay ? createVnpayProvider(vnpay, context) : null,
  };

  /** The provider by its name; 503 when an online one is switched off. */
  function provider(name: ProviderName) {
    if (name === 'bank_transfer') return bankTransferProvider;
    const found = online[name];
    if (!found) throw new AppError(503, bookingErrorCodes.paymentUnavailable, switchedOff[name].payment);
    return found;
  }

  async function bookingNumberOfId(bookingId: string, tx: Database): Promise<string | null> {
    const [row] = await tx
      .select({ number: bookingsTable.number })
      .from(bookingsTable)
      .where(eq(bookingsTable.id, bookingId));
    return row?.number ?? null;
  }

  function bookingNumberOf(row: BookingRow) {
    return row.number ?? row.id;
  }

  /** A refund of `amount` of `charge`, queued for the refund worker, in the caller's transaction. */
  async function queueRefund(charge: PaymentRow, amount: number, reason: RefundReason, tx: Database) {
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

  async function refundInFull(
    charge: PaymentRow,
    booking: BookingRow,
    reason: Exclude<RefundReason, 'cancellation'>,
    tx: Database,
  ): Promise<string> {
    await queueRefund(charge, charge.amount, reason, tx);
    if (booking.email) {
      const language = booking.language ?? 'en';
      await options.enqueueMail(
        {
          to: booking.email,
          language,
          template: {
            kind: 'payment-refunded',
            link: `${webUrl}/${language}/list-booking`,
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
  }

  /**
   * The money of `payment` is in (the caller holds its row): mark it, then confirm its booking,
   * late if need be; money that cannot be kept goes back in full, and the guest is told.
   */
  async function succeed(
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
  async function close(payment: PaymentRow, status: PaymentStatus, tx: Database): Promise<string> {
    if (payment.status !== 'pending' && payment.status !== 'processing')
      return `ignored: already ${payment.status}`;
    await repository.update(payment.id, { status, completedAt: now() }, tx);
    return status;
  }

  async function applyStripeEvent(
    eventId: string,
    type: string,
    object: Record<string, unknown>,
    tx: Database,
  ) {
    if (type.startsWith('checkout.session.')) {
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
              ? await succeed(payment, paymentIntent, tx)
              : 'ignored: amount differs from the attempt';
          } else if (payment.status === 'pending') {
            // An asynchronous method was accepted; its money comes with a later event.
            await repository.update(
              payment.id,
              { status: 'processing', providerPaymentId: paymentIntent },
              tx,
            );
            outcome = 'processing';
          } else outcome = `ignored: already ${payment.status}`;
          break;
        case 'checkout.session.async_payment_succeeded':
          outcome = amountMatches
            ? await succeed(payment, paymentIntent, tx)
            : 'ignored: amount differs from the attempt';
          break;
        case 'checkout.session.async_payment_failed':
          outcome = await close(payment, 'failed', tx);
          break;
        case 'checkout.session.expired':
          outcome = await close(payment, 'expired', tx);
          break;
        default:
          outcome = 'ignored: not handled';
      }
      if (outcome.startsWith('ignored: amount'))
        log.error({ payment: payment.id, session: session.data.id }, 'payments: a Stripe amount differs');
      return { outcome, paymentId: payment.id };
    }
    if (type === 'charge.refunded') {
      const charge = stripeChargeSchema.safeParse(object);
      if (!charge.success || !charge.data.payment_intent)
        return { outcome: 'ignored: unreadable charge', paymentId: null };
      const payment = await repository.lockChargeByProviderPaymentId(
        'stripe',
        charge.data.payment_intent,
        tx,
      );
      if (!payment) return { outcome: 'ignored: unknown charge', paymentId: null };
      return { outcome: `refunded at the provider: ${charge.data.amount_refunded}`, paymentId: payment.id };
    }
    return { outcome: 'ignored: not handled', paymentId: null };
  }

  /** Sends one refund through its provider; throws with the provider's reason when it is not taken. */
  async function sendRefund(refund: PaymentRow): Promise<string> {
    const charge = refund.parentId ? await repository.find(refund.parentId) : undefined;
    if (!charge?.providerPaymentId) throw new Error('the refunded charge has no provider payment id');
    const through = online[refund.provider];
    if (!through) throw new Error(switchedOff[refund.provider].refund);
    return through.refund(refund, { ...charge, providerPaymentId: charge.providerPaymentId });
  }

  return {
    /** The methods a guest may choose now. */
    methods: (): PaymentMethod[] => availablePaymentMethods({ stripe, vnpay }),

    /**
     * Starts a payment attempt for the caller's own booking that awaits a card or VNPay payment:
     * a Checkout Session (the hold is kept for Stripe's 30-minute minimum) or a signed VNPay
     * address, each expiring with the hold. A new attempt each time; any of them may pay.
     */
    async start(
      userId: string,
      ref: BookingRef,
      language: Language,
      ipAddress: string,
    ): Promise<PaymentRedirect> {
      const booking = await bookings.get(userId, ref);
      if (booking.status !== 'pending_payment') throw notWaitingForPayment();
      const method = booking.paymentMethod ?? 'bank_transfer';
      const name = isOnlinePaymentMethod(method) ? onlinePaymentProviders[method] : 'bank_transfer';
      return provider(name).createPayment({ booking, number: bookingNumberOf(booking), language, ipAddress });
    },

    /**
     * A Stripe webhook delivery: the signature over the raw body first (400 and nothing done when
     * it is missing or wrong), then the event once. A duplicate answers 200 too.
     */
    async handleStripeWebhook(
      rawBody: Buffer,
      signature: string | undefined,
    ): Promise<{ duplicate: boolean }> {
      // Switched off: there is no webhook to receive (and no secret to check a signature with).
      if (!online.stripe) throw new AppError(404, errorCodes.notFound, 'Card payments are switched off');
      const verified = online.stripe.verifyNotification({ rawBody, signature });
      if (verified === undefined) throw new InvalidSignature();
      const event = stripeEventSchema.safeParse(verified);
      if (!event.success) throw new AppError(400, errorCodes.validation, 'Not a Stripe event');
      const { id, type, data } = event.data;
      const duplicate = await db.transaction(async (tx) => {
        if (!(await repository.recordEvent({ provider: 'stripe', eventId: id, type }, tx))) return true;
        const { outcome, paymentId } = await applyStripeEvent(id, type, data.object, tx);
        await repository.setEventOutcome('stripe', id, outcome, paymentId, tx);
        log.info({ event: id, type, payment: paymentId, outcome }, 'payments: Stripe event applied');
        return false;
      });
      if (!duplicate) options.afterCommit?.();
      return { duplicate };
    },

    /** VNPay's IPN: verified, checked against the attempt, applied once; answered in VNPay's codes. */
    async handleVnpayIpn(rawQuery: Record<string, string | string[]>): Promise<VnpayIpnAnswer> {
      if (!online.vnpay) return { RspCode: vnpayIpnCodes.other, Message: switchedOff.vnpay.payment };
      const query = singleValues(rawQuery);
      if (!query) return { RspCode: vnpayIpnCodes.other, Message: 'Invalid request' };
      if (!online.vnpay.verifyNotification(query))
        return { RspCode: vnpayIpnCodes.invalidSignature, Message: 'Invalid signature' };
      const result = vnpayResultSchema.safeParse(query);
      if (!result.success) return { RspCode: vnpayIpnCodes.other, Message: 'Invalid request' };
      const ipn = result.data;
      try {
        const answer = await db.transaction(async (tx): Promise<VnpayIpnAnswer & { applied?: boolean }> => {
          const payment = await repository.lockByProviderRef('vnpay', ipn.vnp_TxnRef, tx);
          if (!payment || payment.kind !== 'charge')
            return { RspCode: vnpayIpnCodes.orderNotFound, Message: 'Order not found' };
          if (Number(ipn.vnp_Amount) !== payment.amount * 100)
            return { RspCode: vnpayIpnCodes.invalidAmount, Message: 'Invalid amount' };
          if (payment.status === 'succeeded' || payment.status === 'failed' || payment.status === 'expired')
            return { RspCode: vnpayIpnCodes.alreadyConfirmed, Message: 'Order already confirmed' };
          const eventId = ipn.vnp_SecureHash.toLowerCase();
          if (
            !(await repository.recordEvent(
              { provider: 'vnpay', eventId, type: 'ipn', paymentId: payment.id },
              tx,
            ))
          )
            return { RspCode: vnpayIpnCodes.alreadyConfirmed, Message: 'Order already confirmed' };
          const paid = ipn.vnp_ResponseCode === '00' && (ipn.vnp_TransactionStatus ?? '00') === '00';
          const outcome = paid
            ? await succeed(payment, ipn.vnp_TransactionNo ?? null, tx)
            : await close(payment, 'failed', tx);
          await repository.setEventOutcome('vnpay', eventId, outcome, payment.id, tx);
          log.info(
            { payment: payment.id, code: ipn.vnp_ResponseCode, outcome },
            'payments: VNPay IPN applied',
          );
          return { RspCode: vnpayIpnCodes.confirmed, Message: 'Confirm Success', applied: true };
        });
        if (answer.applied) options.afterCommit?.();
        return { RspCode: answer.RspCode, Message: answer.Message };
      } catch (error) {
        log.error({ err: error }, 'payments: a VNPay IPN could not be applied');
        return { RspCode: vnpayIpnCodes.other, Message: 'Unknown error' };
      }
    },

    /**
     * Where the guest lands after VNPay: the verified outcome only (the IPN confirms), as the
     * web's finish-booking page in the booking's language.
     */
    async vnpayReturnAddress(rawQuery: Record<string, string | string[]>): Promise<string> {
      const query = singleValues(rawQuery);
      const verified = Boolean(query && online.vnpay?.verifyNotification(query));
      const payment =
        verified && query?.vnp_TxnRef
          ? await repository.findByProviderRef('vnpay', query.vnp_TxnRef)
          : undefined;
      const booking = payment ? await bookings.findForPayment(payment.bookingId) : undefined;
      if (!booking) return `${webUrl}/en/finish-booking?payment=invalid`;
      const result = query?.vnp_ResponseCode === '00' ? 'paid' : 'failed';
      return `${webUrl}/${booking.language ?? 'en'}/finish-booking?number=${bookingNumberOf(booking)}&payment=${result}`;
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
      await queueRefund(charge, Math.min(due, charge.amount), 'cancellation', tx);
      options.afterCommit?.();
    },

    /** Sends the due refunds; a refused one is tried again later (doubling waits). Returns how many went. */
    async runDueRefunds(): Promise<number> {
      let sent = 0;
      for (;;) {
        const due = await repository.claimDueRefunds(10, leaseMs);
        for (const refund of due) {
          try {
            const providerRef = await sendRefund(refund);
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
            sent += 1;
          } catch (error) {
            const delay = retryDelay(refund.attempts, options.retryBaseMs, options.retryMaxMs);
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
        }
        if (due.length < 10) return sent;
      }
    },

    /** Staff's view of payments and refunds, a page at a time (a refund being retried shows its last error). */
    async pageForStaff(query: Parameters<typeof repository.pageForStaff>[0]) {
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
    nudge: () => options.afterCommit?.(),

    repository,
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
