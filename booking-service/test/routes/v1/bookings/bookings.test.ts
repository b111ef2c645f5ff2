import { randomUUID } from 'node:crypto';
import {
  availabilitySchema,
  bankTransferSchema,
  bookingListSchema,
  bookingQuoteSchema,
  bookingSchema,
  createBookingSchema,
  hasValidVietQrCrc,
  monthOf,
  staffBookingPageSchema,
  staffBookingSchema,
  type Booking,
} from '@stayvn/shared';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { bookingEvents, bookings, mailJobs, staffAuditLog } from '../../../../src/db/schema/index.js';
import {
  bearer,
  bookingInput,
  buildBookings,
  createBooking,
  day,
  shortStay,
  signUp,
  staff,
} from '../../../helpers/bookings.js';
import { newEmail } from '../../../helpers/accounts.js';
import { peerProperty } from '../../../helpers/cms-peer.js';

const apartments = {
  plain: shortStay('apt-plain'),
  offer: shortStay('apt-offer', true),
  staffDesk: shortStay('apt-staff-desk'),
  race: shortStay('apt-race'),
  expiry: shortStay('apt-expiry'),
  flow: shortStay('apt-flow'),
  owner: shortStay('apt-owner'),
  clock: shortStay('apt-clock'),
  adjacent: shortStay('apt-adjacent'),
};
const longStay = peerProperty({ documentId: 'apt-long', kind: 'apartment', typeCode: 'long' });

const testbed = await buildBookings([...Object.values(apartments), longStay]);
const { app } = testbed;
const guestA = await signUp(testbed);
const guestB = await signUp(testbed);

async function book(propertyId: string, overrides = {}, guest = guestA): Promise<Booking> {
  const response = await createBooking(app, guest, bookingInput(propertyId, overrides));
  expect(response.statusCode, response.body).toBe(201);
  return bookingSchema.parse(response.json());
}

const get = (url: string, guest = guestA) =>
  app.inject({ method: 'GET', url, headers: bearer(guest.session) });
const post = (url: string, payload?: object, guest = guestA) =>
  app.inject({ method: 'POST', url, headers: bearer(guest.session), ...(payload ? { payload } : {}) });

describe('quote', () => {
  it('prices a stay from the catalog with the site rates: rent, 5% charge, 10% VAT, USD and VND', async () => {
    const response = await get(
      `/v1/bookings/quote?propertyId=apt-plain&checkIn=${day(10)}&checkOut=${day(13)}&lang=vi`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const quote = bookingQuoteSchema.parse(response.json());
    expect(quote.price).toEqual({
      nights: 3,
      serviceChargeRate: 5,
      vatRate: 10,
      exchangeRate: 25_400,
      isOffer: false,
      usd: { nightlyRate: 8_950, rent: 26_850, charges: 1_343, vat: 2_819, total: 31_012 },
      vnd: { nightlyRate: 2_273_300, rent: 6_819_900, charges: 340_995, vat: 716_090, total: 7_876_985 },
      rates: [{ nights: 3, usd: 8_950, vnd: 2_273_300, weekend: false, holiday: null }],
    });
    expect(quote).toMatchObject({
      checkInTime: '14:00',
      checkOutTime: '12:00',
      property: { id: 'apt-plain' },
    });
  });

  it('takes the offer price when there is one', async () => {
    const response = await get(
      `/v1/bookings/quote?propertyId=apt-offer&checkIn=${day(10)}&checkOut=${day(12)}`,
    );
    const quote = bookingQuoteSchema.parse(response.json());
    expect(quote.price).toMatchObject({ isOffer: true, usd: { nightlyRate: 7_900, rent: 15_800 } });
  });

  it('refuses past dates, long stays and unknown properties clearly', async () => {
    const past = await get(`/v1/bookings/quote?propertyId=apt-plain&checkIn=${day(-1)}&checkOut=${day(2)}`);
    expect(past.statusCode).toBe(400);
    expect(past.json().error.details).toEqual([
      { field: 'checkIn', code: 'err_date_before_today', message: 'err_date_before_today' },
    ]);
    const long = await get(`/v1/bookings/quote?propertyId=apt-long&checkIn=${day(2)}&checkOut=${day(4)}`);
    expect([long.statusCode, long.json().error.code]).toEqual([409, 'property_not_bookable']);
    const missing = await get(`/v1/bookings/quote?propertyId=nope&checkIn=${day(2)}&checkOut=${day(4)}`);
    expect(missing.statusCode).toBe(404);
    const anonymous = await app.inject({
      method: 'GET',
      url: `/v1/bookings/quote?propertyId=apt-plain&checkIn=${day(2)}&checkOut=${day(4)}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('keeps the price and rate a booking was made with when the site setting changes', async () => {
    const booking = await book('apt-plain', { checkIn: day(40), checkOut: day(42) });
    testbed.cms.setSiteSetting({ exchangeRate: 26_000, vatRate: 8, serviceChargeRate: 0 });
    // The settings are kept for a minute; a fresh service would see the new rate at once.
    const again = bookingSchema.parse((await get(`/v1/bookings/${booking.number}`)).json());
    expect(again.price).toEqual(booking.price);
    expect(again.price.exchangeRate).toBe(25_400);
    const [row] = await app.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row).toMatchObject({
      exchangeRate: 25_400,
      totalUsd: booking.price.usd.total,
      totalVnd: booking.price.vnd.total,
    });
  });
});

/** The taken nights of `[from, to)` from the availability months they fall in. */
async function takenBetween(propertyId: string, from: string, to: string): Promise<string[]> {
  const months = [...new Set([monthOf(from), monthOf(to)])];
  const answers = await Promise.all(
    months.map((month) => app.inject({ url: `/v1/properties/${propertyId}/availability?month=${month}` })),
  );
  return answers
    .flatMap((answer) => availabilitySchema.parse(answer.json()).unavailable)
    .filter((night) => night >= from && night < to);
}

describe('create and availability', () => {
  it('holds the dates at once, with a readable number and a 24-hour hold, and records who made it', async () => {
    const before = Date.now();
    const booking = await book('apt-flow', {
      vatInvoice: true,
      companyName: 'Cong ty ABC',
      companyAddress: '1 Trang Tien, Ha Noi',
      taxCode: '0101234567-001',
      specialRequirements: 'Late arrival',
      forSomeoneElse: true,
    });
    expect(booking).toMatchObject({
      status: 'pending_payment',
      group: 'upcoming',
      vatInvoice: {
        companyName: 'Cong ty ABC',
        companyAddress: '1 Trang Tien, Ha Noi',
        taxCode: '0101234567-001',
      },
      specialRequirements: 'Late arrival',
      forSomeoneElse: true,
      language: 'vi',
      cancellable: true,
    });
    expect(booking.number).toMatch(/^SV-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    const hold = Date.parse(booking.holdExpiresAt!) - before;
    expect(hold).toBeGreaterThan(24 * 3_600_000 - 60_000);
    expect(hold).toBeLessThan(24 * 3_600_000 + 60_000);
    expect(await takenBetween('apt-flow', day(9), day(15))).toEqual([day(10), day(11), day(12)]);
    const events = await app.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, booking.id));
    expect(events).toMatchObject([
      { actor: 'guest', event: 'create', fromStatus: null, toStatus: 'pending_payment' },
    ]);
  });

  it('answers field errors for a bad form and for a missing Idempotency-Key', async () => {
    const bad = await createBooking(
      app,
      guestA,
      bookingInput('apt-plain', { vatInvoice: true, taxCode: '123', acceptTerms: false as never }),
    );
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .error.details.map((detail: { field: string; code: string }) => `${detail.field}:${detail.code}`),
    ).toEqual([
      'acceptTerms:err_terms_required',
      'companyName:err_required',
      'companyAddress:err_required',
      'taxCode:err_tax_code_format',
    ]);
    const noKey = await app.inject({
      method: 'POST',
      url: '/v1/bookings',
      headers: bearer(guestA.session),
      payload: bookingInput('apt-plain'),
    });
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().error.details[0]).toMatchObject({
      field: 'idempotency-key',
      code: 'err_idempotency_key',
    });
  });

  it('makes one booking of a double click or a retry with the same Idempotency-Key', async () => {
    const key = randomUUID();
    const input = bookingInput('apt-plain', { checkIn: day(20), checkOut: day(22) });
    // Sent together, the later ones meet the first at every stage: reading, queued behind it for
    // the apartment, and at the database's unique index.
    const together = await Promise.all(
      Array.from({ length: 5 }, () => createBooking(app, guestA, input, key)),
    );
    const third = await createBooking(app, guestA, input, key);
    const all = [...together, third];
    for (const response of all) expect(response.statusCode, response.body).toBe(201);
    expect(new Set(all.map((response) => response.json().id)).size).toBe(1);
    expect(third.headers['idempotent-replayed']).toBe('true');
    const rows = await app.db.select().from(bookings).where(eq(bookings.idempotencyKey, key));
    expect(rows).toHaveLength(1);
    const other = await createBooking(app, guestA, { ...input, fullName: 'Someone Else' }, key);
    expect([other.statusCode, other.json().error.code]).toEqual([422, 'idempotency_key_reused']);
  });

  it('refuses taken nights: no_rooms_available on the quote, room_taken on a create', async () => {
    await book('apt-race', { checkIn: day(30), checkOut: day(33) });
    // A guest who pressed Book just after another (not queued behind them) lost the race too.
    const taken = await createBooking(
      app,
      guestB,
      bookingInput('apt-race', { checkIn: day(32), checkOut: day(34) }),
    );
    expect([taken.statusCode, taken.json().error.code]).toEqual([409, 'room_taken']);
    const quote = await get(
      `/v1/bookings/quote?propertyId=apt-race&checkIn=${day(31)}&checkOut=${day(32)}`,
      guestB,
    );
    expect([quote.statusCode, quote.json().error.code]).toEqual([409, 'no_rooms_available']);
    // Back to back is fine: check-out 12:00, check-in 14:00.
    await book('apt-race', { checkIn: day(33), checkOut: day(35) }, guestB);

    const racers = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        createBooking(
          app,
          index % 2 ? guestA : guestB,
          bookingInput('apt-race', { checkIn: day(50), checkOut: day(53) }),
        ),
      ),
    );
    const statuses = racers.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    for (const response of racers.filter((r) => r.statusCode === 409))
      expect(response.json().error.code).toBe('room_taken');

    // In one burst for the apartment, the holds made in it refuse only the nights they took:
    // stays back to back with them are booked.
    const [wide, inside, after, before] = await Promise.all([
      createBooking(app, guestA, bookingInput('apt-race', { checkIn: day(72), checkOut: day(75) })),
      createBooking(app, guestB, bookingInput('apt-race', { checkIn: day(73), checkOut: day(74) })),
      createBooking(app, guestB, bookingInput('apt-race', { checkIn: day(75), checkOut: day(77) })),
      createBooking(app, guestA, bookingInput('apt-race', { checkIn: day(70), checkOut: day(72) })),
    ]);
    expect([after!.statusCode, before!.statusCode]).toEqual([201, 201]);
    expect([wide!.statusCode, inside!.statusCode].sort()).toEqual([201, 409]);
  });

  it('a burst against an earlier hold: refused from what the first read found, the holder gets theirs back', async () => {
    const key = randomUUID();
    const input = bookingInput('apt-race', { checkIn: day(90), checkOut: day(93) });
    const first = await createBooking(app, guestA, input, key);
    expect(first.statusCode, first.body).toBe(201);

    // Called together on the service, the creates queue for the apartment in this order: the
    // first reads and finds guest A's hold, the rest are answered from what it found; only the
    // stay back to back with it, whose nights no hold seen takes, reads again.
    const reads = vi.spyOn(app.bookingsRepository, 'findReplayOrOverlap');
    const create = (guest: typeof guestA, overrides: object, idempotencyKey = randomUUID()) =>
      app.bookingsService
        .create(
          guest.session.user.id,
          createBookingSchema.parse(bookingInput('apt-race', overrides)),
          idempotencyKey,
        )
        .then(
          ({ booking, created }) => ({ id: booking.id, created }),
          (error: { statusCode: number; code: string }) => ({ status: error.statusCode, code: error.code }),
        );
    const answers = await Promise.all([
      ...Array.from({ length: 6 }, (_, index) =>
        create(guestB, { checkIn: day(89 + (index % 3)), checkOut: day(92 + (index % 2)) }),
      ),
      create(guestB, { checkIn: day(93), checkOut: day(95) }),
      create(guestA, { checkIn: day(90), checkOut: day(93) }, key),
    ]);
    for (const answer of answers.slice(0, 6)) expect(answer).toEqual({ status: 409, code: 'room_taken' });
    expect(answers[6]).toMatchObject({ created: true });
    expect(answers[7]).toEqual({ id: first.json().id, created: false });
    expect(reads).toHaveBeenCalledTimes(2);
    reads.mockRestore();
  });

  it('stays are half-open: one may end on the day another starts and start on the day another ends', async () => {
    await book('apt-adjacent', { checkIn: day(40), checkOut: day(43) });
    // Ends on the day the first starts, then starts on the day the first ends.
    await book('apt-adjacent', { checkIn: day(37), checkOut: day(40) }, guestB);
    await book('apt-adjacent', { checkIn: day(43), checkOut: day(45) }, guestB);
    // Nights, not days: the last check-out day (45) is no night, and the day before 37 is free.
    expect(await takenBetween('apt-adjacent', day(36), day(46))).toEqual(
      [37, 38, 39, 40, 41, 42, 43, 44].map((n) => day(n)),
    );
    const before = await get(
      `/v1/bookings/quote?propertyId=apt-adjacent&checkIn=${day(35)}&checkOut=${day(37)}`,
    );
    expect(before.statusCode, before.body).toBe(200);
    const after = await get(
      `/v1/bookings/quote?propertyId=apt-adjacent&checkIn=${day(45)}&checkOut=${day(47)}`,
    );
    expect(after.statusCode, after.body).toBe(200);
    const oneNightOver = await get(
      `/v1/bookings/quote?propertyId=apt-adjacent&checkIn=${day(35)}&checkOut=${day(38)}`,
    );
    expect([oneNightOver.statusCode, oneNightOver.json().error.code]).toEqual([409, 'no_rooms_available']);
  });

  it('the database itself refuses an overlapping holding row, whatever the code does', async () => {
    const booking = await book('apt-race', { checkIn: day(60), checkOut: day(62) });
    const [row] = await app.db.select().from(bookings).where(eq(bookings.id, booking.id));
    const { id: _id, number: _number, idempotencyKey: _key, ...copy } = row!;
    const error = await app.db
      .insert(bookings)
      .values({ ...copy, checkIn: day(61), checkOut: day(63), status: 'awaiting_confirmation' })
      .then(
        () => null,
        (caught: { cause?: { code?: string }; code?: string }) => caught.cause?.code ?? caught.code,
      );
    expect(error).toBe('23P01');
  });

  it('an expired hold releases its dates on time, without a sweeper, and reads as expired', async () => {
    const hold = await book('apt-expiry', { checkIn: day(5), checkOut: day(8) }, guestB);
    await app.db
      .update(bookings)
      .set({ holdExpiresAt: sql`now() - interval '1 second'` })
      .where(eq(bookings.id, hold.id));
    expect(await takenBetween('apt-expiry', day(5), day(8))).toEqual([]);
    // Still pending in the table: the new booking's transaction expires it before inserting.
    const next = await book('apt-expiry', { checkIn: day(6), checkOut: day(7) });
    expect(next.status).toBe('pending_payment');
    const old = bookingSchema.parse((await get(`/v1/bookings/${hold.number}`, guestB)).json());
    expect(old).toMatchObject({
      status: 'expired',
      group: 'previous',
      cancellable: false,
      holdExpiresAt: null,
    });
    const events = await app.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, hold.id));
    expect(events.map((event) => `${event.actor}:${event.event}:${event.toStatus}`)).toEqual([
      'guest:create:pending_payment',
      'system:expire:expired',
    ]);
  });
});

describe('bank transfer and the lifecycle', () => {
  it('transfer details with a VietQR payload for the amount in dong and the number as content', async () => {
    const booking = await book('apt-flow', { checkIn: day(70), checkOut: day(72) });
    const response = await get(`/v1/bookings/${booking.number}/bank-transfer`);
    expect(response.statusCode, response.body).toBe(200);
    const transfer = bankTransferSchema.parse(response.json());
    const content = booking.number.replace(/-/g, '');
    expect(transfer).toMatchObject({
      bankName: 'Vietcombank',
      bankBin: '970436',
      accountNumber: '0071001234567',
      accountName: 'CONG TY STAYVN',
      amountVnd: booking.price.vnd.total,
      content,
    });
    expect(transfer.qrPayload).toContain('0010A000000727');
    expect(transfer.qrPayload).toContain(`0006970436011300710012345670208QRIBFTTA`);
    expect(transfer.qrPayload).toContain(
      `54${String(booking.price.vnd.total).length.toString().padStart(2, '0')}${booking.price.vnd.total}`,
    );
    expect(transfer.qrPayload).toContain(`0814${content}`);
    expect(hasValidVietQrCrc(transfer.qrPayload)).toBe(true);
  });

  it('transferred → awaiting confirmation → staff confirm → confirmed; every step recorded', async () => {
    const booking = await book('apt-flow', { checkIn: day(80), checkOut: day(82) });
    const transferred = await post(
      `/v1/bookings/${booking.number.toLowerCase().replace(/-/g, '')}/transferred`,
    );
    expect(transferred.statusCode, transferred.body).toBe(200);
    expect(transferred.json()).toMatchObject({ status: 'awaiting_confirmation', holdExpiresAt: null });
    expect((await post(`/v1/bookings/${booking.number}/transferred`)).json().status).toBe(
      'awaiting_confirmation',
    );
    // The guest cannot confirm: a guest's token is known but no staff member's (issue 19: 403).
    const noToken = await app.inject({
      method: 'POST',
      url: `/staff/bookings/${booking.number}/confirm-transfer`,
      headers: bearer(guestA.session),
      payload: {},
    });
    expect(noToken.statusCode).toBe(403);
    const confirmed = await app.inject({
      method: 'POST',
      url: `/staff/bookings/${booking.number}/confirm-transfer`,
      headers: staff,
      payload: { reason: 'seen on statement' },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ status: 'confirmed', group: 'upcoming' });
    const again = await app.inject({
      method: 'POST',
      url: `/staff/bookings/${booking.number}/confirm-transfer`,
      headers: staff,
      payload: {},
    });
    expect([again.statusCode, again.json().error.code]).toEqual([409, 'booking_status_conflict']);
    const events = await app.bookingsService.events(booking.id);
    expect(
      events.map((event) => `${event.actor}:${event.event}:${event.fromStatus}→${event.toStatus}`),
    ).toEqual([
      'guest:create:null→pending_payment',
      'guest:mark_transferred:pending_payment→awaiting_confirmation',
      'staff:confirm:awaiting_confirmation→confirmed',
    ]);
    expect(events[2]!.reason).toBe('seen on statement');
  });

  it('staff reject frees the nights', async () => {
    const booking = await book('apt-flow', { checkIn: day(90), checkOut: day(92) });
    const rejected = await app.inject({
      method: 'POST',
      url: `/staff/bookings/${booking.id}/reject`,
      headers: staff,
      payload: {},
    });
    expect(rejected.json()).toMatchObject({ status: 'rejected_by_provider', group: 'previous' });
    expect(await takenBetween('apt-flow', day(90), day(92))).toEqual([]);
    expect((await post(`/v1/bookings/${booking.number}/transferred`)).statusCode).toBe(409);
  });

  it('during stay and after stay follow the calendar', async () => {
    const booking = await book('apt-clock', { checkIn: day(3), checkOut: day(5) });
    await app.inject({
      method: 'POST',
      url: `/staff/bookings/${booking.number}/confirm-transfer`,
      headers: staff,
      payload: {},
    });
    // Move the stay so that it began yesterday, then so that it ended yesterday.
    await app.db
      .update(bookings)
      .set({ checkIn: day(-1), checkOut: day(2) })
      .where(eq(bookings.id, booking.id));
    const during = bookingSchema.parse((await get(`/v1/bookings/${booking.number}`)).json());
    expect(during).toMatchObject({ status: 'in_stay', group: 'current', cancellable: false });
    await app.db
      .update(bookings)
      .set({ checkIn: day(-3), checkOut: day(-1) })
      .where(eq(bookings.id, booking.id));
    const list = bookingListSchema.parse((await get('/v1/bookings?lang=en')).json());
    expect(list.items.find((item) => item.id === booking.id)).toMatchObject({
      status: 'completed',
      group: 'previous',
    });
    const events = await app.bookingsService.events(booking.id);
    expect(events.slice(-2).map((event) => `${event.actor}:${event.event}`)).toEqual([
      'system:start_stay',
      'system:end_stay',
    ]);
  });
});

describe('staff desk (issue 19)', () => {
  const staffGet = (url: string) => app.inject({ method: 'GET', url, headers: staff });
  const staffPost = (url: string, payload: object = {}) =>
    app.inject({ method: 'POST', url, headers: staff, payload });
  const guestMails = async (to: string, kind: string, number: string) =>
    (await app.db.select().from(mailJobs).where(eq(mailJobs.recipient, to))).filter(
      (job) => job.template.kind === kind && 'number' in job.template && job.template.number === number,
    );

  it('finds bookings by number (however typed), e-mail and dates, a page at a time', async () => {
    const first = await book('apt-staff-desk', { checkIn: day(40), checkOut: day(42) });
    const second = await book('apt-staff-desk', { checkIn: day(50), checkOut: day(53) }, guestB);
    const byNumber = await staffGet(`/staff/bookings?q=${first.number.toLowerCase().replace(/-/g, ' ')}`);
    expect(byNumber.statusCode, byNumber.body).toBe(200);
    expect(staffBookingPageSchema.parse(byNumber.json()).items.map((item) => item.id)).toEqual([first.id]);

    const byEmail = staffBookingPageSchema.parse(
      (await staffGet(`/staff/bookings?email=${encodeURIComponent(second.email.toUpperCase())}`)).json(),
    );
    expect(byEmail.items.map((item) => item.id)).toContain(second.id);
    expect(byEmail.items.every((item) => item.email.toLowerCase() === second.email.toLowerCase())).toBe(true);

    // Stays overlapping [from, to): the first ends on day 42, so from day 42 only the second.
    const byDates = staffBookingPageSchema.parse(
      (await staffGet(`/staff/bookings?from=${day(42)}&to=${day(60)}&sort=checkIn&order=asc`)).json(),
    );
    expect(byDates.items.map((item) => item.id)).toContain(second.id);
    expect(byDates.items.map((item) => item.id)).not.toContain(first.id);

    const paged = staffBookingPageSchema.parse((await staffGet('/staff/bookings?pageSize=1&page=2')).json());
    expect(paged.items).toHaveLength(1);
    expect(paged.total).toBeGreaterThanOrEqual(2);

    const one = await staffGet(`/staff/bookings/${first.number}`);
    expect(staffBookingSchema.parse(one.json())).toMatchObject({ id: first.id, refundStatus: null });
    expect((await staffGet('/staff/bookings/SV-0000-0000-0000')).statusCode).toBe(404);
    expect((await staffGet('/staff/bookings?from=not-a-date')).statusCode).toBe(400);
  });

  it('rejecting a booking the guest says is paid refunds it in full and mails the guest, with an audit entry', async () => {
    const booking = await book('apt-staff-desk', { checkIn: day(60), checkOut: day(62) });
    await post(`/v1/bookings/${booking.number}/transferred`);
    const rejected = await staffPost(`/staff/bookings/${booking.number}/reject`, { reason: 'Water leak' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(staffBookingSchema.parse(rejected.json())).toMatchObject({
      status: 'rejected_by_provider',
      refundStatus: 'pending',
    });
    const [row] = await app.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row).toMatchObject({ refundVnd: booking.price.vnd.total, cancellationCostVnd: 0 });
    const [mail] = await guestMails(booking.email, 'booking-rejected', booking.number);
    expect(mail).toMatchObject({
      language: booking.language,
      template: { number: booking.number, reason: 'Water leak' },
    });
    const entries = await app.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.entityId, booking.number));
    expect(entries).toMatchObject([
      {
        action: 'bookings.reject',
        actorType: 'machine',
        before: { status: 'awaiting_confirmation' },
        after: { status: 'rejected_by_provider', refundStatus: 'pending' },
      },
    ]);
  });

  it('marks a no-show only after check-in time, at 100% of the stay, and mails the guest', async () => {
    const booking = await book('apt-staff-desk', { checkIn: day(70), checkOut: day(73) });
    await post(`/v1/bookings/${booking.number}/transferred`);
    await staffPost(`/staff/bookings/${booking.number}/confirm-transfer`);
    const early = await staffPost(`/staff/bookings/${booking.number}/no-show`);
    expect(early.statusCode, early.body).toBe(409);
    expect(
      await app.db.select().from(staffAuditLog).where(eq(staffAuditLog.action, 'bookings.no-show')),
    ).toEqual([]);

    // The stay began yesterday at 14:00 and nobody came.
    await app.db
      .update(bookings)
      .set({ checkIn: day(-1), checkOut: day(2) })
      .where(eq(bookings.id, booking.id));
    const marked = await staffPost(`/staff/bookings/${booking.number}/no-show`, { reason: 'Never arrived' });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json()).toMatchObject({ status: 'no_show', cancellable: false, refundStatus: 'none' });
    const [row] = await app.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row).toMatchObject({ cancellationPercent: 100, refundVnd: 0, cancellationCostVnd: row!.totalVnd });
    const [mail] = await guestMails(booking.email, 'booking-no-show', booking.number);
    expect(mail).toMatchObject({ template: { number: booking.number, refund: null } });
    // Its nights are free again.
    expect(await takenBetween('apt-staff-desk', day(0), day(2))).toEqual([]);
    // Twice is a conflict, not a second charge.
    expect((await staffPost(`/staff/bookings/${booking.number}/no-show`)).statusCode).toBe(409);
  });
});

describe('ownership', () => {
  it("user A gets 404 for B's booking by number and by id, for every booking endpoint", async () => {
    const booking = await book('apt-owner', {}, guestB);
    const refs = [booking.number, booking.number.toLowerCase(), booking.id];
    for (const ref of refs) {
      expect((await get(`/v1/bookings/${ref}`, guestB)).statusCode).toBe(200);
      for (const response of [
        await get(`/v1/bookings/${ref}`),
        await get(`/v1/bookings/${ref}/bank-transfer`),
        await get(`/v1/bookings/${ref}/cancellation`),
        await post(`/v1/bookings/${ref}/transferred`),
        await post(`/v1/bookings/${ref}/cancel`, { reason: 'personal_matters' }),
      ]) {
        expect(response.statusCode, response.body).toBe(404);
        expect(response.json().error.code).toBe('not_found');
      }
    }
    const mine = bookingListSchema.parse((await get('/v1/bookings')).json());
    expect(mine.items.map((item) => item.id)).not.toContain(booking.id);
    expect((await get(`/v1/bookings/${booking.number}`, guestB)).json().status).toBe('pending_payment');
    expect((await get('/v1/bookings/not-a-number')).statusCode).toBe(400);
  });
});

/** The text of a mail's text/calendar part (nodemailer picks base64 or quoted-printable). */
function calendarPartOf(raw: string): string {
  const match = /Content-Type: text\/calendar[^\n]*\n((?:[^\r\n]+\r?\n)*)\r?\n([\s\S]*?)\r?\n--/i.exec(raw);
  if (!match) throw new Error('no text/calendar part');
  const [, headers, body] = match;
  if (/base64/i.test(headers!)) return Buffer.from(body!.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body!
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

describe('confirmation mail and calendar feed', () => {
  it('staff confirmation sends the mail in the guest language, with the breakdown, the policy and an .ics', async () => {
    const email = newEmail('booker');
    const booking = await book('apt-flow', { checkIn: day(100), checkOut: day(103), email, language: 'vi' });
    await post(`/v1/bookings/${booking.number}/transferred`);
    await app.inject({
      method: 'POST',
      url: `/staff/bookings/${booking.number}/confirm-transfer`,
      headers: staff,
      payload: {},
    });
    const mail = await testbed.smtp.lastTo(email);
    expect(mail.subject).toBe(`[StayVN] Đặt phòng ${booking.number} đã được xác nhận`);
    expect(mail.text).toContain(`Mã đặt phòng: ${booking.number}`);
    expect(mail.text).toContain('Tổng đã thanh toán: $310.12 (7,876,985 ₫)');
    expect(mail.text).toContain('Thuế GTGT (10%)');
    expect(mail.text).toContain(`Hủy trước ${day(98)} 14:00 (giờ Việt Nam): tính phí 50% kỳ lưu trú.`);
    expect(mail.text).toContain(`https://stayvn.test/vi/booking-confirm/${booking.number}`);
    expect(mail.raw).toContain(`${booking.number}.ics`);
    const ics = calendarPartOf(mail.raw);
    expect(ics).toContain('BEGIN:VEVENT');
    expect(ics).toContain(`UID:${booking.id}@stayvn`);
    // Check-in 14:00 and check-out 12:00 Vietnam time, in UTC.
    expect(ics).toContain(`DTSTART:${day(100).replace(/-/g, '')}T070000Z`);
    expect(ics).toContain(`DTEND:${day(103).replace(/-/g, '')}T050000Z`);
    expect(ics.split('\r\n').every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
  });

  it("serves a property's booked nights at its secret URL only", async () => {
    const booking = await book('apt-plain', { checkIn: day(120), checkOut: day(122) });
    const feed = await app.inject({
      method: 'GET',
      url: '/staff/properties/apt-plain/calendar-feed',
      headers: staff,
    });
    const url = new URL(feed.json().url);
    expect(url.pathname).toMatch(/^\/v1\/calendar\/apt-plain\/[A-Za-z0-9_-]{32}\.ics$/);
    const calendar = await app.inject({ method: 'GET', url: url.pathname });
    expect(calendar.statusCode).toBe(200);
    expect(calendar.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(calendar.body).toContain(`UID:${booking.id}@stayvn`);
    expect(calendar.body).toContain(`DTSTART;VALUE=DATE:${day(120).replace(/-/g, '')}`);
    expect(calendar.body).toContain(`DTEND;VALUE=DATE:${day(122).replace(/-/g, '')}`);
    expect(calendar.body).not.toContain('Nguyen');
    const other = await app.inject({ method: 'GET', url: url.pathname.replace('apt-plain', 'apt-offer') });
    expect(other.statusCode).toBe(404);
    const guessed = await app.inject({
      method: 'GET',
      url: '/v1/calendar/apt-plain/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics',
    });
    expect(guessed.statusCode).toBe(404);
  });
});
