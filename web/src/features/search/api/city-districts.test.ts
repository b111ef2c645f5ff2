import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { emptyFilter } from '../utils/search-filter';
import { districtsOfTheCity, districtsOfTheCityFor } from './city-districts';
import { searchOptionsQueryOptions, type SearchOptions } from './get-search-options';

const options: SearchOptions = {
  cities: [
    {
      id: 1,
      name: 'Hanoi',
      center: null,
      districts: [
        { key: 'ba-dinh', name: 'Ba Dinh' },
        { key: 'tay-ho', name: 'Tay Ho' },
      ],
    },
    { id: 2, name: 'Ho Chi Minh City', center: null, districts: [{ key: 'district-1', name: 'District 1' }] },
  ],
  bedrooms: [],
  views: [],
  interiorFacilities: [],
  buildingFacilities: [],
};

describe('districtsOfTheCity', () => {
  it('keeps a filter whose districts are all its city’s', () => {
    expect(districtsOfTheCity(options, { ...emptyFilter(1), districts: ['ba-dinh', 'tay-ho'] })).toBeNull();
  });

  it('leaves out the districts of the city the plain form had before another was chosen', () => {
    expect(districtsOfTheCity(options, { ...emptyFilter(2), districts: ['ba-dinh', 'district-1'] })).toEqual([
      'district-1',
    ]);
    expect(districtsOfTheCity(options, { ...emptyFilter(2), districts: ['ba-dinh', 'tay-ho'] })).toEqual([]);
  });

  it('keeps keys that no city has, for the search to refuse', () => {
    expect(districtsOfTheCity(options, { ...emptyFilter(1), districts: ['a', 'b', 'ba-dinh'] })).toBeNull();
    expect(districtsOfTheCity(options, { ...emptyFilter(2), districts: ['a', 'tay-ho'] })).toEqual(['a']);
  });
});

describe('districtsOfTheCityFor', () => {
  it('reads the choices from the cache, and asks nothing for a filter without districts', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(searchOptionsQueryOptions('en').queryKey, options);
    expect(
      await districtsOfTheCityFor(queryClient, 'en', { ...emptyFilter(2), districts: ['tay-ho'] }),
    ).toEqual([]);
    expect(await districtsOfTheCityFor(new QueryClient(), 'en', emptyFilter(2))).toBeNull();
  });
});
