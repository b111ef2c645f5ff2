import {
  bookingErrorCodes,
  minStayErrorCode,
  type BookingStatus,
  type CancellationReason,
  type PaymentMethod,
} from '@stayvn/shared';
import type { MessageId } from '@/i18n';
import { isHttpError } from '@/lib/http-error';

/** The booking schemas' own message keys; the common field keys fall back to the accounts table. */
export const bookingFieldMessageIds: Record<string, MessageId> = {
  err_tax_code_format: 'booking.field.taxCode.format',
  err_terms_required: 'booking.field.terms.required',
  err_check_in_required: 'booking.field.dates.required',
  err_check_out_required: 'booking.field.dates.required',
  err_date_invalid: 'booking.field.dates.required',
  err_date_end_before_start: 'booking.field.dates.endBeforeStart',
  err_date_range_too_long: 'booking.field.dates.tooLong',
  err_date_before_today: 'booking.field.dates.beforeToday',
  /** Its values: `nights`, the minimum the service answered (`dateErrorValues`). */
  [minStayErrorCode]: 'booking.field.dates.minStay',
  err_cancellation_reason: 'booking.field.reason.required',
};

/** The spec's two failure texts and the other answers a booking call can give. */
const errorMessageIds: Record<string, MessageId> = {
  [bookingErrorCodes.noRoomsAvailable]: 'booking.error.noRooms',
  [bookingErrorCodes.roomTaken]: 'booking.error.roomTaken',
  [bookingErrorCodes.notBookable]: 'booking.error.notBookable',
  [bookingErrorCodes.invalidTransition]: 'booking.error.statusChanged',
  [bookingErrorCodes.paymentUnavailable]: 'booking.error.paymentUnavailable',
  too_many_requests: 'error.tooManyRequests',
};

export function bookingErrorMessageId(error: unknown): MessageId {
  if (!isHttpError(error)) return 'error.tryLater';
  if (error.isNetworkError) return 'error.network';
  if (error.status === 404 || error.status === 403) return 'booking.noPermission.body';
  return errorMessageIds[error.code] ?? 'error.tryLater';
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
  no_show: 'booking.status.no_show',
};

export const reasonMessageIds: Record<CancellationReason, MessageId> = {
  personal_matters: 'booking.cancel.reason.personal_matters',
  found_other_accommodation: 'booking.cancel.reason.found_other_accommodation',
  other: 'booking.cancel.reason.other',
};

export const paymentMethodMessageIds: Record<PaymentMethod, MessageId> = {
  bank_transfer: 'booking.payment.bank_transfer',
  card: 'booking.payment.card',
  vnpay: 'booking.payment.vnpay',
};
