import { calendarMonthSchema, manualBlockSchema, staffPropertyListSchema } from '@stayvn/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { startFeedStandIn } from '../../dev/stand-ins/feed-stand-in.js';
import { bookings, calendarFeeds, staffAuditLog, takenNights } from '../../src/db/schema/index.js';
import { peerProperty } from '../helpers/cms-peer.js';
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

const named = { ...shortStay('apt-man-named'), texts: { ...peerProperty().texts } };
named.texts.en = { name: 'Lotus Harbour Loft', address: '1 Kim Ma' };
const testbed = await buildBookings([shortStay('apt-man'), shortStay('apt-man-month'), named], {
  CALENDAR_IMPORT_WORKER: 'false',
});
const { app } = testbed;
const guest = await signUp(testbed);

const addBlock = (propertyId: string, payload: Record<string, unknown>) =>
  app.inject({
    method: 'POST',
    url: `/staff/properties/${propertyId}/calendar/blocks`,
    headers: staff,
    payload,
  });

const monthOf = async (propertyId: string, month: string) => {
  const response = await app.inject({
    url: `/staff/properties/${propertyId}/calendar?month=${month}`,
    headers: staff,
  });
  expect(response.statusCode, response.body).toBe(200);
  return calendarMonthSchema.parse(response.json());
};

const auditOf = (action: string) =>
  app.db
    .select({ entityId: staffAuditLog.entityId, after: staffAuditLog.after })
    .from(staffAuditLog)
    .where(eq(staffAuditLog.action, action));

describe('manual blocks', () => {
  it('close nights with a reason, audited, and reopen them when removed', async () => {
    const added = await addBlock('apt-man', {
      checkIn: day(40),
      checkOut: day(43),
      reason: 'owner_stay',
      note: 'The owner’s family',
    });
    expect(added.statusCode, added.body).toBe(201);
    const block = manualBlockSchema.parse(added.json());
    expect(block).toMatchObject({ reason: 'owner_stay', note: 'The owner’s family', checkIn: day(40) });

    // A guest can no longer book a night of it.
    const refused = await createBooking(
      app,
      guest,
      bookingInput('apt-man', { checkIn: day(42), checkOut: day(45) }),
    );
    expect([refused.statusCode, refused.json().error.code]).toEqual([409, 'room_taken']);
    const [entry] = await auditOf('calendar-blocks.add');
    expect(entry).toMatchObject({ entityId: 'apt-man', after: { id: block.id, reason: 'owner_stay' } });

    const removed = await app.inject({
      method: 'DELETE',
      url: `/staff/properties/apt-man/calendar/blocks/${block.id}`,
      headers: staff,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await auditOf('calendar-blocks.remove')).toMatchObject([{ entityId: block.id }]);
    const nights = await app.db.select().from(takenNights).where(eq(takenNights.manualBlockId, block.id));
    expect(nights).toEqual([]);
    const booked = await createBooking(
      app,
      guest,
      bookingInput('apt-man', { checkIn: day(42), checkOut: day(45) }),
    );
    expect(booked.statusCode, booked.body).toBe(201);

    const again = await app.inject({
      method: 'DELETE',
      url: `/staff/properties/apt-man/calendar/blocks/${block.id}`,
      headers: staff,
    });
    expect(again.statusCode).toBe(404);
  });

  it('is refused over a booking with a field error, and nothing is written', async () => {
    const booked = await createBooking(
      app,
      guest,
      bookingInput('apt-man', { checkIn: day(60), checkOut: day(62) }),
    );
    expect(booked.statusCode, booked.body).toBe(201);
    const before = (await auditOf('calendar-blocks.add')).length;
    const refused = await addBlock('apt-man', { checkIn: day(61), checkOut: day(64), reason: 'maintenance' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.details).toEqual([
      expect.objectContaining({ field: 'checkIn', code: 'err_nights_taken' }),
    ]);
    expect(await auditOf('calendar-blocks.add')).toHaveLength(before);
    const month = await monthOf('apt-man', day(61).slice(0, 7));
    expect(month.manualBlocks.filter((block) => block.checkIn === day(61))).toEqual([]);
  });

  it('checks its fields: a note for "other", the end after the start, a known reason', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ checkIn: day(70), checkOut: day(71), reason: 'other' }, 'note', 'err_required'],
      [
        { checkIn: day(70), checkOut: day(70), reason: 'maintenance' },
        'checkOut',
        'err_date_end_before_start',
      ],
      [{ checkIn: day(70), checkOut: day(71), reason: 'party' }, 'reason', 'err_invalid_value'],
      [{ checkIn: '2026-02-30', checkOut: day(71), reason: 'maintenance' }, 'checkIn', 'err_date_invalid'],
    ];
    for (const [payload, field, code] of cases) {
      const response = await addBlock('apt-man', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error.details).toContainEqual(expect.objectContaining({ field, code }));
    }
  });
});

describe('the month', () => {
  it('shows bookings by status and holds, channel blocks with their channel, manual blocks, conflicts', async () => {
    const confirmed = await createBooking(
      app,
      guest,
      bookingInput('apt-man-month', { checkIn: day(80), checkOut: day(83) }),
    );
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    await app.db
      .update(bookings)
      .set({ status: 'confirmed' })
      .where(eq(bookings.id, confirmed.json().booking?.id ?? confirmed.json().id));
    const hold = await createBooking(
      app,
      guest,
      bookingInput('apt-man-month', { checkIn: day(85), checkOut: day(86) }),
    );
    expect(hold.statusCode, hold.body).toBe(201);
    standIn.setFeed('month', 'airbnb', [
      { checkIn: day(82), checkOut: day(84), uid: 'over' },
      { checkIn: day(87), checkOut: day(88), uid: 'free' },
    ]);
    const feedAnswer = await app.inject({
      method: 'POST',
      url: '/staff/properties/apt-man-month/calendar-imports',
      headers: staff,
      payload: { channel: 'Airbnb', url: standIn.feedUrl('month') },
    });
    const [feed] = await app.db
      .select()
      .from(calendarFeeds)
      .where(eq(calendarFeeds.id, feedAnswer.json().id));
    expect(await app.calendarImport.importer.importFeed(feed!)).toMatchObject({ conflicts: 1 });
    // A manual block may overlap a channel's block (both only keep guests out).
    const manual = await addBlock('apt-man-month', {
      checkIn: day(87),
      checkOut: day(89),
      reason: 'maintenance',
    });
    expect(manual.statusCode, manual.body).toBe(201);

    const months = [...new Set([day(80), day(89)].map((date) => date.slice(0, 7)))];
    const answers = await Promise.all(months.map((month) => monthOf('apt-man-month', month)));
    const unique = <T extends { id: string }>(items: T[]) => [
      ...new Map(items.map((item) => [item.id, item])).values(),
    ];
    const all = {
      bookings: unique(answers.flatMap((answer) => answer.bookings)),
      channelBlocks: unique(answers.flatMap((answer) => answer.channelBlocks)),
      manualBlocks: unique(answers.flatMap((answer) => answer.manualBlocks)),
    };
    expect(all.bookings.map((b) => [b.status, b.checkIn]).sort()).toEqual([
      ['confirmed', day(80)],
      ['pending_payment', day(85)],
    ]);
    expect(all.channelBlocks.map((b) => [b.channel, b.checkIn, b.applied]).sort()).toEqual([
      ['Airbnb', day(82), false],
      ['Airbnb', day(87), true],
    ]);
    expect(all.manualBlocks.map((b) => [b.reason, b.checkIn])).toEqual([['maintenance', day(87)]]);
    expect(answers[0]!.conflicts).toEqual([
      expect.objectContaining({
        channel: 'Airbnb',
        propertyName: expect.stringMatching(/^Residence \d+$/),
        booking: expect.objectContaining({ status: 'confirmed' }),
      }),
    ]);
    // A month with nothing in it answers empty lists.
    const empty = await monthOf('apt-man-month', '2020-01');
    expect([empty.bookings, empty.channelBlocks, empty.manualBlocks]).toEqual([[], [], []]);
    const taken = await app.db
      .select({ kind: takenNights.kind })
      .from(takenNights)
      .where(
        and(
          eq(takenNights.propertyDocumentId, 'apt-man-month'),
          sql`${takenNights.manualBlockId} is not null`,
        ),
      );
    expect(taken).toHaveLength(1);
  });

  it('refuses a month that is not YYYY-MM, and finds apartments by name', async () => {
    const bad = await app.inject({ url: '/staff/properties/apt-man/calendar?month=2026-13', headers: staff });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details).toContainEqual(expect.objectContaining({ field: 'month' }));
    const anonymous = await app.inject({ url: '/staff/properties/apt-man/calendar?month=2026-12' });
    expect(anonymous.statusCode).toBe(401);

    const found = await app.inject({ url: '/staff/properties?q=harbour', headers: staff });
    expect(found.statusCode, found.body).toBe(200);
    expect(staffPropertyListSchema.parse(found.json()).items).toEqual([
      { id: 'apt-man-named', name: 'Lotus Harbour Loft' },
    ]);
    const every = staffPropertyListSchema.parse(
      (await app.inject({ url: '/staff/properties', headers: staff })).json(),
    );
    expect(every.items.map((item) => item.id).sort()).toEqual(['apt-man', 'apt-man-month', 'apt-man-named']);
  });
});
