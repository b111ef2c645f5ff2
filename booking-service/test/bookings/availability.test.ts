import { availabilitySchema, monthOf, type Availability } from '@stayvn/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { bookings, calendarFeeds } from '../../src/db/schema/index.js';
import { bearer, bookingInput, createBooking, day } from '../helpers/bookings.js';
import { addFeed, buildCalendarTestbed, importNow } from '../helpers/calendar-feeds.js';

const { standIn, app, guest } = await buildCalendarTestbed([
  'apt-av',
  'apt-av-cache',
  'apt-av-hold',
  'apt-av-race',
]);

// A month wholly in the future: its days are `on(n)`.
const month = monthOf(day(70));
const on = (n: number) => `${month}-${String(n).padStart(2, '0')}`;
const nights = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => on(from + i));

async function availability(propertyId: string, query = `month=${month}`): Promise<Availability> {
  const response = await app.inject({ url: `/v1/properties/${propertyId}/availability?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return availabilitySchema.parse(response.json());
}

async function importFeed(propertyId: string, feedName: string, checkIn: string, checkOut: string) {
  standIn.setFeed(feedName, 'airbnb', [{ checkIn, checkOut, uid: feedName }]);
  const feed = await addFeed(app, propertyId, 'Airbnb', standIn.feedUrl(feedName));
  return importNow(app, feed.id);
}

const quote = (propertyId: string, checkIn: string, checkOut: string) =>
  app.inject({
    url: `/v1/bookings/quote?propertyId=${propertyId}&checkIn=${checkIn}&checkOut=${checkOut}`,
    headers: bearer(guest.session),
  });

// The version of a property's nights is read at most every 100 ms.
const versionRead = () => new Promise((resolve) => setTimeout(resolve, 150));

describe('the month of an apartment', () => {
  it('holds the nights of held bookings and of channel blocks; the quote refuses both', async () => {
    const held = await createBooking(app, guest, bookingInput('apt-av', { checkIn: on(3), checkOut: on(5) }));
    expect(held.statusCode, held.body).toBe(201);
    expect((await importFeed('apt-av', 'av', on(10), on(13))).status).toBe('imported');
    expect(await availability('apt-av')).toEqual({
      month,
      unavailable: [...nights(3, 5), ...nights(10, 13)],
      closedCheckIn: [],
    });
    for (const [checkIn, checkOut] of [
      [on(12), on(14)],
      [on(4), on(6)],
    ] as const) {
      const refused = await quote('apt-av', checkIn, checkOut);
      expect([refused.statusCode, refused.json().error.code]).toEqual([409, 'no_rooms_available']);
    }
    // A stay may end on the block's first night and start on the day it ends.
    expect((await quote('apt-av', on(8), on(10))).statusCode).toBe(200);
    expect((await quote('apt-av', on(13), on(15))).statusCode).toBe(200);
  });

  it('answers field errors for a bad month and 404 for an unknown property', async () => {
    const bad = await app.inject({ url: '/v1/properties/apt-av/availability?month=2026-13' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details).toMatchObject([{ field: 'month', code: 'err_date_invalid' }]);
    // A month of another century (the fuzzer's 0447-04 answered 500) is a field error too.
    for (const month of ['0447-04', '1999-12', '2100-01']) {
      const far = await app.inject({ url: `/v1/properties/apt-av/availability?month=${month}` });
      expect(far.statusCode, month).toBe(400);
      expect(far.json().error.details).toMatchObject([{ field: 'month', code: 'err_date_invalid' }]);
    }
    const unknown = await app.inject({ url: `/v1/properties/nope/availability?month=${month}` });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('the cache of months', () => {
  it('keeps a month until a booking or a block import changes its nights', async () => {
    const computed = vi.spyOn(app.bookingsService, 'availabilityMonth');
    try {
      expect((await availability('apt-av-cache')).unavailable).toEqual([]);
      expect((await availability('apt-av-cache')).unavailable).toEqual([]);
      expect(computed).toHaveBeenCalledTimes(1);

      const booked = await createBooking(
        app,
        guest,
        bookingInput('apt-av-cache', { checkIn: on(6), checkOut: on(8) }),
      );
      expect(booked.statusCode, booked.body).toBe(201);
      await versionRead();
      expect((await availability('apt-av-cache')).unavailable).toEqual(nights(6, 8));
      expect(computed).toHaveBeenCalledTimes(2);

      expect((await importFeed('apt-av-cache', 'av-cache', on(20), on(22))).status).toBe('imported');
      await versionRead();
      expect((await availability('apt-av-cache')).unavailable).toEqual([...nights(6, 8), ...nights(20, 22)]);
      expect(computed).toHaveBeenCalledTimes(3);

      // The feed drops its event: the block's nights are free again.
      standIn.setFeed('av-cache', 'airbnb', []);
      const [feed] = await app.db
        .select()
        .from(calendarFeeds)
        .where(eq(calendarFeeds.propertyDocumentId, 'apt-av-cache'));
      await app.calendarImport.importer.importFeed(feed!);
      await versionRead();
      expect((await availability('apt-av-cache')).unavailable).toEqual(nights(6, 8));
    } finally {
      computed.mockRestore();
    }
  });

  it('frees a hold’s nights once it runs out, with no change to any row of the nights', async () => {
    const booked = await createBooking(
      app,
      guest,
      bookingInput('apt-av-hold', { checkIn: on(2), checkOut: on(4) }),
    );
    expect(booked.statusCode, booked.body).toBe(201);
    expect((await availability('apt-av-hold')).unavailable).toEqual(nights(2, 4));
    // The hold's end moves (a new version), to a second and a half from now.
    const end = Date.now() + 1500;
    await app.db
      .update(bookings)
      .set({ holdExpiresAt: new Date(end) })
      .where(eq(bookings.id, booked.json().id));
    await versionRead();
    expect((await availability('apt-av-hold')).unavailable).toEqual(nights(2, 4));
    // Then it runs out with time alone: the kept month is not served past the hold's end.
    await new Promise((resolve) => setTimeout(resolve, end + 50 - Date.now()));
    expect((await availability('apt-av-hold')).unavailable).toEqual([]);
    expect((await quote('apt-av-hold', on(2), on(4))).statusCode).toBe(200);
  });
});

describe('a race', () => {
  it('a feed import and 200 guest creates on the same nights: never both, and the month says which', async () => {
    const before = await availability('apt-av-race');
    expect(before.unavailable).toEqual([]);
    const [imported, ...creates] = await Promise.all([
      importFeed('apt-av-race', 'av-race', on(14), on(17)),
      ...Array.from({ length: 200 }, () =>
        createBooking(app, guest, bookingInput('apt-av-race', { checkIn: on(15), checkOut: on(16) })),
      ),
    ]);
    expect(imported.status).toBe('imported');
    const created = creates.filter((response) => response.statusCode === 201);
    for (const response of creates.filter((r) => r.statusCode !== 201))
      expect([response.statusCode, response.json().error.code]).toEqual([409, 'room_taken']);
    expect(created.length).toBeLessThanOrEqual(1);
    await versionRead();
    const after = await availability('apt-av-race');
    // Either the booking's one night or the block's three: never both, never neither.
    expect(after.unavailable).toEqual(created.length === 1 ? nights(15, 16) : nights(14, 17));
  });
});
