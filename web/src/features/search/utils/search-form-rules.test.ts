import { createPropertySearchQuerySchema } from '@stayvn/shared';
import { describe, expect, it } from 'vitest';
import { defaultOfficeDates, emptyFilter, type SearchFilter } from './search-filter';
import {
  nextCount,
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

const today = '2026-11-22';
const context = { lang: 'en', currency: 'USD' } as const;
const schema = createPropertySearchQuerySchema(() => today);

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

describe('nextCount (adults, children, rooms)', () => {
  it('ignores a negative: the value stays', () => {
    expect(nextCount(-1, 3, 10)).toBe(3);
    expect(nextCount(-10, 0, 10)).toBe(0);
  });

  it('keeps 0 to max, whole', () => {
    expect(nextCount(4, 3, 10)).toBe(4);
    expect(nextCount(12, 3, 10)).toBe(10);
    expect(nextCount(2.6, 0, 10)).toBe(3);
    expect(nextCount(Number.NaN, 5, 10)).toBe(0);
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
