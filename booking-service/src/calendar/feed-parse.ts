import { addDays } from '@stayvn/shared';
import ICAL from 'ical.js';

/** One event of a feed as the nights it takes: `[checkIn, checkOut)`, dates in Asia/Ho_Chi_Minh. */
export interface FeedEvent {
  uid: string;
  checkIn: string;
  checkOut: string;
  summary: string | null;
}

const apartmentDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Ho_Chi_Minh',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The apartment's calendar date of an iCal time. A DATE (what Airbnb and Booking.com send) and a
 * floating time are the apartment's own dates; a time with a zone is taken to Asia/Ho_Chi_Minh.
 */
function dateOf(time: ICAL.Time): string {
  if (time.isDate || !time.zone || time.zone === ICAL.Timezone.localTimezone)
    return `${String(time.year).padStart(4, '0')}-${pad(time.month)}-${pad(time.day)}`;
  return apartmentDate.format(new Date(time.toUnixTime() * 1000));
}

/** Thrown for a body that is no calendar at all; the feed keeps its last blocks. */
export class FeedParseError extends Error {}

/**
 * The events of an iCal feed that block nights from `today` on. An event without an end takes
 * one night; a cancelled one, or one that ended before today, takes none. The same UID may come
 * more than once (a recurring event's instances), so events are told apart by UID and dates.
 */
export function parseFeed(body: string, today: string): FeedEvent[] {
  let root: ICAL.Component;
  try {
    root = new ICAL.Component(ICAL.parse(body) as unknown[]);
  } catch (error) {
    throw new FeedParseError(
      `not an iCalendar feed (${error instanceof Error ? error.message : String(error)})`,
    );
  }
  if (root.name !== 'vcalendar') throw new FeedParseError('not an iCalendar feed (no VCALENDAR)');
  const events = new Map<string, FeedEvent>();
  for (const component of root.getAllSubcomponents('vevent')) {
    const event = new ICAL.Event(component);
    if (!event.startDate) continue;
    if (String(component.getFirstPropertyValue('status') ?? '').toUpperCase() === 'CANCELLED') continue;
    const checkIn = dateOf(event.startDate);
    const end = event.endDate ? dateOf(event.endDate) : checkIn;
    const checkOut = end > checkIn ? end : addDays(checkIn, 1);
    if (checkOut <= today) continue;
    const uid = event.uid || `${checkIn}/${checkOut}`;
    const summary = event.summary ? String(event.summary).slice(0, 500) : null;
    events.set(`${uid}|${checkIn}|${checkOut}`, { uid: uid.slice(0, 500), checkIn, checkOut, summary });
  }
  return [...events.values()];
}
