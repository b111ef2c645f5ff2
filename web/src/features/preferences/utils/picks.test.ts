import { describe, expect, it } from 'vitest';
import { hasPicks, pickHref } from './pick-keys';
import { takePicks } from './picks';

describe('pickHref', () => {
  it('adds the pick to the address, keeping its query', () => {
    expect(pickHref({ pathname: '/en', searchStr: '' }, 'pickCurrency', 'VND')).toBe('/en?pickCurrency=VND');
    expect(
      pickHref({ pathname: '/vi/search-result', searchStr: '?pageIndex=2&cityId=1' }, 'pickCity', '2'),
    ).toBe('/vi/search-result?pageIndex=2&cityId=1&pickCity=2');
  });

  it('replaces a pick the address already has', () => {
    expect(
      pickHref({ pathname: '/en', searchStr: '?pickCurrency=USD&pickCity=3' }, 'pickCurrency', 'VND'),
    ).toBe('/en?pickCurrency=VND');
  });
});

describe('hasPicks', () => {
  it('sees a pick anywhere in the query', () => {
    expect(hasPicks('?pickCurrency=VND')).toBe(true);
    expect(hasPicks('?pageIndex=1&pickCity=2')).toBe(true);
    expect(hasPicks('?pageIndex=1')).toBe(false);
    expect(hasPicks('?xpickCity=2')).toBe(false);
  });
});

describe('takePicks', () => {
  it('reads a currency and a city, and gives the rest of the query', () => {
    expect(takePicks('?pageIndex=1&pickCurrency=VND&pickCity=2')).toEqual({
      currency: 'VND',
      cityId: 2,
      rest: '?pageIndex=1',
    });
    expect(takePicks('?pickCity=3')).toEqual({ currency: undefined, cityId: 3, rest: '' });
  });

  it('drops values that are not a currency or a city, and answers nothing without picks', () => {
    expect(takePicks('?pickCurrency=EUR&pickCity=9&x=1')).toEqual({
      currency: undefined,
      cityId: undefined,
      rest: '?x=1',
    });
    expect(takePicks('?pageIndex=1')).toBeUndefined();
    expect(takePicks('')).toBeUndefined();
  });
});
