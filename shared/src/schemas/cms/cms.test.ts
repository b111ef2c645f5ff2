import { describe, expect, it } from 'vitest';
import { cmsPropertySchema } from './catalog.js';
import { cmsHolidaySchema, cmsRatePeriodSchema } from './rates.js';
import { cmsSiteSettingResponseSchema } from './site-setting.js';
import { cmsDecimalSchema, cmsListPageSchema } from './strapi.js';

describe('the CMS contract', () => {
  it('reads decimals as SQLite (numbers) and PostgreSQL (strings) answer them', () => {
    expect(cmsDecimalSchema.parse(12.5)).toBe(12.5);
    expect(cmsDecimalSchema.parse('-12.50')).toBe(-12.5);
    expect(cmsDecimalSchema.parse('120000000')).toBe(120_000_000);
    expect(cmsDecimalSchema.safeParse('1e3').success).toBe(false);
    expect(cmsDecimalSchema.safeParse('').success).toBe(false);
  });

  it('checks a site setting for the fields its reader names only', () => {
    const answer = { data: { exchangeRate: '25400', socialLinks: 'not a list', vatRate: -1 } };
    const rate = cmsSiteSettingResponseSchema(['exchangeRate']).parse(answer);
    expect(rate).toEqual({ data: { exchangeRate: 25_400 } });
    expect(cmsSiteSettingResponseSchema(['exchangeRate', 'socialLinks']).safeParse(answer).success).toBe(
      false,
    );
    expect(cmsSiteSettingResponseSchema(['vatRate']).safeParse(answer).success).toBe(false);
    expect(cmsSiteSettingResponseSchema(['exchangeRate']).safeParse({ data: null }).success).toBe(false);
  });

  it('takes a holiday with its dates and names, and a rate period by dates or holiday', () => {
    const tet = { key: 'tet', nameEn: 'Tết', nameJa: null, from: '2027-02-05', to: '2027-02-10' };
    expect(cmsHolidaySchema.safeParse(tet).success).toBe(true);
    expect(cmsHolidaySchema.safeParse({ ...tet, to: '2027-02-30' }).success).toBe(false);
    expect(cmsRatePeriodSchema.parse({ holiday: 'tet', nightlyUsd: '180.50', minStay: 3 })).toMatchObject({
      nightlyUsd: 180.5,
    });
    expect(
      cmsRatePeriodSchema.safeParse({ from: '2027-01-01', to: '2027-01-31', nightlyUsd: -1 }).success,
    ).toBe(false);
  });

  it('reads a property entry, keeping the attributes it does not name', () => {
    const entry = cmsPropertySchema.parse({
      documentId: 'apt-1',
      name: 'Lake view',
      city: { documentId: 'c1', code: 'HN', name: 'Hà Nội' },
      latitude: '21.03',
      priceUsd: '1200.00',
      priceVnd: '30000000',
      overview: 'Kept',
      updatedAt: '2026-11-28T10:00:00.000Z',
    });
    expect(entry).toMatchObject({ latitude: 21.03, priceUsd: 1200, priceVnd: 30_000_000, overview: 'Kept' });
    expect(cmsPropertySchema.safeParse({ ...entry, city: { documentId: 'c1', code: 'XX' } }).success).toBe(
      false,
    );
  });

  it('needs only the page count of a list page', () => {
    expect(cmsListPageSchema.parse({ data: [{}], meta: { pagination: { pageCount: 2, total: 3 } } })).toEqual(
      {
        data: [{}],
        meta: { pagination: { pageCount: 2, total: 3 } },
      },
    );
  });
});
