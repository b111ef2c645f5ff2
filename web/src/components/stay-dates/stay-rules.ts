import { addDays } from '@stayvn/shared';

/** Whether any night of the stay is taken (the check-out day is no night of it). */
export function overlapsTaken(takenNights: ReadonlySet<string>, checkIn: string, checkOut: string): boolean {
  for (let night = checkIn; night < checkOut; night = addDays(night, 1))
    if (takenNights.has(night)) return true;
  return false;
}

/**
 * Whether the range calendar must refuse `day`. Stays are half-open, like the booking service's
 * overlap rule (`daterange(check_in, check_out, '[)')`): a stay takes the nights from its check-in
 * up to, not including, its check-out (check-out 12:00, check-in 14:00), so a stay may end on the
 * day another starts and start on the day another ends.
 *
 * - Once a check-in (`anchor`) is chosen, a later day is a check-out: refused when the night
 *   before it is taken (react-aria also stops the range at the first refused day). An earlier day
 *   is a check-in: refused when its own night is taken.
 * - With nothing chosen yet (and when react-aria checks a finished range), a day is refused only
 *   when it can be neither: its night and the night before are both taken. A day that is free as
 *   a check-out only (another stay starts on it) stays open; as a check-in it is refused once
 *   chosen, because every later day is then refused.
 * - A day in `closedCheckIn` (its minimum stay runs into a taken night) is no check-in day, as a
 *   taken night is not; it may still be a check-out day.
 */
export function isStayDayUnavailable(
  takenNights: ReadonlySet<string>,
  day: string,
  anchor: string | null,
  closedCheckIn: ReadonlySet<string> = new Set(),
): boolean {
  const noCheckIn = takenNights.has(day) || closedCheckIn.has(day);
  const nightBeforeTaken = takenNights.has(addDays(day, -1));
  if (anchor === null) return noCheckIn && nightBeforeTaken;
  if (day > anchor) return nightBeforeTaken;
  if (day < anchor) return noCheckIn;
  return false;
}

/** A stay's dates as the booking service takes them: `YYYY-MM-DD`, check-out after check-in. */
export type StayDates = { checkIn: string; checkOut: string };
