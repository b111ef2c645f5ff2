import { calendarFeedSchema, calendarImportsSchema, type CalendarFeed } from '@stayvn/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { startFeedStandIn } from '../../dev/stand-ins/feed-stand-in.js';
import {
  bookings,
  calendarBlocks,
  calendarFeeds,
  mailJobs,
  staffAuditLog,
  takenNights,
} from '../../src/db/schema/index.js';
import {
  bookingInput,
  buildBookings,
  createBooking,
  day,
  shortStay,
  signUp,
  staff,
} from '../helpers/bookings.js';

const standIn = await startFeedStandIn();
afterAll(() => standIn.close());

const testbed = await buildBookings(
  ['apt-cal', 'apt-cal-api', 'apt-cal-conflict', 'apt-cal-race'].map((id) => shortStay(id)),
  { CALENDAR_IMPORT_WORKER: 'false', SUPPORT_EMAIL: 'ops@stayvn.test' },
);
const { app } = testbed;
const guest = await signUp(testbed);

async function addFeed(propertyId: string, channel: string, url: string): Promise<CalendarFeed> {
  const response = await app.inject({
    method: 'POST',
    url: `/staff/properties/${propertyId}/calendar-imports`,
    headers: staff,
    payload: { channel, url },
  });
  expect(response.statusCode, response.body).toBe(201);
  return calendarFeedSchema.parse(response.json());
}

async function importNow(feedId: string) {
  const [feed] = await app.db.select().from(calendarFeeds).where(eq(calendarFeeds.id, feedId));
  return app.calendarImport.importer.importFeed(feed!);
}

const blocksOf = (propertyId: string) =>
  app.db
    .select({
      checkIn: calendarBlocks.checkIn,
      checkOut: calendarBlocks.checkOut,
      applied: calendarBlocks.applied,
    })
    .from(calendarBlocks)
    .where(eq(calendarBlocks.propertyDocumentId, propertyId))
    .orderBy(calendarBlocks.checkIn);

describe('the console’s feeds', () => {
  it('adds, lists and removes a feed, with an audit entry each; bad input is a field error', async () => {
    const feed = await addFeed('apt-cal-api', 'Airbnb', standIn.feedUrl('api'));
    expect(feed).toMatchObject({ propertyId: 'apt-cal-api', channel: 'Airbnb', lastSuccessAt: null });
    const again = await app.inject({
      method: 'POST',
      url: '/staff/properties/apt-cal-api/calendar-imports',
      headers: staff,
      payload: { channel: 'Airbnb', url: standIn.feedUrl('api') },
    });
    expect(again.statusCode).toBe(409);

    const list = await app.inject({ url: '/staff/properties/apt-cal-api/calendar-imports', headers: staff });
    expect(calendarImportsSchema.parse(list.json()).feeds.map((f) => f.id)).toEqual([feed.id]);

    for (const [payload, field, code] of [
      [{ channel: 'Airbnb', url: 'not a url' }, 'url', 'err_url_format'],
      [{ channel: '', url: standIn.feedUrl('x') }, 'channel', 'err_required'],
      [{ channel: 'Airbnb', url: 'ftp://example.com/x.ics' }, 'url', 'err_url_format'],
      [{ channel: 'Airbnb', url: 42 }, 'url', 'err_required'],
    ] as const) {
      const bad = await app.inject({
        method: 'POST',
        url: '/staff/properties/apt-cal-api/calendar-imports',
        headers: staff,
        payload,
      });
      expect(bad.statusCode, bad.body).toBe(400);
      expect(bad.json().error.details).toContainEqual(expect.objectContaining({ field, code }));
    }
    const anonymous = await app.inject({ url: '/staff/properties/apt-cal-api/calendar-imports' });
    expect(anonymous.statusCode).toBe(401);

    const removed = await app.inject({
      method: 'DELETE',
      url: `/staff/properties/apt-cal-api/calendar-imports/${feed.id}`,
      headers: staff,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    const gone = await app.inject({
      method: 'DELETE',
      url: `/staff/properties/apt-cal-api/calendar-imports/${feed.id}`,
      headers: staff,
    });
    expect(gone.statusCode).toBe(404);
    const audit = await app.db
      .select({ action: staffAuditLog.action })
      .from(staffAuditLog)
      .where(sql`${staffAuditLog.action} like 'calendar-imports.%'`);
    expect(audit.map((entry) => entry.action).sort()).toEqual([
      'calendar-imports.add',
      'calendar-imports.remove',
    ]);
  });
});

describe('importing a feed', () => {
  it('imports, follows changes and removals, keeps its blocks when it fails, and takes a 304', async () => {
    standIn.setFeed('airbnb-1', 'airbnb', [
      { checkIn: day(5), checkOut: day(8), uid: 'r1' },
      { checkIn: day(20), checkOut: day(22), uid: 'c1', closed: true },
    ]);
    const feed = await addFeed('apt-cal', 'Airbnb', standIn.feedUrl('airbnb-1'));
    expect(await importNow(feed.id)).toMatchObject({ status: 'imported', added: 2, removed: 0 });
    expect(await blocksOf('apt-cal')).toEqual([
      { checkIn: day(5), checkOut: day(8), applied: true },
      { checkIn: day(20), checkOut: day(22), applied: true },
    ]);
    // A guest can no longer book those nights.
    const refused = await createBooking(
      app,
      guest,
      bookingInput('apt-cal', { checkIn: day(7), checkOut: day(9) }),
    );
    expect([refused.statusCode, refused.json().error.code]).toEqual([409, 'room_taken']);

    // Unchanged: the ETag comes back and the feed answers 304.
    expect(await importNow(feed.id)).toEqual({ status: 'not-modified' });
    expect(standIn.requests.at(-1)).toMatchObject({ name: 'airbnb-1', status: 304 });

    // The reservation moves, the closed nights vanish: their nights are free again.
    standIn.setFeed('airbnb-1', 'airbnb', [{ checkIn: day(6), checkOut: day(9), uid: 'r1' }]);
    expect(await importNow(feed.id)).toMatchObject({ status: 'imported', added: 1, removed: 2 });
    expect(await blocksOf('apt-cal')).toEqual([{ checkIn: day(6), checkOut: day(9), applied: true }]);
    const freed = await createBooking(
      app,
      guest,
      bookingInput('apt-cal', { checkIn: day(20), checkOut: day(22) }),
    );
    expect(freed.statusCode, freed.body).toBe(201);

    // A failing feed keeps its blocks and records the failure and its time.
    standIn.fail('airbnb-1', 500);
    expect(await importNow(feed.id)).toEqual({ status: 'failed', message: 'the feed answered HTTP 500' });
    expect(await blocksOf('apt-cal')).toEqual([{ checkIn: day(6), checkOut: day(9), applied: true }]);
    const list = await app.inject({ url: '/staff/properties/apt-cal/calendar-imports', headers: staff });
    const [state] = calendarImportsSchema.parse(list.json()).feeds;
    expect(state).toMatchObject({ lastFailureMessage: 'the feed answered HTTP 500' });
    expect(Date.parse(state!.lastFailureAt!)).toBeGreaterThan(Date.now() - 60_000);
    expect(state!.lastSuccessAt).not.toBeNull();

    // Removing the feed releases its nights.
    await app.inject({
      method: 'DELETE',
      url: `/staff/properties/apt-cal/calendar-imports/${feed.id}`,
      headers: staff,
    });
    expect(await blocksOf('apt-cal')).toEqual([]);
  });

  it('is run by the scheduler for due feeds only', async () => {
    standIn.setFeed('booking-1', 'booking', [{ checkIn: day(40), checkOut: day(41), uid: 'x' }]);
    const feed = await addFeed('apt-cal', 'Booking.com', standIn.feedUrl('booking-1'));
    expect(await app.calendarImport.scheduler.runDue()).toBeGreaterThanOrEqual(1);
    const [row] = await app.db.select().from(calendarFeeds).where(eq(calendarFeeds.id, feed.id));
    expect(row!.lastSuccessAt).not.toBeNull();
    expect(row!.nextFetchAt.getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);
    expect(await app.calendarImport.scheduler.runDue()).toBe(0);
  });
});

describe('conflicts', () => {
  it('records a block over a confirmed booking once, mails staff once, and does not apply it', async () => {
    const response = await createBooking(
      app,
      guest,
      bookingInput('apt-cal-conflict', { checkIn: day(30), checkOut: day(33) }),
    );
    expect(response.statusCode, response.body).toBe(201);
    // Staff confirmed it (the transfer arrived).
    await app.db
      .update(bookings)
      .set({ status: 'confirmed' })
      .where(eq(bookings.propertyDocumentId, 'apt-cal-conflict'));

    standIn.setFeed('conflict', 'booking', [{ checkIn: day(32), checkOut: day(35), uid: 'over' }]);
    const feed = await addFeed('apt-cal-conflict', 'Booking.com', standIn.feedUrl('conflict'));
    expect(await importNow(feed.id)).toMatchObject({ status: 'imported', added: 1, conflicts: 1 });
    // The next fetch (a changed feed, the same event) finds the same conflict: no second mail.
    standIn.setFeed('conflict', 'booking', [
      { checkIn: day(32), checkOut: day(35), uid: 'over' },
      { checkIn: day(50), checkOut: day(51), uid: 'later' },
    ]);
    expect(await importNow(feed.id)).toMatchObject({ status: 'imported', added: 1, conflicts: 0 });

    expect(await blocksOf('apt-cal-conflict')).toEqual([
      { checkIn: day(32), checkOut: day(35), applied: false },
      { checkIn: day(50), checkOut: day(51), applied: true },
    ]);
    const list = await app.inject({
      url: '/staff/properties/apt-cal-conflict/calendar-imports',
      headers: staff,
    });
    const { conflicts } = calendarImportsSchema.parse(list.json());
    expect(conflicts).toHaveLength(1);
    expect(conflicts[0]).toMatchObject({
      channel: 'Booking.com',
      block: { checkIn: day(32), checkOut: day(35), summary: 'CLOSED - Not available' },
      booking: { status: 'confirmed', checkIn: day(30), checkOut: day(33) },
    });
    const jobs = await app.db
      .select()
      .from(mailJobs)
      .where(sql`${mailJobs.template}->>'kind' = 'calendar-conflict'`);
    expect(jobs).toHaveLength(1);
    const mail = await testbed.smtp.lastTo('ops@stayvn.test');
    expect(mail.subject).toContain('Calendar conflict: Booking.com');
    expect(mail.text).toContain(`blocks ${day(32)} to ${day(35)}`);
  });
});

describe('a race', () => {
  it('a feed import and 200 guest creates on the same nights: never both', async () => {
    standIn.setFeed('race', 'airbnb', [{ checkIn: day(60), checkOut: day(63), uid: 'race' }]);
    const feed = await addFeed('apt-cal-race', 'Airbnb', standIn.feedUrl('race'));
    const [feedRow] = await app.db.select().from(calendarFeeds).where(eq(calendarFeeds.id, feed.id));
    const [imported, ...creates] = await Promise.all([
      app.calendarImport.importer.importFeed(feedRow!),
      ...Array.from({ length: 200 }, () =>
        createBooking(app, guest, bookingInput('apt-cal-race', { checkIn: day(61), checkOut: day(62) })),
      ),
    ]);
    expect(imported.status).toBe('imported');
    const created = creates.filter((response) => response.statusCode === 201);
    for (const response of creates.filter((r) => r.statusCode !== 201))
      expect([response.statusCode, response.json().error.code]).toEqual([409, 'room_taken']);
    const taken = await app.db
      .select({ kind: takenNights.kind })
      .from(takenNights)
      .where(and(eq(takenNights.propertyDocumentId, 'apt-cal-race')));
    const [block] = await blocksOf('apt-cal-race');
    if (block!.applied) expect(created).toHaveLength(0);
    else expect(created).toHaveLength(1);
    expect(new Set(taken.map((row) => row.kind)).size).toBe(1);
  });
});
