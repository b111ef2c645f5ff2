import { describe, expect, it } from 'vitest';
import { listingApiQuery } from './listing-search';
import { listingSearch, searchResultSearch, withListingDefaults } from './search-params';

const context = { lang: 'vi', currency: 'VND', defaultCityId: 2 } as const;

describe('listing query', () => {
  it('reads absent or broken values as the spec defaults without writing them', () => {
    const search = listingSearch.parse({ pageIndex: '2', orderBy: 'sideways' });
    expect(search).toEqual({ pageIndex: 2, pageSize: undefined, orderBy: undefined, sortBy: undefined });
    expect(withListingDefaults(search)).toEqual({ pageIndex: 2, pageSize: 15, orderBy: 'desc', sortBy: 0 });
    expect(withListingDefaults({}, 10).pageSize).toBe(10);
  });

  it('turns a results URL into the booking-service query', () => {
    const search = searchResultSearch.parse({
      pageIndex: 3,
      orderBy: 'asc',
      sortBy: 1,
      searchGlobal: true,
      type: 'residence',
      districts: 'ba-dinh,tay-ho',
      priceMax: 3000,
      priceMin: 0,
    });
    expect(listingApiQuery(search, context)).toMatchObject({
      type: 'residence',
      cityId: 2,
      districts: 'ba-dinh,tay-ho',
      priceMin: 0,
      priceMax: 3000,
      pageIndex: 3,
      pageSize: 15,
      sort: 'price_asc',
      lang: 'vi',
      currency: 'VND',
    });
  });
});
