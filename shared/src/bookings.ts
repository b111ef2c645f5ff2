/*
 * A booking's lifecycle (issue 16), as plain functions: its statuses, the one transition
 * function, the clock's moves, and the limits and error codes of the booking endpoints. The price,
 * the cancellation cost, where its money stands, its number and the VietQR payload have modules of
 * their own beside this one; the schemas are in schemas/bookings.ts.
 */

/**
 * The spec's six states (received and awaiting confirmation, confirmed, cancelled by guest,
 * rejected by the provider, during stay, after stay) and two internal ones: `pending_payment`
 * (created, its dates held until the hold expires, not yet paid) and `expired` (the hold ran out).
 */
export const bookingStatuses = [
  'pending_payment',
  'awaiting_confirmation',
  'confirmed',
  'cancelled_by_guest',
  'rejected_by_provider',
  'in_stay',
  'completed',
  'expired',
  'no_show',
] as const;
export type BookingStatus = (typeof bookingStatuses)[number];

/**
 * The statuses whose nights are taken: the database's exclusion constraint covers exactly these
 * (a `pending_payment` row only until its hold expires, which availability checks by time).
 */
export const holdingBookingStatuses = [
  'pending_payment',
  'awaiting_confirmation',
  'confirmed',
  'in_stay',
  'completed',
] as const satisfies readonly BookingStatus[];

export function isHoldingStatus(status: BookingStatus): boolean {
  return (holdingBookingStatuses as readonly BookingStatus[]).includes(status);
}

/**
 * Statuses with no way out for guests and staff. `expired` has one, for the system only: a
 * provider's payment that arrives late confirms it when its nights are still free.
 */
export const finalBookingStatuses = [
  'cancelled_by_guest',
  'rejected_by_provider',
  'completed',
  'expired',
  'no_show',
] as const satisfies readonly BookingStatus[];

/**
 * What can happen to a booking, and who may make it happen:
 * - `mark_transferred` (guest): "I have transferred" on the bank-transfer page;
 * - `confirm` / `reject` (staff, or a payment provider's notification later): the money arrived
 *   or the provider cannot take the stay;
 * - `cancel` (guest), before the stay begins;
 * - `expire`, `start_stay`, `end_stay` (system): the clock — the hold ran out, check-in 14:00,
 *   check-out 12:00 (Vietnam time);
 * - `confirm_late_payment` (system): a provider's payment arrived after the hold expired and the
 *   nights were still free (the exclusion constraint decides), so the stay is confirmed after all;
 * - `no_show` (staff): the guest did not come (after check-in time); 100% of the stay is kept.
 */
export const bookingEvents = [
  'mark_transferred',
  'confirm',
  'confirm_late_payment',
  'reject',
  'cancel',
  'expire',
  'start_stay',
  'end_stay',
  'no_show',
] as const;
export type BookingEvent = (typeof bookingEvents)[number];

export const bookingActors = ['guest', 'staff', 'system'] as const;
export type BookingActor = (typeof bookingActors)[number];

const transitions: Record<
  BookingEvent,
  { from: readonly BookingStatus[]; to: BookingStatus; by: readonly BookingActor[] }
> = {
  mark_transferred: { from: ['pending_payment'], to: 'awaiting_confirmation', by: ['guest'] },
  confirm: { from: ['pending_payment', 'awaiting_confirmation'], to: 'confirmed', by: ['staff', 'system'] },
  confirm_late_payment: { from: ['expired'], to: 'confirmed', by: ['system'] },
  reject: { from: ['pending_payment', 'awaiting_confirmation'], to: 'rejected_by_provider', by: ['staff'] },
  cancel: {
    from: ['pending_payment', 'awaiting_confirmation', 'confirmed'],
    to: 'cancelled_by_guest',
    by: ['guest'],
  },
  expire: { from: ['pending_payment'], to: 'expired', by: ['system'] },
  start_stay: { from: ['confirmed'], to: 'in_stay', by: ['system'] },
  end_stay: { from: ['confirmed', 'in_stay'], to: 'completed', by: ['system'] },
  // The guest never came: staff say so once check-in time has passed (the clock has then moved a
  // confirmed stay to in_stay); the stay costs 100% and its remaining nights are free again.
  no_show: { from: ['confirmed', 'in_stay'], to: 'no_show', by: ['staff'] },
};

export type TransitionResult =
  | { ok: true; from: BookingStatus; to: BookingStatus }
  | { ok: false; from: BookingStatus; reason: 'not_allowed_from_status' | 'not_allowed_for_actor' };

/** The one transition function: where `event` by `actor` takes a booking in `status`, or why not. */
export function transitionBooking(
  status: BookingStatus,
  event: BookingEvent,
  actor: BookingActor,
): TransitionResult {
  const rule = transitions[event];
  if (!rule.from.includes(status)) return { ok: false, from: status, reason: 'not_allowed_from_status' };
  if (!rule.by.includes(actor)) return { ok: false, from: status, reason: 'not_allowed_for_actor' };
  return { ok: true, from: status, to: rule.to };
}

/** Vietnam is UTC+7 all year (no daylight saving since 1975). */
const vietnamOffsetHours = 7;

/** The instant of `HH:00` Vietnam time on a calendar date. */
export function vietnamInstant(date: string, hour: number): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) + (hour - vietnamOffsetHours) * 3_600_000);
}

export const checkInHour = 14;
export const checkOutHour = 12;

export interface BookingClockFacts {
  status: BookingStatus;
  checkIn: string;
  checkOut: string;
  /** ISO instant or Date; only `pending_payment` has one. */
  holdExpiresAt: Date | string | null;
}

/**
 * The events the clock has made due for a booking at `now`, in order: a `pending_payment` past
 * its hold expires; a confirmed stay starts at check-in (14:00) and ends at check-out (12:00).
 * Reading a booking applies them, so its status follows the calendar without a sweeper.
 */
export function dueClockEvents(booking: BookingClockFacts, now: Date): BookingEvent[] {
  const events: BookingEvent[] = [];
  let status = booking.status;
  const apply = (event: BookingEvent) => {
    const result = transitionBooking(status, event, 'system');
    if (result.ok) {
      events.push(event);
      status = result.to;
    }
  };
  if (status === 'pending_payment' && booking.holdExpiresAt !== null) {
    if (new Date(booking.holdExpiresAt).getTime() <= now.getTime()) apply('expire');
  }
  if (status === 'confirmed' && now >= vietnamInstant(booking.checkIn, checkInHour)) apply('start_stay');
  if (
    (status === 'in_stay' || status === 'confirmed') &&
    now >= vietnamInstant(booking.checkOut, checkOutHour)
  )
    apply('end_stay');
  return events;
}

/** The status after the clock's due events. */
export function statusAt(booking: BookingClockFacts, now: Date): BookingStatus {
  let status = booking.status;
  for (const event of dueClockEvents(booking, now)) {
    const result = transitionBooking(status, event, 'system');
    if (result.ok) status = result.to;
  }
  return status;
}

// ---------------------------------------------------------------------------------------------
// VAT invoice, limits and error codes

/** A Vietnamese tax code: 10 digits (a company), or 10 digits, a dash and 3 (a branch). */
export const vietnameseTaxCodePattern = /^\d{10}(-\d{3})?$/;

export function isVietnameseTaxCode(value: string): boolean {
  return vietnameseTaxCodePattern.test(value.trim());
}

export const bookingLimits = {
  fullName: 255,
  specialRequirements: 1000,
  companyName: 255,
  companyAddress: 500,
  cancellationNote: 1000,
  /** The Idempotency-Key header. */
  idempotencyKey: 200,
} as const;

/** Error codes of the booking endpoints (besides the common ones and field errors). */
export const bookingErrorCodes = {
  /** Dates taken when the summary is shown or changed ("no rooms available for the day"). */
  noRoomsAvailable: 'no_rooms_available',
  /** Lost the race at the moment of booking ("someone booked the room before you"). */
  roomTaken: 'room_taken',
  /** The property is not a short-stay apartment of the catalog. */
  notBookable: 'property_not_bookable',
  /** The booking's status does not allow that (e.g. cancelling a completed stay). */
  invalidTransition: 'booking_status_conflict',
  /** The same Idempotency-Key with a different request. */
  idempotencyMismatch: 'idempotency_key_reused',
  /** Bank transfer details are not set in the CMS, or the method's provider is switched off. */
  paymentUnavailable: 'payment_method_unavailable',
  /** The booking is not waiting for an online payment (paid, ended, or another method). */
  paymentNotExpected: 'payment_not_expected',
} as const;
