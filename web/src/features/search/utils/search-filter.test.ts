import { createPropertySearchQuerySchema } from '@stayvn/shared';
import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '@/test/memory-storage';
import {
  defaultOfficeDates,
  emptyFilter,
  filterFromSearchParams,
  filterSearchParams,
  filterToApiQuery,
  filterToSearchParams,
  hasKeptFilter,
  readKeptFilter,
  loadKeptFilterFor,
  orderOf,
  saveFilter,
  sessionKeys,
  sortOf,
  type SearchFilter,
} from './search-filter';
import {
  activeFilterCount,
  checkOfficeDates,
  nextSearchGlobal,
  priceBounds,
  priceStep,
  resetFilter,
  selectionLimit,
  toggleSelection,
  validateFilter,
} from './search-form-rules';
import { parseKeptFilter } from './kept-filter-schemas';

const today = '2026-11-22';
const context = { lang: 'en', currency: 'USD' } as const;
const schema = createPropertySearchQuerySchema(() => today);
const loadFilter = (storage: Storage) => parseKeptFilter(readKeptFilter({}, storage));

describe('toggleSelection (at most 5, checked before adding)', () => {
  it('adds until the list holds five, then refuses a sixth', () => {
    let list: string[] = [];
    for (const key of ['a', 'b', 'c', 'd', 'e']) list = toggleSelection(list, key).list;
    expect(list).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(toggleSelection(list, 'f')).toEqual({ list: ['a', 'b', 'c', 'd', 'e'], refused: true });
  });

  it('always removes, also from a full list', () => {
    expect(toggleSelection(['a', 'b', 'c', 'd', 'e'], 'c')).toEqual({
      list: ['a', 'b', 'd', 'e'],
      refused: false,
    });
  });

  it('limits districts, bedrooms, sizes and views to 5 but not facility lists', () => {
    expect(['districts', 'bedrooms', 'sizes', 'views'].map((f) => selectionLimit(f as 'views'))).toEqual([
      5, 5, 5, 5,
    ]);
    expect(selectionLimit('interiorFacilities')).toBeGreaterThan(5);
  });
});

describe('office dates', () => {
  it('default to today and three days later', () => {
    expect(defaultOfficeDates(today)).toEqual({ checkIn: '2026-11-22', checkOut: '2026-11-25' });
  });

  it('clear instead of searching when only one date is set', () => {
    expect(checkOfficeDates('2026-11-23', null, today)).toEqual({ action: 'clear' });
    expect(checkOfficeDates(null, '2026-11-23', today)).toEqual({ action: 'clear' });
    expect(checkOfficeDates(null, null, today)).toEqual({ action: 'search' });
  });

  it('refuse a start before today, the start day as the end, and more than a month', () => {
    expect(checkOfficeDates('2026-11-21', '2026-11-24', today)).toMatchObject({
      field: 'checkIn',
      code: 'err_date_before_today',
    });
    expect(checkOfficeDates('2026-11-23', '2026-11-23', today)).toMatchObject({
      field: 'checkOut',
      code: 'err_date_end_before_start',
    });
    expect(checkOfficeDates('2026-11-23', '2026-12-24', today)).toMatchObject({
      code: 'err_date_range_too_long',
    });
    expect(checkOfficeDates('2026-11-23', '2026-12-23', today)).toEqual({ action: 'search' });
  });
});

describe('searchGlobal', () => {
  it("flips 'false' to 'true' and anything else to 'false'", () => {
    expect(nextSearchGlobal('false')).toBe('true');
    expect(nextSearchGlobal(false)).toBe('true');
    expect(nextSearchGlobal('true')).toBe('false');
    expect(nextSearchGlobal(true)).toBe('false');
    expect(nextSearchGlobal(undefined)).toBe('false');
    expect(nextSearchGlobal('x')).toBe('false');
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

describe('validateFilter', () => {
  it('reports the shared schema message key per form field', () => {
    const office: SearchFilter = {
      ...emptyFilter(1, 'office'),
      checkIn: '2026-11-23',
      checkOut: '2026-12-30',
      price: [50, 10],
    };
    expect(validateFilter(office, schema, context)).toEqual({
      dates: 'err_date_range_too_long',
      price: 'err_price_range',
    });
    expect(validateFilter({ ...emptyFilter(1), keyword: 'x'.repeat(256) }, schema, context)).toEqual({
      keyword: 'err_keyword_too_long',
    });
    expect(validateFilter(emptyFilter(1), schema, context)).toEqual({});
  });
});

describe('reset and counts', () => {
  it('clears filters, keyword and price and returns the city to the default', () => {
    const busy: SearchFilter = { ...emptyFilter(3), keyword: 'x', views: ['river-view'], price: [1, 2] };
    expect(resetFilter(busy, 1, today)).toEqual(emptyFilter(1));
    expect(resetFilter({ ...busy, type: 'office' }, 1, today)).toMatchObject({
      type: 'office',
      checkIn: today,
    });
  });

  it('counts the filters beyond keyword and city', () => {
    expect(activeFilterCount(emptyFilter(1))).toBe(0);
    expect(activeFilterCount({ ...emptyFilter(1), views: ['a'], price: [1, 2] })).toBe(2);
    expect(activeFilterCount({ ...emptyFilter(1, 'office'), adults: 2, facilities: ['wifi'] })).toBe(2);
  });
});

describe('price slider bounds', () => {
  const ranges = {
    residencePriceMin: 300,
    residencePriceMax: 8000,
    officePriceMin: 10,
    officePriceMax: 60,
    residencePriceMinVi: 7_000_000,
    residencePriceMaxVi: 200_000_000,
    officePriceMinVi: 250_000,
    officePriceMaxVi: 1_500_000,
  };

  it('default to [0, 5000] and offices to [0, 100] until the setting loads', () => {
    expect(priceBounds(undefined, 'residence', 'USD')).toEqual([0, 5000]);
    expect(priceBounds(undefined, 'office', 'VND')).toEqual([0, 100]);
  });

  it('come from the setting in the chosen currency', () => {
    expect(priceBounds(ranges, 'residence', 'USD')).toEqual([300, 8000]);
    expect(priceBounds(ranges, 'office', 'VND')).toEqual([250_000, 1_500_000]);
    expect(priceBounds({ ...ranges, officePriceMax: 5 }, 'office', 'USD')).toEqual([0, 100]);
  });

  it('step in round amounts', () => {
    expect(priceStep([0, 5000], 'USD')).toBe(50);
    expect(priceStep([7_000_000, 200_000_000], 'VND')).toBe(2_000_000);
    expect(priceStep([10, 60], 'USD')).toBe(1);
  });
});
