import { addDays, todayInVietnam } from '@stayvn/shared';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { FeedAddressError, isAllowedAddress } from '../../src/calendar/address-guard.js';
import { fetchFeed, FeedFetchError, type OpenRequest } from '../../src/calendar/feed-fetch.js';
import { parseFeed } from '../../src/calendar/feed-parse.js';
import { renderFeed, startFeedStandIn } from '../../dev/stand-ins/feed-stand-in.js';

const standIn = await startFeedStandIn();
afterAll(() => standIn.close());

const day = (n: number) => addDays(todayInVietnam(), n);
const none = { etag: null, lastModified: null };
const options = { production: false, timeoutMs: 5_000, maxBytes: 10 * 1024 * 1024 };

describe('parsing the channels’ formats', () => {
  it('reads Airbnb’s reservations and closed nights as all-day nights [DTSTART, DTEND)', () => {
    const body = renderFeed('airbnb', [
      { checkIn: day(3), checkOut: day(6), uid: 'a1' },
      { checkIn: day(10), checkOut: day(12), uid: 'a2', closed: true },
    ]);
    expect(parseFeed(body, day(0))).toEqual([
      { uid: 'a1@airbnb.com', checkIn: day(3), checkOut: day(6), summary: 'Reserved' },
      { uid: 'a2@airbnb.com', checkIn: day(10), checkOut: day(12), summary: 'Airbnb (Not available)' },
    ]);
  });

  it('reads Booking.com’s closed nights and a generic calendar’s zoned times in Asia/Ho_Chi_Minh', () => {
    expect(
      parseFeed(renderFeed('booking', [{ checkIn: day(1), checkOut: day(2), uid: 'b' }]), day(0)),
    ).toEqual([
      { uid: 'b@booking.com', checkIn: day(1), checkOut: day(2), summary: 'CLOSED - Not available' },
    ]);
    // 07:00Z is 14:00 in Vietnam, 05:00Z is 12:00: the nights of the 4th and 5th.
    expect(
      parseFeed(renderFeed('generic', [{ checkIn: day(4), checkOut: day(6), uid: 'g' }]), day(0)),
    ).toEqual([{ uid: 'g@calendar.example', checkIn: day(4), checkOut: day(6), summary: 'Guest stay' }]);
  });

  it('leaves out stays that ended and refuses what is no calendar', () => {
    expect(parseFeed(renderFeed('airbnb', [{ checkIn: day(-5), checkOut: day(-1) }]), day(0))).toEqual([]);
    expect(() => parseFeed('<html>not a feed</html>', day(0))).toThrow(/not an iCalendar feed/);
  });
});

describe('fetching a feed', () => {
  it('sends the ETag back and takes a 304 as “not modified”', async () => {
    standIn.setFeed('etag', 'airbnb', [{ checkIn: day(3), checkOut: day(5) }]);
    const first = await fetchFeed(standIn.feedUrl('etag'), none, options);
    expect(first.status).toBe('ok');
    if (first.status !== 'ok') return;
    expect(first.etag).toMatch(/^"[0-9a-f]{40}"$/);
    const second = await fetchFeed(
      standIn.feedUrl('etag'),
      { etag: first.etag, lastModified: null },
      options,
    );
    expect(second).toEqual({ status: 'not-modified' });
    expect(standIn.requests.filter((request) => request.name === 'etag').map((r) => r.status)).toEqual([
      200, 304,
    ]);
  });

  it('refuses a feed over the size limit while it streams (no Content-Length)', async () => {
    standIn.serveOversized('huge', 10 * 1024 * 1024 + 1);
    await expect(fetchFeed(standIn.feedUrl('huge'), none, options)).rejects.toThrow(
      new FeedFetchError('the feed is larger than 10485760 bytes'),
    );
  });

  it('takes a failing answer and a redirect as failures', async () => {
    standIn.fail('down', 503);
    await expect(fetchFeed(standIn.feedUrl('down'), none, options)).rejects.toThrow('HTTP 503');
    standIn.fail('moved', 302);
    await expect(fetchFeed(standIn.feedUrl('moved'), none, options)).rejects.toThrow('redirect refused');
  });
});

describe('the SSRF guard in production', () => {
  const production = { ...options, production: true };

  it('refuses http://127.0.0.1 before any connection', async () => {
    standIn.setFeed('local', 'booking', []);
    const before = standIn.connections();
    const open = vi.fn<OpenRequest>();
    await expect(fetchFeed(standIn.feedUrl('local'), none, { ...production, open })).rejects.toThrow(
      FeedAddressError,
    );
    const https = standIn.feedUrl('local').replace('http:', 'https:');
    await expect(fetchFeed(https, none, { ...production, open })).rejects.toThrow(
      /non-public address \(127\.0\.0\.1\)/,
    );
    expect(open).not.toHaveBeenCalled();
    expect(standIn.connections()).toBe(before);
  });

  it('refuses a host name that resolves to 10.0.0.1: the lookup is answered, no connection is opened', async () => {
    const resolve = vi.fn(async () => [{ address: '10.0.0.1', family: 4 as const }]);
    const open = vi.fn<OpenRequest>();
    await expect(
      fetchFeed('https://calendar.attacker.test/feed.ics', none, { ...production, resolve, open }),
    ).rejects.toThrow('calendar.attacker.test resolves to a non-public address (10.0.0.1)');
    expect(resolve).toHaveBeenCalledWith('calendar.attacker.test');
    expect(open).not.toHaveBeenCalled();
  });

  it('refuses a name with one private address among public ones, and mapped or link-local forms', async () => {
    const resolve = vi.fn(async () => [
      { address: '93.184.216.34', family: 4 as const },
      { address: 'fd00::1', family: 6 as const },
    ]);
    const open = vi.fn<OpenRequest>();
    await expect(
      fetchFeed('https://mixed.test/x.ics', none, { ...production, resolve, open }),
    ).rejects.toThrow(/fd00::1/);
    for (const address of ['169.254.169.254', '::ffff:10.0.0.1', 'fe80::1', '192.168.1.1', '0.0.0.0', '::1'])
      expect(isAllowedAddress(address, true), address).toBe(false);
    expect(isAllowedAddress('93.184.216.34', true)).toBe(true);
    expect(isAllowedAddress('127.0.0.1', false)).toBe(true);
    expect(isAllowedAddress('10.0.0.1', false)).toBe(false);
    expect(open).not.toHaveBeenCalled();
  });

  it('connects to the address it checked, without resolving the name again', async () => {
    standIn.setFeed('pinned', 'generic', [{ checkIn: day(2), checkOut: day(3) }]);
    const port = new URL(standIn.url).port;
    const resolve = vi.fn(async () => [{ address: '127.0.0.1', family: 4 as const }]);
    const result = await fetchFeed(`http://feeds.stand-in.test:${port}/pinned.ics`, none, {
      ...options,
      resolve,
    });
    expect(result.status).toBe('ok');
    expect(resolve).toHaveBeenCalledTimes(1);
  });
});
