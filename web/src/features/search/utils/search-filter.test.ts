import { createPropertySearchQuerySchema } from '@stayvn/shared';
import { describe, expect, it } from 'vitest';
import { rememberSectionQuery } from '@/lib/section-query';
import { MemoryStorage } from '@/test/memory-storage';
import { filterSearchParams } from './search-params';
import {
  emptyFilter,
  filterFromSearchParams,
  filterToApiQuery,
  filterToSearchParams,
  hasKeptFilter,
  readKeptFilter,
  loadKeptFilterFor,
  hasFilterParams,
  keptOrder,
  orderOf,
  pickedOfficeDates,
  startingFilter,
  saveFilter,
  sessionKeys,
  sortOf,
  type SearchFilter,
} from './search-filter';
import { parseKeptFilter } from './kept-filter-schemas';

const today = '2026-11-22';
const context = { lang: 'en', currency: 'USD' } as const;
const schema = createPropertySearchQuerySchema(() => today);
const loadFilter = (storage: Storage) => parseKeptFilter(readKeptFilter({}, storage));

describe('office dates kept or given', () => {
  it('are both dates or neither: one alone, or a year still being typed, is incomplete', () => {
    expect(pickedOfficeDates('2026-11-23', '2026-11-26')).toEqual({
      checkIn: '2026-11-23',
      checkOut: '2026-11-26',
    });
    expect(pickedOfficeDates(null, null)).toEqual({ checkIn: null, checkOut: null });
    expect(pickedOfficeDates('2026-11-23', null)).toBe('incomplete');
    expect(pickedOfficeDates(null, '2026-11-26')).toBe('incomplete');
    expect(pickedOfficeDates('2026-11-23', '0002-11-26')).toBe('incomplete');
    expect(pickedOfficeDates('2026-11-23', '0202-11-26')).toBe('incomplete');
  });

  it('an office search without dates opens the form without dates, not the default stay', () => {
    const searched = emptyFilter(1, 'office');
    expect(startingFilter({ initialFilter: searched }, 1, today)).toMatchObject({
      checkIn: null,
      checkOut: null,
    });
    expect(startingFilter({}, 1, today, searched)).toMatchObject({ checkIn: null, checkOut: null });
    // A fresh office tab, or a residence search opened on the office tab, has the default stay.
    expect(startingFilter({ defaultTab: 'office' }, 1, today)).toMatchObject({
      checkIn: today,
      checkOut: '2026-11-25',
    });
    expect(startingFilter({ defaultTab: 'office' }, 1, today, emptyFilter(1))).toMatchObject({
      checkIn: today,
      checkOut: '2026-11-25',
    });
  });

  it('an address with only a check-in opens the form with neither date', () => {
    const given = { ...emptyFilter(1, 'office'), checkIn: '2026-11-23' };
    expect(startingFilter({ initialFilter: given }, 1, '2026-11-22')).toMatchObject({
      checkIn: null,
      checkOut: null,
    });
  });
});

describe('a results address without a filter', () => {
  it('is told from one with any filter parameter', () => {
    expect(hasFilterParams({})).toBe(false);
    expect(hasFilterParams({ pageIndex: 2, orderBy: 'asc', sortBy: 1, searchGlobal: true })).toBe(false);
    expect(hasFilterParams({ type: 'residence' })).toBe(true);
    expect(hasFilterParams({ cityId: 2 })).toBe(true);
    expect(hasFilterParams({ keyword: 'tower' })).toBe(true);
  });
});

describe('the order kept with the results', () => {
  it('comes back for an address that names no order', () => {
    const storage = new MemoryStorage();
    expect(keptOrder({}, storage)).toEqual({});
    rememberSectionQuery('search-result', { type: 'residence', orderBy: 'asc', sortBy: 1 }, storage);
    expect(keptOrder({}, storage)).toEqual({ orderBy: 'asc', sortBy: 1 });
    expect(keptOrder({ orderBy: 'desc' }, storage)).toEqual({});
    rememberSectionQuery('search-result', { orderBy: 'sideways', sortBy: 1 }, storage);
    expect(keptOrder({}, storage)).toEqual({});
  });
});

describe('session storage', () => {
  const filter: SearchFilter = {
    ...emptyFilter(2, 'office'),
    keyword: 'tower',
    facilities: ['wifi'],
    price: [10, 40],
    checkIn: '2026-11-23',
    checkOut: '2026-11-26',
    adults: 2,
    rooms: 1,
  };

  it('keeps the filter under filter_search and the dates under searchDataCheckInOut', () => {
    const storage = new MemoryStorage();
    saveFilter(filter, storage);
    expect(JSON.parse(storage.getItem(sessionKeys.dates)!)).toEqual({
      checkIn: '2026-11-23',
      checkOut: '2026-11-26',
    });
    expect(JSON.parse(storage.getItem(sessionKeys.filter)!)).not.toHaveProperty('checkIn');
    expect(loadFilter(storage)).toEqual(filter);
  });

  it('reads nothing from missing or broken values', () => {
    const storage = new MemoryStorage();
    expect(loadFilter(storage)).toBeNull();
    storage.setItem(sessionKeys.filter, '{broken');
    expect(loadFilter(storage)).toBeNull();
    storage.setItem(sessionKeys.filter, JSON.stringify({ cityId: 99 }));
    expect(loadFilter(storage)).toBeNull();
  });

  it('drops a stored list longer than the limit', () => {
    const storage = new MemoryStorage();
    storage.setItem(
      sessionKeys.filter,
      JSON.stringify({ cityId: 1, districts: ['a', 'b', 'c', 'd', 'e', 'f'] }),
    );
    expect(loadFilter(storage)?.districts).toEqual([]);
  });
});

describe('kept filter, told without its schema', () => {
  it('exists exactly when the schema reads one back', () => {
    const stored = [
      null,
      '',
      '{broken',
      'null',
      '[]',
      '"text"',
      '{}',
      JSON.stringify({ cityId: 99 }),
      JSON.stringify({ cityId: '2' }),
      JSON.stringify({ cityId: 1, districts: 'not a list', price: 'cheap' }),
      JSON.stringify({ ...emptyFilter(3), keyword: 'tower' }),
    ];
    for (const raw of stored) {
      const storage = new MemoryStorage();
      if (raw !== null) storage.setItem(sessionKeys.filter, raw);
      expect([raw, hasKeptFilter({}, storage)]).toEqual([raw, loadFilter(storage) !== null]);
    }
  });

  it('is none for a form given a filter, or without storage', () => {
    const storage = new MemoryStorage();
    saveFilter(emptyFilter(2), storage);
    expect(hasKeptFilter({}, storage)).toBe(true);
    expect(hasKeptFilter({ initialFilter: emptyFilter(1) }, storage)).toBe(false);
    expect(hasKeptFilter({}, undefined)).toBe(false);
  });

  it('exists only when its dates parse too, as the schema reads them', () => {
    const storage = new MemoryStorage();
    saveFilter(emptyFilter(2), storage);
    storage.setItem(sessionKeys.dates, '{broken');
    expect(hasKeptFilter({}, storage)).toBe(false);
    expect(loadFilter(storage)).toBeNull();
  });

  it('is loaded with its schema on demand', async () => {
    const storage = new MemoryStorage();
    const kept = { ...emptyFilter(2, 'office'), checkIn: '2026-11-23', checkOut: '2026-11-26' };
    saveFilter(kept, storage);
    await expect(loadKeptFilterFor({}, storage)).resolves.toEqual(kept);
    await expect(loadKeptFilterFor({ initialFilter: emptyFilter(1) }, storage)).resolves.toBeNull();
    await expect(loadKeptFilterFor({}, new MemoryStorage())).resolves.toBeNull();
  });
});

describe('queries', () => {
  const residence: SearchFilter = {
    ...emptyFilter(1),
    keyword: '  ba dinh ',
    districts: ['ba-dinh', 'tay-ho'],
    bedrooms: ['2br'],
    sizes: ['50-80'],
    price: [500, 2000],
  };

  it('builds the URL parameters with comma-joined lists and no empty values', () => {
    expect(filterToSearchParams(residence)).toEqual({
      type: 'residence',
      keyword: 'ba dinh',
      cityId: 1,
      priceMin: 500,
      priceMax: 2000,
      districts: 'ba-dinh,tay-ho',
      bedrooms: '2br',
      sizes: '50-80',
      views: undefined,
      interiorFacilities: undefined,
      buildingFacilities: undefined,
    });
  });

  it('reads the same filter back from the URL', () => {
    const params = filterSearchParams.parse(filterToSearchParams(residence));
    expect(filterFromSearchParams(params, 3)).toEqual({ ...residence, keyword: 'ba dinh' });
  });

  it('ignores broken URL values', () => {
    const params = filterSearchParams.parse({
      cityId: 'x',
      type: 'boat',
      sizes: 'lt50,huge',
      adults: 'two',
    });
    const filter = filterFromSearchParams(params, 2);
    expect(filter).toMatchObject({ cityId: 2, type: 'residence', sizes: ['lt50'], adults: 0 });
  });

  it('builds a booking-service query the shared schema accepts', () => {
    const query = filterToApiQuery(residence, context, { pageIndex: 2, sort: 'price_asc' });
    expect(query).toMatchObject({
      lang: 'en',
      currency: 'USD',
      pageIndex: 2,
      sort: 'price_asc',
      districts: 'ba-dinh,tay-ho',
    });
    expect(schema.safeParse(query).success).toBe(true);
  });

  it('sends office dates only as a complete pair', () => {
    const office = { ...emptyFilter(1, 'office'), checkIn: '2026-11-23', checkOut: null };
    expect(filterToApiQuery(office, context)).not.toHaveProperty('checkIn');
  });

  it('maps sort options to the listing query and back', () => {
    expect(sortOf({ orderBy: 'desc', sortBy: 0 })).toBe('all');
    expect(sortOf({ orderBy: 'asc', sortBy: 1 })).toBe('price_asc');
    expect(sortOf({ orderBy: 'desc', sortBy: 1 })).toBe('price_desc');
    for (const sort of ['all', 'price_asc', 'price_desc'] as const) expect(sortOf(orderOf(sort))).toBe(sort);
  });
});
