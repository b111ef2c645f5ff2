import { createHmac, timingSafeEqual } from 'node:crypto';
import { checkInHour, checkOutHour, vietnamInstant } from '@stayvn/shared';

/*
 * iCalendar (RFC 5545) text for a booking's .ics attachment and for each property's feed of
 * booked nights. Lines end with CRLF, text values are escaped and long lines folded at 75 octets.
 */

export interface CalendarEvent {
  uid: string;
  /** The stay's dates: `checkIn` and `checkOut` as `YYYY-MM-DD` (Vietnam). */
  checkIn: string;
  checkOut: string;
  summary: string;
  description?: string;
  location?: string | null;
  /** Timed (check-in 14:00 to check-out 12:00, Vietnam) or whole days (the nights, for a feed). */
  timed: boolean;
  status?: 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED';
}

function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Folds a content line at 75 octets (not splitting a UTF-8 character), continuing with a space. */
function fold(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const character of line) {
    const bytes = encoder.encode(character).length;
    if (size + bytes > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += character;
    size += bytes;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

function utcStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

const dateValue = (date: string) => date.replace(/-/g, '');

export function renderCalendar(
  events: CalendarEvent[],
  { name, now = new Date() }: { name: string; now?: Date },
): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//StayVN//Bookings//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(name)}`,
  ];
  for (const event of events) {
    lines.push('BEGIN:VEVENT', `UID:${event.uid}`, `DTSTAMP:${utcStamp(now)}`);
    if (event.timed) {
      lines.push(
        `DTSTART:${utcStamp(vietnamInstant(event.checkIn, checkInHour))}`,
        `DTEND:${utcStamp(vietnamInstant(event.checkOut, checkOutHour))}`,
      );
    } else {
      // All-day events end on the day after the last night, which is the check-out day.
      lines.push(
        `DTSTART;VALUE=DATE:${dateValue(event.checkIn)}`,
        `DTEND;VALUE=DATE:${dateValue(event.checkOut)}`,
      );
    }
    lines.push(`SUMMARY:${escapeText(event.summary)}`);
    if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
    if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`);
    if (event.status) lines.push(`STATUS:${event.status}`);
    lines.push('TRANSP:OPAQUE', 'END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return lines.map(fold).join('\r\n') + '\r\n';
}

/**
 * The secret part of a property's feed URL: an HMAC of its id, so the URL cannot be guessed from
 * the id, needs no table, and changing CALENDAR_FEED_SECRET revokes every URL at once.
 */
export function calendarFeedToken(secret: string, propertyId: string): string {
  return createHmac('sha256', secret).update(`calendar-feed:${propertyId}`).digest('base64url').slice(0, 32);
}

export function isCalendarFeedToken(secret: string, propertyId: string, token: string): boolean {
  const expected = Buffer.from(calendarFeedToken(secret, propertyId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
