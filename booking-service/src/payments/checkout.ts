import {
  isOnlinePaymentMethod,
  onlinePaymentProviders,
  type Language,
  type PaymentMethod,
  type PaymentRedirect,
} from '@stayvn/shared';
import type { BookingRef } from '../bookings/bookings-repository.js';
import { bookingNumberOf, type PaymentsContext } from './payments-context.js';
import { notWaitingForPayment } from './providers/bank-transfer.js';
import { singleValues } from './providers/vnpay.js';

/** The online methods whose provider is on, after bank transfer (always offered). */
export function availablePaymentMethods(providers: { stripe: unknown; vnpay: unknown }): PaymentMethod[] {
  return [
    'bank_transfer',
    ...(providers.stripe ? (['card'] as const) : []),
    ...(providers.vnpay ? (['vnpay'] as const) : []),
  ];
}

/** The guest's side of a payment: the methods offered, an attempt, the way back from VNPay. */
export function createCheckout({ bookings, providers, repository, webUrl }: PaymentsContext) {
  return {
    /** The methods a guest may choose now. */
    methods: (): PaymentMethod[] => availablePaymentMethods(providers.online),

    /**
     * Starts a payment attempt for the caller's own booking that awaits a card or VNPay payment,
     * through the provider of its method (which expires the attempt with the hold). A new
     * attempt each time; any of them may pay.
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
      return providers
        .byName(name)
        .createPayment({ booking, number: bookingNumberOf(booking), language, ipAddress });
    },

    /**
     * Where the guest lands after VNPay: the verified outcome only (the IPN confirms), as the
     * web's finish-booking page in the booking's language.
     */
    async vnpayReturnAddress(rawQuery: Record<string, string | string[]>): Promise<string> {
      const query = singleValues(rawQuery);
      const verified = Boolean(query && providers.online.vnpay?.verifyNotification(query));
      const payment =
        verified && query?.vnp_TxnRef
          ? await repository.findByProviderRef('vnpay', query.vnp_TxnRef)
          : undefined;
      const booking = payment ? await bookings.findForPayment(payment.bookingId) : undefined;
      if (!booking) return `${webUrl}/en/finish-booking?payment=invalid`;
      const result = query?.vnp_ResponseCode === '00' ? 'paid' : 'failed';
      return `${webUrl}/${booking.language ?? 'en'}/finish-booking?number=${bookingNumberOf(booking)}&payment=${result}`;
    },
  };
}
