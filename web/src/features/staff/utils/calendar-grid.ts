import {
  addDays,
  isMonth,
  monthBounds,
  nightsOfMonth,
  takesNight,
  todayInVietnam,
  type CalendarMonth,
} from '@stayvn/shared';

/** What can take a night, each with its colour and its text in the legend. */
export const nightKinds = ['booking', 'hold', 'channel', 'conflict', 'manual'] as const;
export type NightKind = (typeof nightKinds)[number];

/** One thing taking a night: its kind, and what the cell says about it. */
export type NightEntry = {
  kind: NightKind;
  id: string;
  /** A booking's status, a channel's name, a manual block's reason. */
  detail: string;
  /** A booking's number (links to it), a channel block's summary, a manual block's note. */
  note: string | null;
  /** Whether the stay or block starts on this night (the cell names it in full then). */
  starts: boolean;
};

export type GridDay = { date: string; inMonth: boolean; entries: NightEntry[] };

/** Everything taking the night of `day`, bookings first, then conflicts, channel and manual blocks. */
export function entriesOf(calendar: CalendarMonth, day: string): NightEntry[] {
  const entries: NightEntry[] = [];
  for (const booking of calendar.bookings)
    if (takesNight(booking, day))
      entries.push({
        kind: booking.status === 'pending_payment' ? 'hold' : 'booking',
        id: booking.id,
        detail: booking.status,
        note: booking.number,
        starts: booking.checkIn === day,
      });
  for (const block of calendar.channelBlocks)
    if (takesNight(block, day))
      entries.push({
        kind: block.applied ? 'channel' : 'conflict',
        id: block.id,
        detail: block.channel,
        note: block.summary,
        starts: block.checkIn === day,
      });
  for (const block of calendar.manualBlocks)
    if (takesNight(block, day))
      entries.push({
        kind: 'manual',
        id: block.id,
        detail: block.reason,
        note: block.note,
        starts: block.checkIn === day,
      });
  const order = (entry: NightEntry) =>
    ['booking', 'hold', 'conflict', 'channel', 'manual'].indexOf(entry.kind);
  return entries.sort((a, b) => order(a) - order(b));
}

/**
 * The month as weeks of seven days from Monday, padded with the days of the months around it
 * (shown, not filled in), each day with what takes its night.
 */
export function monthGrid(calendar: CalendarMonth): GridDay[][] {
  const nights = nightsOfMonth(calendar.month);
  const first = nights[0]!;
  // getUTCDay: Sunday 0 … Saturday 6; the week starts on Monday.
  const lead = (new Date(`${first}T00:00:00Z`).getUTCDay() + 6) % 7;
  const total = Math.ceil((lead + nights.length) / 7) * 7;
  const days: GridDay[] = [];
  for (let index = 0; index < total; index += 1) {
    const date = addDays(first, index - lead);
    const inMonth = date.startsWith(calendar.month);
    days.push({ date, inMonth, entries: inMonth ? entriesOf(calendar, date) : [] });
  }
  return Array.from({ length: total / 7 }, (_, week) => days.slice(week * 7, week * 7 + 7));
}

/** The month a URL asks for (`?month=YYYY-MM`), else this month in Vietnam. */
export function monthOfSearch(value: string | undefined, today: string = todayInVietnam()): string {
  return value && isMonth(value) ? value : today.slice(0, 7);
}

/** The day a new manual block starts by default: today when in the month shown, else its first. */
export function defaultBlockStart(month: string, today: string = todayInVietnam()): string {
  const { from, to } = monthBounds(month);
  return today >= from && today < to ? today : from;
}

/** How long ago `at` was, in the largest whole unit (for "failed 3 hours ago"). */
export function ageOf(
  at: string,
  now: Date = new Date(),
): { value: number; unit: 'minute' | 'hour' | 'day' } {
  const minutes = Math.max(0, Math.floor((now.getTime() - Date.parse(at)) / 60_000));
  if (minutes < 60) return { value: minutes, unit: 'minute' };
  if (minutes < 48 * 60) return { value: Math.floor(minutes / 60), unit: 'hour' };
  return { value: Math.floor(minutes / (24 * 60)), unit: 'day' };
}
