import { addDays } from '@stayvn/shared';

export const bookingStatuses = [
  'pending_payment',
  'awaiting_confirmation',
  'confirmed',
  'cancelled_by_guest',
  'rejected_by_provider',
  'in_stay',
  'completed',
  'expired',
] as const;
export type BookingStatus = (typeof bookingStatuses)[number];

export const cancellationReasons = ['personal_matters', 'found_another_accommodation', 'other'] as const;
export type CancellationReason = (typeof cancellationReasons)[number];

export const paymentMethods = ['bank_transfer', 'card', 'vnpay'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/** A guest may cancel until the stay starts. */
const cancellable: ReadonlySet<BookingStatus> = new Set([
  'pending_payment',
  'awaiting_confirmation',
  'confirmed',
]);

export function isCancellable(status: BookingStatus): boolean {
  return cancellable.has(status);
}

export type BookingGroup = 'current' | 'upcoming' | 'previous';

const finished: ReadonlySet<BookingStatus> = new Set([
  'cancelled_by_guest',
  'rejected_by_provider',
  'completed',
  'expired',
]);

/**
 * The manage-account grouping: a stay under way is current, one still to come is upcoming,
 * anything over (ended, cancelled, rejected, expired) is previous. Dates are Vietnam calendar
 * dates (`YYYY-MM-DD`), compared as strings; the check-out day itself is no longer current.
 */
export function bookingGroup(
  booking: { status: BookingStatus; checkIn: string; checkOut: string },
  today: string,
): BookingGroup {
  if (finished.has(booking.status) || booking.checkOut <= today) return 'previous';
  if (booking.status === 'in_stay' || booking.checkIn <= today) return 'current';
  return 'upcoming';
}

export function groupBookings<B extends { status: BookingStatus; checkIn: string; checkOut: string }>(
  bookings: readonly B[],
  today: string,
): Record<BookingGroup, B[]> {
  const groups: Record<BookingGroup, B[]> = { current: [], upcoming: [], previous: [] };
  for (const booking of bookings) groups[bookingGroup(booking, today)].push(booking);
  // Upcoming soonest first; previous most recent first.
  groups.upcoming.sort((a, b) => a.checkIn.localeCompare(b.checkIn));
  groups.previous.sort((a, b) => b.checkIn.localeCompare(a.checkIn));
  return groups;
}

/** A Vietnamese tax code: 10 digits, or 10 digits, a dash and 3 digits (a branch). */
export function isVietnamTaxCode(value: string): boolean {
  return /^\d{10}(-\d{3})?$/.test(value.trim());
}

/**
 * The first stay of `nights` nights from `today` whose nights are all free, or null within
 * `horizon` days: the payment summary opens on it, so the price shows at once.
 */
export function firstFreeStay(
  takenNights: ReadonlySet<string>,
  today: string,
  nights: number,
  horizon: number,
): { checkIn: string; checkOut: string } | null {
  for (let start = 0; start + nights <= horizon; start++) {
    const checkIn = addDays(today, start);
    let free = true;
    for (let night = 0; night < nights; night++) {
      if (takenNights.has(addDays(checkIn, night))) {
        free = false;
        start += night;
        break;
      }
    }
    if (free) return { checkIn, checkOut: addDays(checkIn, nights) };
  }
  return null;
}

/** Whether any night of the stay is taken (the check-out day is no night of it). */
export function overlapsTaken(takenNights: ReadonlySet<string>, checkIn: string, checkOut: string): boolean {
  for (let night = checkIn; night < checkOut; night = addDays(night, 1))
    if (takenNights.has(night)) return true;
  return false;
}
