import type { BookingStatus } from './bookings.js';

/**
 * Where a booking's money stands. It counts as `paid` only once it is confirmed: staff saw the
 * transfer arrive, or a provider's signed notification said the payment went through, and the
 * statuses after that keep it. "I have transferred" is the guest's word until staff check it:
 * `claimed`, which is neither kept nor refunded when the booking ends.
 */
export type PaymentStanding = 'paid' | 'claimed' | 'unpaid';

export function paymentStanding(status: BookingStatus): PaymentStanding {
  if (status === 'confirmed' || status === 'in_stay' || status === 'completed' || status === 'no_show')
    return 'paid';
  return status === 'awaiting_confirmation' ? 'claimed' : 'unpaid';
}

/** What of `total` counts as paid in `status`: all of it once confirmed, nothing before. */
export function paidAmount(status: BookingStatus, total: number): number {
  return paymentStanding(status) === 'paid' ? total : 0;
}
