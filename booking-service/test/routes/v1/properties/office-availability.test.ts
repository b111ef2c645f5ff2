import { addDays, propertySearchResultSchema, todayInVietnam } from '@stayvn/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBookingsRepository } from '../../../../src/bookings/bookings-repository.js';
import { bookings, type NewBookingRow } from '../../../../src/db/schema/index.js';
import { build } from '../../../helpers/build.js';
import { peerProperty, startCmsPeer } from '../../../helpers/cms-peer.js';

const cms = await startCmsPeer();
afterAll(() => cms.close());
const app = await build({ CMS_URL: cms.url });
const repository = createBookingsRepository(app.db);

const today = todayInVietnam();
const day = (n: number) => addDays(today, n);
const hours = (n: number) => new Date(Date.now() + n * 3_600_000);
// The stay the tests search for: nights of day 5, 6 and 7.
const stay = { checkIn: day(5), checkOut: day(8) };

const office = (documentId: string, minute: number) =>
  peerProperty({
    documentId,
    kind: 'office',
    typeCode: 'short',
    bedroomType: null,
    publishedAt: new Date(Date.UTC(2026, 0, 1, 0, minute)).toISOString(),
  });
const offices = {
  confirmed: office('office-confirmed', 1),
  onHold: office('office-on-hold', 2),
  holdRanOut: office('office-hold-ran-out', 3),
  cancelled: office('office-cancelled', 4),
  touching: office('office-touching', 5),
  free: office('office-free', 6),
};

function booking(propertyDocumentId: string, overrides: Partial<NewBookingRow> = {}): NewBookingRow {
  return {
    propertyDocumentId,
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    status: 'confirmed',
    ...overrides,
  };
}

beforeAll(async () => {
  for (const property of Object.values(offices)) cms.publish(property);
  await app.catalogService.syncAll();
  await app.db.insert(bookings).values([
    booking(offices.confirmed.documentId, { checkIn: day(6), checkOut: day(7) }),
    booking(offices.onHold.documentId, {
      status: 'pending_payment',
      checkIn: day(3),
      checkOut: day(6),
      holdExpiresAt: hours(1),
    }),
    booking(offices.holdRanOut.documentId, { status: 'pending_payment', holdExpiresAt: hours(-1) }),
    booking(offices.cancelled.documentId, { status: 'cancelled_by_guest' }),
    booking(offices.cancelled.documentId, { status: 'expired', checkIn: day(4), checkOut: day(9) }),
    // One ends the day the stay starts, one starts the day it ends: [check_in, check_out).
    booking(offices.touching.documentId, { checkIn: day(2), checkOut: day(5) }),
    booking(offices.touching.documentId, { checkIn: day(8), checkOut: day(10) }),
  ]);
});

async function officeIds(query: string): Promise<string[]> {
  const response = await app.inject({ method: 'GET', url: `/v1/properties/search?type=office&${query}` });
  expect(response.statusCode).toBe(200);
  const body = propertySearchResultSchema.parse(response.json());
  return body.items.map((item) => item.id);
}

async function countOf(query: string): Promise<number> {
  const response = await app.inject({
    method: 'GET',
    url: `/v1/properties/search/count?type=office&${query}`,
  });
  return response.json().total;
}

/** PostgreSQL's error code, wherever the driver put it. */
async function sqlStateOf(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    return cause?.code ?? (error as { code?: string }).code;
  }
  return undefined;
}

describe('office search with dates', () => {
  it('leaves out offices a booking holds on any night of the stay', async () => {
    const query = `checkIn=${stay.checkIn}&checkOut=${stay.checkOut}`;
    expect(await officeIds(query)).toEqual([
      'office-free',
      'office-touching',
      'office-cancelled',
      'office-hold-ran-out',
    ]);
    expect(await countOf(query)).toBe(4);
  });

  it('lists every office without dates, and those free on other dates', async () => {
    expect(await officeIds('')).toHaveLength(6);
    expect(await countOf('')).toBe(6);
    // Nights of day 10 to 12: only the touching office's second booking (day 8 to 10) is near.
    expect(await officeIds(`checkIn=${day(10)}&checkOut=${day(12)}`)).toHaveLength(6);
    // Nights of day 3 and 4: the hold (day 3 to 6) and the touching office's first booking.
    expect(await officeIds(`checkIn=${day(3)}&checkOut=${day(5)}`)).toEqual([
      'office-free',
      'office-cancelled',
      'office-hold-ran-out',
      'office-confirmed',
    ]);
  });

  it('frees the dates once a hold runs out', async () => {
    await app.db
      .update(bookings)
      .set({ holdExpiresAt: hours(-0.01) })
      .where(eq(bookings.propertyDocumentId, offices.onHold.documentId));
    expect(await officeIds(`checkIn=${stay.checkIn}&checkOut=${stay.checkOut}`)).toContain('office-on-hold');
    await app.db
      .update(bookings)
      .set({ holdExpiresAt: hours(1) })
      .where(eq(bookings.propertyDocumentId, offices.onHold.documentId));
  });
});

describe('bookings table', () => {
  it('refuses a second holding booking over the same nights (exclusion constraint)', async () => {
    const overlapping = booking(offices.confirmed.documentId, { checkIn: day(5), checkOut: day(7) });
    expect(await sqlStateOf(repository.insert(overlapping))).toBe('23P01');
    expect(
      await sqlStateOf(
        repository.insert({ ...overlapping, status: 'pending_payment', holdExpiresAt: hours(1) }),
      ),
    ).toBe('23P01');
    const rows = await app.db
      .select()
      .from(bookings)
      .where(eq(bookings.propertyDocumentId, offices.confirmed.documentId));
    expect(rows).toHaveLength(1);
  });

  it('accepts back-to-back stays, other properties and bookings that hold nothing', async () => {
    const property = offices.confirmed.documentId;
    await repository.insert(booking(property, { checkIn: day(7), checkOut: day(9) }));
    await repository.insert(
      booking(property, { checkIn: day(1), checkOut: day(6), status: 'cancelled_by_guest' }),
    );
    await repository.insert(booking(offices.free.documentId, { checkIn: day(20), checkOut: day(22) }));
    const rows = await app.db.select().from(bookings).where(eq(bookings.propertyDocumentId, property));
    expect(rows.map((row) => row.status).sort()).toEqual(['cancelled_by_guest', 'confirmed', 'confirmed']);
  });

  it('keeps a run-out hold in the constraint until it is marked expired', async () => {
    const property = offices.holdRanOut.documentId;
    const next = booking(property, { status: 'pending_payment', holdExpiresAt: hours(1) });
    expect(await sqlStateOf(repository.insert(next))).toBe('23P01');

    expect(await repository.expireHolds(property)).toHaveLength(1);

    const inserted = await repository.insert(next);
    expect(inserted).toMatchObject({
      status: 'pending_payment',
      checkIn: stay.checkIn,
      checkOut: stay.checkOut,
    });
    const statuses = (
      await app.db.select().from(bookings).where(eq(bookings.propertyDocumentId, property))
    ).map((row) => row.status);
    expect(statuses.sort()).toEqual(['expired', 'pending_payment']);
    // The live hold keeps the office out of the search now.
    expect(await officeIds(`checkIn=${stay.checkIn}&checkOut=${stay.checkOut}`)).not.toContain(property);
  });

  it.each([
    ['check-out on the check-in day', { checkIn: day(15), checkOut: day(15) }, '23514'],
    ['check-out before check-in', { checkIn: day(15), checkOut: day(14) }, '23514'],
    ['an unknown status', { checkIn: day(15), checkOut: day(16), status: 'lost' as never }, '23514'],
  ])('refuses %s', async (_case, overrides, code) => {
    expect(await sqlStateOf(repository.insert(booking(offices.free.documentId, overrides)))).toBe(code);
  });
});
