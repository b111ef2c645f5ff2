import { addDays } from './dates.js';

/*
 * A guest's calendar, one month at a time (issue 32 item 5): which nights are taken and which
 * free days cannot start a stay because its minimum stay does not fit before a taken night.
 */

/**
 * `YYYY-MM`, a calendar month of this century: the calendars have nothing before 2000 or after
 * 2099, and dates of years below 100 read as 19xx in JavaScript's Date.UTC.
 */
export const monthPattern = /^20\d{2}-(0[1-9]|1[0-2])$/;

/** The first day of `month` (`YYYY-MM`) and the first day of the month after it. */
export function monthBounds(month: string): { from: string; to: string } {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const next = monthNumber === 12 ? `${year + 1}-01` : `${year}-${String(monthNumber + 1).padStart(2, '0')}`;
  return { from: `${month}-01`, to: `${next}-01` };
}

/** The month (`YYYY-MM`) of a date `YYYY-MM-DD`. */
export const monthOf = (date: string): string => date.slice(0, 7);

/** The month after `month`. */
export const nextMonth = (month: string): string => monthOf(monthBounds(month).to);

/** The minimum stay in nights of a stay that starts on `day` (at least 1). */
export type MinimumStayOf = (day: string) => number;

/** Every day starts a stay of one night at least: the rule until rates carry minimum stays. */
export const oneNightMinimum: MinimumStayOf = () => 1;

/**
 * The free days of `[from, to)` on which a stay cannot start: a night of its minimum stay is
 * taken. A taken night is no check-in day either, but it is `unavailable` already, not listed
 * here. `taken` must know the nights up to the longest minimum stay past `to`.
 */
export function closedCheckInDays(
  from: string,
  to: string,
  taken: ReadonlySet<string>,
  minimumStayOf: MinimumStayOf,
): string[] {
  const closed: string[] = [];
  for (let day = from; day < to; day = addDays(day, 1)) {
    if (taken.has(day)) continue;
    const minimum = Math.max(1, minimumStayOf(day));
    for (let night = 1; night < minimum; night++)
      if (taken.has(addDays(day, night))) {
        closed.push(day);
        break;
      }
  }
  return closed;
}
