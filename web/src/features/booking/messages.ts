import type { MessageId } from '@/i18n';
import { isHttpError } from '@/lib/http-error';
import type { BookingStatus, CancellationReason, PaymentMethod } from './utils/booking-rules';

/** The booking form's own message keys; the common field keys fall back to the accounts table. */
export const bookingFieldMessageIds: Record<string, MessageId> = {
  err_tax_code: 'booking.field.taxCode.format',
  err_terms: 'booking.field.terms.required',
  err_date_unavailable: 'booking.error.noRooms',
};

/** The spec's two failure texts and the other answers a booking call can give. */
export function bookingErrorMessageId(error: unknown): MessageId {
  if (!isHttpError(error)) return 'error.tryLater';
  if (error.isNetworkError) return 'error.network';
  switch (error.code) {
    case 'no_rooms_available':
      return 'booking.error.noRooms';
    case 'room_taken':
      return 'booking.error.roomTaken';
    case 'too_many_requests':
      return 'error.tooManyRequests';
    default:
      return error.status === 404 || error.status === 403 ? 'booking.noPermission.body' : 'error.tryLater';
  }
}

export const statusMessageIds: Record<BookingStatus, MessageId> = {
  pending_payment: 'booking.status.pending_payment',
  awaiting_confirmation: 'booking.status.awaiting_confirmation',
  confirmed: 'booking.status.confirmed',
  cancelled_by_guest: 'booking.status.cancelled_by_guest',
  rejected_by_provider: 'booking.status.rejected_by_provider',
  in_stay: 'booking.status.in_stay',
  completed: 'booking.status.completed',
  expired: 'booking.status.expired',
};

export const reasonMessageIds: Record<CancellationReason, MessageId> = {
  personal_matters: 'booking.cancel.reason.personal_matters',
  found_another_accommodation: 'booking.cancel.reason.found_another_accommodation',
  other: 'booking.cancel.reason.other',
};

export const paymentMethodMessageIds: Record<PaymentMethod, MessageId> = {
  bank_transfer: 'booking.payment.bank_transfer',
  card: 'booking.payment.card',
  vnpay: 'booking.payment.vnpay',
};
