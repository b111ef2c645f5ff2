import { isOnlinePaymentMethod, type Booking } from '@stayvn/shared';

/** What the guest's return address says (VNPay's return is verified by the booking service). */
export const paymentReturns = ['paid', 'failed', 'invalid'] as const;
export type PaymentReturn = (typeof paymentReturns)[number];

/**
 * What finish-booking shows, from the booking as the server has it (the provider's signed
 * notification confirms, never the browser) and what the return address says:
 * - `confirmed`: paid and confirmed (or the stay is under way or over);
 * - `confirming`: back from paying, the provider's notification not in yet (the page polls);
 * - `failed`: the payment did not go through and the dates are still held (pay again);
 * - `unpaid`: a card or VNPay booking not paid yet, nothing said about an attempt (pay now);
 * - `expired`: the hold lapsed without a payment;
 * - `received`: a bank transfer waiting for staff to find it;
 * - `closed`: cancelled, rejected, or the guest did not come.
 */
export type FinishOutcome =
  'confirmed' | 'confirming' | 'failed' | 'unpaid' | 'expired' | 'received' | 'closed';

export function finishOutcome(
  booking: Pick<Booking, 'status' | 'paymentMethod' | 'holdExpiresAt'>,
  returned: PaymentReturn | undefined,
  now: Date,
): FinishOutcome {
  switch (booking.status) {
    case 'confirmed':
    case 'in_stay':
    case 'completed':
      return 'confirmed';
    case 'cancelled_by_guest':
    case 'rejected_by_provider':
    case 'no_show':
      return 'closed';
    case 'awaiting_confirmation':
      return 'received';
    case 'expired':
      // A payment made just before the hold ran out may still confirm it (or be refunded).
      return returned === 'paid' && isOnlinePaymentMethod(booking.paymentMethod) ? 'confirming' : 'expired';
    case 'pending_payment': {
      if (!isOnlinePaymentMethod(booking.paymentMethod)) return 'received';
      if (returned === 'paid') return 'confirming';
      if (!holdLasts(booking, now)) return 'expired';
      return returned === 'failed' ? 'failed' : 'unpaid';
    }
  }
}

/** Whether an unpaid booking still holds its dates (and so may still be paid). */
export function holdLasts(booking: Pick<Booking, 'holdExpiresAt'>, now: Date): boolean {
  return booking.holdExpiresAt !== null && new Date(booking.holdExpiresAt).getTime() > now.getTime();
}

/** Whether a booking waits for a card or VNPay payment that the guest can start now. */
export function canPayOnline(
  booking: Pick<Booking, 'status' | 'paymentMethod' | 'holdExpiresAt'>,
  now: Date,
): boolean {
  return (
    booking.status === 'pending_payment' &&
    isOnlinePaymentMethod(booking.paymentMethod) &&
    holdLasts(booking, now)
  );
}

/**
 * The return address's outcome: `payment=paid|failed|invalid` (VNPay's verified return), or
 * Stripe Checkout's success address, which carries the session id and means the guest paid.
 */
export function paymentReturnOf(search: {
  payment?: string;
  session_id?: string;
}): PaymentReturn | undefined {
  const { payment } = search;
  if (payment === 'paid' || payment === 'failed' || payment === 'invalid') return payment;
  return search.session_id ? 'paid' : undefined;
}
