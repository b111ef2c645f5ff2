import { monthBounds, monthPattern } from './availability.js';
import { addDays, isIsoDate } from './dates.js';

/*
 * The staff calendar's months (issue 32): a month is `YYYY-MM` (2000 to 2099), its nights the
 * days from its first to its last; a stay or block `[checkIn, checkOut)` takes those it covers.
 */

export function isMonth(value: string): boolean {
  return monthPattern.test(value);
}

/** The month `offset` months from `month` (`2026-12`, 1 → `2027-01`). */
export function shiftMonth(month: string, offset: number): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, number - 1 + offset, 1)).toISOString().slice(0, 7);
}

/** Every night of the month, as its date. */
export function nightsOfMonth(month: string): string[] {
  const { from, to } = monthBounds(month);
  const nights: string[] = [];
  for (let day = from; day < to; day = addDays(day, 1)) nights.push(day);
  return nights;
}

/** Whether `[checkIn, checkOut)` takes the night of `day`. */
export function takesNight(stay: { checkIn: string; checkOut: string }, day: string): boolean {
  return isIsoDate(day) && stay.checkIn <= day && day < stay.checkOut;
}
