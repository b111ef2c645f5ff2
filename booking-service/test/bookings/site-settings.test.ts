import { describe, expect, it } from 'vitest';
import { parseBookingSettings, SettingsUnavailableError } from '../../src/bookings/site-settings.js';

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
