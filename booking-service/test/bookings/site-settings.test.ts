import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createBookingSettingsSource,
  parseBookingSettings,
  SettingsUnavailableError,
} from '../../src/bookings/site-settings.js';
import { createCmsClient } from '../../src/cms/cms-client.js';
import { startCmsPeer, type CmsPeer } from '../helpers/cms-peer.js';

const base = { exchangeRate: '25400.5', vatRate: 10, serviceChargeRate: 5 };

describe('the site setting as bookings read it', () => {
  it('reads the weekend nights and the holidays for seasonal rates, skipping an incomplete holiday', () => {
    const settings = parseBookingSettings({
      data: {
        ...base,
        weekendNights: 'Sat, sun,noday',
        holidays: [
          {
            id: 1,
            key: 'tet',
            nameEn: 'Tết',
            nameJa: 'テト',
            nameVi: null,
            from: '2027-02-05',
            to: '2027-02-10',
          },
          { id: 2, key: 'national-day', nameEn: 'National Day', from: '2027-09-31', to: '2027-09-02' },
          { id: 3, key: 'no-dates', nameEn: 'No dates' },
        ],
      },
    });
    expect(settings).toMatchObject({ exchangeRate: 25_400.5, weekendNights: ['sat', 'sun'] });
    expect(settings.holidays).toEqual([
      { key: 'tet', name: { en: 'Tết', jp: 'テト' }, from: '2027-02-05', to: '2027-02-10' },
    ]);
  });

  it('counts Friday and Saturday nights as the weekend when the setting names none', () => {
    expect(parseBookingSettings({ data: base })).toMatchObject({
      weekendNights: ['fri', 'sat'],
      holidays: [],
    });
    expect(parseBookingSettings({ data: { ...base, weekendNights: '' } }).weekendNights).toEqual([
      'fri',
      'sat',
    ]);
    expect(() => parseBookingSettings({ data: { vatRate: 10 } })).toThrow(SettingsUnavailableError);
  });
});

describe('the site setting read through the CMS client', () => {
  let cms: CmsPeer;
  beforeAll(async () => {
    cms = await startCmsPeer();
  });
  afterAll(() => cms.close());

  it('names what is wrong with a malformed setting, and is not stopped by a field it does not read', async () => {
    cms.setSiteSetting({ ...base, vatRate: 'ten', socialLinks: 'not a list' });
    const source = createBookingSettingsSource(createCmsClient({ url: cms.url }), { ttlMs: 0 });
    await expect(source.get()).rejects.toThrow(
      new SettingsUnavailableError('the CMS site setting is not usable: data.vatRate: Invalid input'),
    );

    cms.setSiteSetting({ ...base, socialLinks: 'not a list' });
    expect(await source.get()).toMatchObject({ exchangeRate: 25_400.5, vatRate: 10 });
  });

  it('keeps the last answer while the CMS is down; without one, says the setting is unavailable', async () => {
    cms.setSiteSetting(base);
    const client = createCmsClient({ url: cms.url });
    const source = createBookingSettingsSource(client, { ttlMs: 0 });
    expect((await source.get()).exchangeRate).toBe(25_400.5);
    cms.setDown(true);
    try {
      expect((await source.get()).exchangeRate).toBe(25_400.5);
      await expect(createBookingSettingsSource(client).get()).rejects.toBeInstanceOf(
        SettingsUnavailableError,
      );
    } finally {
      cms.setDown(false);
    }
  });
});
