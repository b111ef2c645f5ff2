import { describe, expect, it } from 'vitest';
import { computePriceBreakdown } from './booking-prices.js';
import { priceStayNights, type Holiday, type RateRules } from './rates.js';

const tet2027: Holiday = {
  key: 'tet',
  name: { en: 'Tết', jp: 'テト', vi: 'Tết' },
  from: '2027-02-05',
  to: '2027-02-10',
};
const tet2028: Holiday = { ...tet2027, from: '2028-01-25', to: '2028-01-30' };
const rules: RateRules = {
  baseUsd: 8_000,
  own: [],
  group: [],
  holidays: [tet2027, tet2028],
  weekendNights: ['fri', 'sat'],
};

describe('seasonal rates', () => {
  it('prices every night at the base price when no period covers the stay', () => {
    expect(priceStayNights(rules, '2027-03-01', '2027-03-04')).toEqual({
      lines: [{ nights: 3, nightlyUsd: 8_000, weekend: false, holiday: null }],
      minStay: null,
    });
  });

  it('prices a holiday named once in every year it falls, grouped apart from the other nights', () => {
    const tet = { ...rules, own: [{ holiday: 'tet', nightlyUsd: 12_000, minStay: 3 }] };
    // 2027-02-01..02-07: 4 nights before Tết at the base, then 3 Tết nights.
    expect(priceStayNights(tet, '2027-02-01', '2027-02-08')).toEqual({
      lines: [
        { nights: 4, nightlyUsd: 8_000, weekend: false, holiday: null },
        { nights: 3, nightlyUsd: 12_000, weekend: false, holiday: { key: 'tet', name: tet2027.name } },
      ],
      minStay: 3,
    });
    expect(priceStayNights(tet, '2028-01-29', '2028-02-02').lines.map((line) => line.nights)).toEqual([2, 2]);
  });

  it('charges the weekend price on the nights the setting calls weekend', () => {
    // 2027-03-04 is a Thursday: Thu, Fri, Sat, Sun nights.
    const spring = {
      ...rules,
      own: [{ from: '2027-03-01', to: '2027-03-31', nightlyUsd: 9_000, weekendUsd: 11_000 }],
    };
    expect(priceStayNights(spring, '2027-03-04', '2027-03-08').lines).toEqual([
      { nights: 2, nightlyUsd: 9_000, weekend: false, holiday: null },
      { nights: 2, nightlyUsd: 11_000, weekend: true, holiday: null },
    ]);
    const sundays = priceStayNights({ ...spring, weekendNights: ['sun'] }, '2027-03-04', '2027-03-08');
    expect(sundays.lines.map((line) => [line.nights, line.weekend])).toEqual([
      [3, false],
      [1, true],
    ]);
  });

  it('lets the most specific rule win: own over group, shorter over longer', () => {
    const layered: RateRules = {
      ...rules,
      group: [
        { from: '2027-02-01', to: '2027-02-28', nightlyUsd: 9_000, minStay: 2 },
        { from: '2027-02-03', to: '2027-02-03', nightlyUsd: 9_500 },
      ],
      own: [
        { from: '2027-01-01', to: '2027-12-31', nightlyUsd: 10_000 },
        { from: '2027-02-02', to: '2027-02-02', nightlyUsd: 15_000, minStay: 4 },
      ],
    };
    // Own periods cover every night, so the group's never price; the one-night own period wins
    // over the year-long one, and its minimum stay applies.
    expect(priceStayNights(layered, '2027-02-01', '2027-02-04')).toEqual({
      lines: [
        { nights: 2, nightlyUsd: 10_000, weekend: false, holiday: null },
        { nights: 1, nightlyUsd: 15_000, weekend: false, holiday: null },
      ],
      minStay: 4,
    });
    const groupOnly = { ...layered, own: [] };
    expect(priceStayNights(groupOnly, '2027-02-02', '2027-02-04')).toEqual({
      lines: [
        { nights: 1, nightlyUsd: 9_000, weekend: false, holiday: null },
        { nights: 1, nightlyUsd: 9_500, weekend: false, holiday: null },
      ],
      minStay: 2,
    });
  });

  it('adds the grouped nights into a breakdown that adds up in both currencies', () => {
    const price = computePriceBreakdown({
      nightlyRateUsd: 8_000,
      nights: 7,
      rateLines: [
        { nights: 4, nightlyRateUsd: 8_000 },
        { nights: 3, nightlyRateUsd: 12_000 },
      ],
      serviceChargeBasisPoints: 0,
      vatBasisPoints: 1_000,
      exchangeRate: 25_000,
    });
    expect(price.usd).toMatchObject({ rent: 68_000, vat: 6_800, total: 74_800 });
    expect(price.vnd).toMatchObject({ rent: 17_000_000, vat: 1_700_000, total: 18_700_000 });
    expect(price.rates).toEqual([
      { nights: 4, usd: 8_000, vnd: 2_000_000 },
      { nights: 3, usd: 12_000, vnd: 3_000_000 },
    ]);
    expect(() =>
      computePriceBreakdown({
        nightlyRateUsd: 8_000,
        nights: 7,
        rateLines: [{ nights: 6, nightlyRateUsd: 8_000 }],
        serviceChargeBasisPoints: 0,
        vatBasisPoints: 0,
        exchangeRate: 25_000,
      }),
    ).toThrow(RangeError);
  });
});
