import { addDays } from '@stayvn/shared';

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
