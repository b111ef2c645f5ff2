import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { listen, refuseInProduction } from './http.js';

/*
 * A local stand-in for other channels' iCal exports (development and tests only; nothing in the
 * service imports it). Each feed is served at `/<name>.ics` in the format its channel writes:
 * Airbnb ("Reserved" for a guest's stay, "Airbnb (Not available)" for nights the host closed),
 * Booking.com ("CLOSED - Not available") or a generic calendar with zoned date-times. It sends an
 * ETag and honours If-None-Match, can be told to fail, and can serve a feed of any size.
 */

export type FeedFormat = 'airbnb' | 'booking' | 'generic';

/** A stay in the feed: nights `[checkIn, checkOut)` (YYYY-MM-DD); `closed` for nights the host shut. */
export interface StandInStay {
  checkIn: string;
  checkOut: string;
  uid?: string;
  closed?: boolean;
}

type Feed =
  | { kind: 'calendar'; body: string; etag: string }
  | { kind: 'failure'; status: number }
  | { kind: 'oversized'; bytes: number };

export interface FeedRequest {
  name: string;
  ifNoneMatch: string | null;
  status: number;
}

const compact = (date: string) => date.replaceAll('-', '');
const stamp = '20260101T000000Z';

function eventLines(format: FeedFormat, stay: StandInStay, index: number): string[] {
  const uid = stay.uid ?? `${compact(stay.checkIn)}-${index}`;
  switch (format) {
    case 'airbnb':
      return [
        `DTEND;VALUE=DATE:${compact(stay.checkOut)}`,
        `DTSTART;VALUE=DATE:${compact(stay.checkIn)}`,
        `UID:${uid}@airbnb.com`,
        ...(stay.closed
          ? ['SUMMARY:Airbnb (Not available)']
          : [
              'DESCRIPTION:Reservation URL: https://www.airbnb.com/hosting/reservations/details/HMTEST\\nPhone Number (Last 4 Digits): 1234',
              'SUMMARY:Reserved',
            ]),
      ];
    case 'booking':
      return [
        `UID:${uid}@booking.com`,
        `DTSTAMP:${stamp}`,
        `DTSTART;VALUE=DATE:${compact(stay.checkIn)}`,
        `DTEND;VALUE=DATE:${compact(stay.checkOut)}`,
        'SUMMARY:CLOSED - Not available',
      ];
    case 'generic':
      // 14:00 and 12:00 in Asia/Ho_Chi_Minh, written in UTC (07:00Z, 05:00Z).
      return [
        `UID:${uid}@calendar.example`,
        `DTSTAMP:${stamp}`,
        `DTSTART:${compact(stay.checkIn)}T070000Z`,
        `DTEND:${compact(stay.checkOut)}T050000Z`,
        `SUMMARY:${stay.closed ? 'Blocked' : 'Guest stay'}`,
      ];
  }
}

const prodIds: Record<FeedFormat, string> = {
  airbnb: 'PRODID;X-RICAL-TZSOURCE=TZINFO:-//Airbnb Inc//Hosting Calendar 0.8.8//EN',
  booking: 'PRODID:-//Booking.com//Booking.com Calendar//EN',
  generic: 'PRODID:-//Example//Generic Calendar//EN',
};

/** The feed as its channel writes it, CRLF line ends. */
export function renderFeed(format: FeedFormat, stays: StandInStay[]): string {
  const lines = [
    'BEGIN:VCALENDAR',
    prodIds[format],
    'CALSCALE:GREGORIAN',
    'VERSION:2.0',
    ...(format === 'booking' ? ['METHOD:PUBLISH'] : []),
    ...stays.flatMap((stay, index) => ['BEGIN:VEVENT', ...eventLines(format, stay, index), 'END:VEVENT']),
    'END:VCALENDAR',
  ];
  return lines.join('\r\n') + '\r\n';
}

function serveOversized(response: ServerResponse, bytes: number) {
  // Streamed without a Content-Length: the reader has to count.
  response.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8' });
  const chunk = Buffer.alloc(64 * 1024, 'X');
  let left = bytes;
  const write = () => {
    while (left > 0) {
      const size = Math.min(left, chunk.length);
      left -= size;
      if (!response.write(chunk.subarray(0, size))) return void response.once('drain', write);
    }
    response.end();
  };
  response.on('close', () => (left = 0));
  write();
}

export async function startFeedStandIn({ port = 0, host = '127.0.0.1' } = {}) {
  refuseInProduction('The calendar feed stand-in');
  const feeds = new Map<string, Feed>();
  const requests: FeedRequest[] = [];
  let connections = 0;

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const name = decodeURIComponent(new URL(request.url ?? '/', 'http://stand-in').pathname.slice(1)).replace(
      /\.ics$/,
      '',
    );
    const feed = feeds.get(name);
    const ifNoneMatch = request.headers['if-none-match'] ?? null;
    const record = (status: number) => requests.push({ name, ifNoneMatch, status });
    if (!feed) {
      record(404);
      response.writeHead(404).end();
    } else if (feed.kind === 'failure') {
      record(feed.status);
      response.writeHead(feed.status, { 'content-type': 'text/plain' }).end('stand-in failure');
    } else if (feed.kind === 'oversized') {
      record(200);
      serveOversized(response, feed.bytes);
    } else if (ifNoneMatch === feed.etag) {
      record(304);
      response.writeHead(304, { etag: feed.etag }).end();
    } else {
      record(200);
      response.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8', etag: feed.etag });
      response.end(feed.body);
    }
  }

  const running = await listen(handle, port, host);
  running.server.on('connection', () => (connections += 1));
  return {
    url: running.url,
    feedUrl: (name: string) => `${running.url}/${encodeURIComponent(name)}.ics`,
    setFeed(name: string, format: FeedFormat, stays: StandInStay[]) {
      const body = renderFeed(format, stays);
      feeds.set(name, { kind: 'calendar', body, etag: `"${createHash('sha1').update(body).digest('hex')}"` });
    },
    fail(name: string, status = 500) {
      feeds.set(name, { kind: 'failure', status });
    },
    serveOversized(name: string, bytes: number) {
      feeds.set(name, { kind: 'oversized', bytes });
    },
    requests,
    connections: () => connections,
    close: running.close,
  };
}

export type FeedStandIn = Awaited<ReturnType<typeof startFeedStandIn>>;
