import { bookingErrorCodes, type Language } from '@stayvn/shared';
import { AppError } from '../../errors/app-error.js';
import type { StripeGateway } from '../gateways.js';
import type { PaymentProvider, ProviderContext } from './provider.js';

/** A webhook delivery: the raw body and its `Stripe-Signature` header. */
export interface StripeNotification {
  rawBody: Buffer;
  signature: string | undefined;
}

export type StripeProvider = PaymentProvider<StripeNotification, unknown>;

const stripeLocale = { en: 'en', jp: 'ja', vi: 'vi' } as const satisfies Record<Language, string>;

/**
 * Card payments through Stripe Checkout: a Checkout Session per attempt (the hold is kept for
 * Stripe's 30-minute minimum), webhooks signed with the webhook secret, refunds of the
 * PaymentIntent (the refund's id is the idempotency key).
 */
export function createStripeProvider(stripe: StripeGateway, context: ProviderContext): StripeProvider {
  const { repository, bookings, webUrl, log, now } = context;
  return {
    name: 'stripe',

    async createPayment({ booking: waiting, number, language }) {
      const booking = await bookings.holdUntilAtLeast(waiting, new Date(now().getTime() + 31 * 60_000));
      const expiresAt = booking.holdExpiresAt!;
      const amount = booking.totalVnd!;
      const payment = await repository.insert({
        bookingId: booking.id,
        kind: 'charge',
        provider: 'stripe',
        amount,
        currency: 'VND',
        expiresAt,
      });
      try {
        const session = await stripe.createCheckout({
          paymentId: payment.id,
          bookingId: booking.id,
          bookingNumber: number,
          amountVnd: amount,
          productName: `StayVN ${number}`,
          email: booking.email,
          expiresAt,
          successUrl: `${webUrl}/${language}/finish-booking?number=${number}&session_id={CHECKOUT_SESSION_ID}`,
          cancelUrl: `${webUrl}/${language}/payment-summary/${booking.propertyDocumentId}?booking=${number}`,
          locale: stripeLocale[language],
        });
        await repository.update(payment.id, { providerRef: session.id });
        return { provider: 'stripe', redirectUrl: session.url, expiresAt: expiresAt.toISOString() };
      } catch (error) {
        log.error({ err: error, payment: payment.id }, 'payments: a Checkout Session could not be created');
        await repository.update(payment.id, {
          status: 'failed',
          lastError: error instanceof Error ? error.message : String(error),
        });
        throw new AppError(
          502,
          bookingErrorCodes.paymentUnavailable,
          'The card payment page could not be opened, please try again',
        );
      }
    },

    verifyNotification({ rawBody, signature }) {
      if (!signature) return undefined;
      try {
        return stripe.constructEvent(rawBody, signature);
      } catch {
        return undefined;
      }
    },

    async refund(refund, charge) {
      const result = await stripe.refund(charge.providerPaymentId, refund.amount, `refund-${refund.id}`);
      if (result.status === 'failed' || result.status === 'canceled')
        throw new Error(`Stripe refund ${result.id} ${result.status}`);
      return result.id;
    },
  };
}
