import { addDays } from '@stayvn/shared';

/**
 * The first stay of `nights` nights from `today` whose nights are all free and whose first day
 * is open to check-in, or null within `horizon` days: the payment summary opens on it, so the
 * price shows at once.
 */
export function firstFreeStay(
  takenNights: ReadonlySet<string>,
  today: string,
  nights: number,
  horizon: number,
  closedCheckIn: ReadonlySet<string> = new Set(),
): { checkIn: string; checkOut: string } | null {
  for (let start = 0; start + nights <= horizon; start++) {
    const checkIn = addDays(today, start);
    if (closedCheckIn.has(checkIn)) continue;
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
