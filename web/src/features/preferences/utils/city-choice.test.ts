import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '@/test/memory-storage';
import { hidesCityPicker } from './city-choice';
import { cityChoice, storeCityChoice } from './picks';

describe('city choice', () => {
  it('keeps the id under DEFAULT_CITY and id with code under LOCATION_CITY', () => {
    const storage = new MemoryStorage();
    storeCityChoice(storage, 2, 'DEFAULT_CITY');
    expect(storage.getItem('DEFAULT_CITY')).toBe('2');
    expect(JSON.parse(storage.getItem('LOCATION_CITY')!)).toEqual({ id: 2, code: 'HCM' });
  });

  it('knows the code of every city', () => {
    expect(cityChoice(1).locationCity).toEqual({ id: 1, code: 'HN' });
    expect(cityChoice(3).locationCity).toEqual({ id: 3, code: 'HP' });
  });
});

describe('hidesCityPicker', () => {
  it.each([
    ['/en/payment-summary/abc', true],
    ['/jp/payment-summary', true],
    ['/payment-summary/12', true],
    ['/vi/payment-summary/12?x=1', true],
    ['/en', false],
    ['/en/serviced-apartments', false],
    ['/en/blogs/payment-summary', false],
    ['/en/booking-confirm/B1', false],
  ])('%s → %s', (pathname, hidden) => {
    expect(hidesCityPicker(pathname.split('?')[0]!)).toBe(hidden);
  });
});
