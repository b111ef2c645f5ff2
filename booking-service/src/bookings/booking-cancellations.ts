import type { CancelBookingInput } from '@stayvn/shared';
import type { Database } from '../db/connect.js';
import type { BookingContext } from './booking-context.js';
import type { EndingEffects } from './booking-effects.js';
import type { BookingRef } from './bookings-repository.js';
import { cancelBooking } from './cancel-booking.js';
import { markNoShow, rejectBooking, type StaffMove } from './staff-moves.js';

/**
 * Every way a booking ends with money to give back: the guest's cancel, staff's rejection and
 * no-show. Their effects refund through payments, so this is built after the payments service,
 * which itself only needs the bookings service: bookings → payments → cancellations, no cycle.
 */
export function createBookingCancellations(ctx: BookingContext, effects: EndingEffects) {
  return {
    cancel: (userId: string, ref: BookingRef, input: CancelBookingInput) =>
      cancelBooking(ctx, effects.cancelled, userId, ref, input),
    reject: (ref: BookingRef, staff?: StaffMove, tx?: Database) =>
      rejectBooking(ctx, effects.staffEnded, ref, staff, tx),
    markNoShow: (ref: BookingRef, staff?: StaffMove, tx?: Database) =>
      markNoShow(ctx, effects.staffEnded, ref, staff, tx),
  };
}

export type BookingCancellations = ReturnType<typeof createBookingCancellations>;
