import {
  addDays,
  bookingQuoteSchema,
  bookingSchema,
  formatMoney,
  monthBounds,
  monthOf,
} from '@stayvn/shared';
import { describe, expect, it } from 'vitest';
import {
  bearer,
  bookingInput,
  buildBookings,
  createBooking,
  day,
  shortStay,
  signUp,
  staff,
  testSiteSetting,
} from '../../../helpers/bookings.js';
import { newEmail } from '../../../helpers/accounts.js';

// Seasonal rates (issue 32): the site setting's holidays sit a few weeks ahead, whatever today is.
const tetName = { en: 'Tết', jp: 'テト', vi: 'Tết Nguyên Đán' };
const siteSetting = {
  ...testSiteSetting,
  weekendNights: 'fri,sat',
  holidays: [
    { key: 'tet', nameEn: tetName.en, nameJa: tetName.jp, nameVi: tetName.vi, from: day(20), to: day(23) },
    { key: 'broken', nameEn: 'Incomplete' },
  ],
};

const tetPriced = {
  ...shortStay('apt-tet'),
  ratePeriods: [{ holiday: 'tet', nightlyUsd: '150.00', weekendUsd: null, minStay: 3 }],
};
const grouped = {
  ...shortStay('apt-grouped'),
  ratePeriods: [{ from: day(32), to: day(33), nightlyUsd: 120, minStay: null }],
  ratePlans: [
    {
      documentId: 'plan-old-quarter',
      name: 'Old Quarter',
      periods: [{ from: day(30), to: day(40), nightlyUsd: 100 }],
    },
  ],
};

// The picker's test books nights of its own apartment: the others' tests book across Tết.
const tetPickerOnly = { ...tetPriced, ...shortStay('apt-tet-picker'), ratePeriods: tetPriced.ratePeriods };
// A 45-night minimum up to a few days past the end of next month: its check-in days depend on
// nights beyond what the month's first read covers (31 nights past the month).
const longMonth = monthOf(day(35));
const longMonthEnd = monthBounds(longMonth).to;
const longMinimum = {
  ...shortStay('apt-long-minimum'),
  ratePeriods: [{ from: day(1), to: addDays(longMonthEnd, 5), nightlyUsd: 100, minStay: 45 }],
};
const testbed = await buildBookings([tetPriced, grouped, shortStay('apt-base'), tetPickerOnly, longMinimum]);
testbed.cms.setSiteSetting(siteSetting);
const { app } = testbed;
const guest = await signUp(testbed);

const quote = (propertyId: string, checkIn: string, checkOut: string) =>
  app.inject({
    method: 'GET',
    url: `/v1/bookings/quote?propertyId=${propertyId}&checkIn=${checkIn}&checkOut=${checkOut}`,
    headers: bearer(guest.session),
  });

describe('seasonal rates', () => {
  it('prices each night and groups them: base nights, then the Tết nights at the Tết price', async () => {
    const response = await quote('apt-tet', day(18), day(25));
    expect(response.statusCode, response.body).toBe(200);
    const { price } = bookingQuoteSchema.parse(response.json());
    expect(price.rates).toEqual([
      { nights: 3, usd: 8_950, vnd: 2_273_300, weekend: false, holiday: null },
      { nights: 4, usd: 15_000, vnd: 3_810_000, weekend: false, holiday: { key: 'tet', name: tetName } },
    ]);
    // 3 × 89.50 + 4 × 150 = 866.50; 5% charge 43.43 (half up), 10% VAT on both 91.19.
    expect(price.usd).toMatchObject({ rent: 86_850, charges: 4_343, vat: 9_119, total: 100_312 });
    expect(price.vnd.rent).toBe(3 * 2_273_300 + 4 * 3_810_000);
  });

  it("refuses a stay shorter than the minimum of the nights' rates, naming the minimum", async () => {
    const response = await quote('apt-tet', day(21), day(23));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toEqual([
      { field: 'checkOut', code: 'err_min_stay', message: '3' },
    ]);
    // Outside Tết the apartment has no minimum.
    expect((await quote('apt-tet', day(5), day(6))).statusCode).toBe(200);
    const create = await createBooking(
      app,
      guest,
      bookingInput('apt-tet', { checkIn: day(21), checkOut: day(23) }),
    );
    expect([create.statusCode, create.json().error.details[0].code]).toEqual([400, 'err_min_stay']);
  });

  it("lets the apartment's own period win over its rate plan's, and the plan's over the base price", async () => {
    const { price } = bookingQuoteSchema.parse((await quote('apt-grouped', day(29), day(35))).json());
    expect(price.rates?.map((line) => [line.nights, line.usd])).toEqual([
      [1, 8_950],
      [3, 10_000],
      [2, 12_000],
    ]);
    const base = bookingQuoteSchema.parse((await quote('apt-base', day(18), day(25))).json());
    expect(base.price.rates).toEqual([
      { nights: 7, usd: 8_950, vnd: 2_273_300, weekend: false, holiday: null },
    ]);
  });

  it('a booking keeps the prices it was quoted when the editors change the rates', async () => {
    const created = await createBooking(
      app,
      guest,
      bookingInput('apt-tet', { checkIn: day(19), checkOut: day(23) }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const booking = bookingSchema.parse(created.json());
    expect(booking.price.rates?.map((line) => [line.nights, line.usd, line.holiday?.key ?? null])).toEqual([
      [1, 8_950, null],
      [3, 15_000, 'tet'],
    ]);
    testbed.cms.publish({ ...tetPriced, ratePeriods: [{ holiday: 'tet', nightlyUsd: 300 }] });
    await app.catalogService.syncAll();
    const repriced = bookingQuoteSchema.parse((await quote('apt-tet', day(24), day(26))).json());
    expect(repriced.price.rates).toHaveLength(1);
    const again = await app.inject({
      method: 'GET',
      url: `/v1/bookings/${booking.number}`,
      headers: bearer(guest.session),
    });
    expect(bookingSchema.parse(again.json()).price).toEqual(booking.price);
  });

  it('the confirmation mail lists the nightly rate of each group of nights', async () => {
    const email = newEmail('tet-mail');
    const created = await createBooking(
      app,
      guest,
      bookingInput('apt-tet', { checkIn: day(23), checkOut: day(26), email, language: 'en' }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const booking = bookingSchema.parse(created.json());
    await app.inject({
      method: 'POST',
      url: `/v1/bookings/${booking.number}/transferred`,
      headers: bearer(guest.session),
    });
    const confirmed = await app.inject({
      method: 'POST',
      url: `/staff/bookings/${booking.number}/confirm-transfer`,
      headers: staff,
      payload: {},
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const mail = await testbed.smtp.lastTo(email);
    // The Tết price is whatever the editors last set (the test before changes it).
    const [tetLine] = booking.price.rates!;
    expect(tetLine).toMatchObject({ nights: 1, holiday: { key: 'tet' } });
    const tetPrice = `${formatMoney({ amount: tetLine!.usd, currency: 'USD' })} (${formatMoney({ amount: tetLine!.vnd, currency: 'VND' })})`;
    expect(mail.text).toContain(`Nightly rate, 1 night, Tết: ${tetPrice}`);
    expect(mail.text).toContain('Nightly rate, 2 nights: $89.50 (2,273,300 ₫)');
  });

  it("closes the picker's check-in days whose rate's minimum stay runs into a taken night", async () => {
    // Tết (days 20 to 23) asks for 3 nights; a booking takes days 24 and 25.
    const taken = await createBooking(
      app,
      await signUp(testbed),
      bookingInput('apt-tet-picker', { checkIn: day(24), checkOut: day(26) }),
    );
    expect(taken.statusCode, taken.body).toBe(201);
    const closed = new Set<string>();
    for (const month of new Set([day(20).slice(0, 7), day(26).slice(0, 7)])) {
      const response = await app.inject({
        method: 'GET',
        url: `/v1/properties/apt-tet-picker/availability?month=${month}`,
      });
      expect(response.statusCode, response.body).toBe(200);
      for (const closedDay of response.json().closedCheckIn) closed.add(closedDay);
    }
    // Day 21 fits its 3 nights (21, 22, 23); days 22 and 23 would run into day 24.
    expect([day(21), day(22), day(23)].map((d) => closed.has(d))).toEqual([false, true, true]);
    // The base-priced apartment has no minimum: nothing closed there.
    const base = await app.inject({
      method: 'GET',
      url: `/v1/properties/apt-base/availability?month=${day(22).slice(0, 7)}`,
    });
    expect(base.json().closedCheckIn).toEqual([]);
  });

  it('reads as far past the month as the longest minimum stay needs', async () => {
    // Two base-priced nights 40 days past the month: a 45-night stay from its last 4 days runs
    // into them; one from the day before fits.
    const booked = await createBooking(
      app,
      await signUp(testbed),
      bookingInput('apt-long-minimum', {
        checkIn: addDays(longMonthEnd, 40),
        checkOut: addDays(longMonthEnd, 42),
      }),
    );
    expect(booked.statusCode, booked.body).toBe(201);
    const response = await app.inject({
      method: 'GET',
      url: `/v1/properties/apt-long-minimum/availability?month=${longMonth}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    const closed = new Set<string>(response.json().closedCheckIn);
    expect([-5, -4, -3, -2, -1].map((n) => closed.has(addDays(longMonthEnd, n)))).toEqual([
      false,
      true,
      true,
      true,
      true,
    ]);
  });
});
