import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrorsFromIssues } from './errors.js';
import {
  createOfficeSearchQuerySchema,
  createPropertySearchQuerySchema,
  propertiesByIdsQuerySchema,
  propertyOffersQuerySchema,
  residenceSearchQuerySchema,
} from './schemas/search.js';
import { formatBoundingBox, normalizeSearchText, parseBoundingBox, sizeBuckets } from './search.js';

const today = () => '2026-05-10';
const searchSchema = createPropertySearchQuerySchema(today);
const officeSchema = createOfficeSearchQuerySchema(today);

function errorsOf(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input);
  if (result.success) return [];
  return fieldErrorsFromIssues(result.error.issues).map(({ field, code }) => ({ field, code }));
}

describe('normalizeSearchText', () => {
  it.each([
    ['Ba Đình', 'ba dinh'],
    ['Tây Hồ', 'tay ho'],
    ['Quận Hoàn Kiếm', 'quan hoan kiem'],
    ['ĐỐNG ĐA', 'dong da'],
    ['  Kim   Mã\t', 'kim ma'],
    ['Ｌｏｔｕｓ　Ｒｅｓｉｄｅｎｃｅ', 'lotus residence'],
    ['ホーチミン', 'ホーチミン'],
    ['バーディン', 'バーディン'],
  ])('%j → %j', (input, expected) => {
    expect(normalizeSearchText(input)).toBe(expected);
  });

  it('is idempotent', () => {
    const once = normalizeSearchText('Hải Phòng – Ngô Quyền');
    expect(normalizeSearchText(once)).toBe(once);
  });
});

describe('residence search query', () => {
  it('fills the defaults of the spec', () => {
    expect(searchSchema.parse({})).toEqual({
      type: 'residence',
      lang: 'en',
      currency: 'USD',
      pageIndex: 1,
      pageSize: 15,
      sort: 'all',
      keyword: undefined,
      cityId: undefined,
      priceMin: undefined,
      priceMax: undefined,
      districts: [],
      projects: [],
      bedrooms: [],
      sizes: [],
      views: [],
      interiorFacilities: [],
      buildingFacilities: [],
    });
  });

  it('reads comma-joined and repeated keys alike, trimmed and without duplicates', () => {
    const query = residenceSearchQuerySchema.parse({
      districts: ['ba-dinh,tay-ho', ' hoan-kiem ', 'ba-dinh'],
      views: 'lake,,city',
      sizes: '50-80',
      interiorFacilities: 'wifi,kitchen',
    });
    expect(query.districts).toEqual(['ba-dinh', 'tay-ho', 'hoan-kiem']);
    expect(query.views).toEqual(['lake', 'city']);
    expect(query.sizes).toEqual(['50-80']);
    expect(query.interiorFacilities).toEqual(['wifi', 'kitchen']);
  });

  it('trims the keyword and treats a blank one as none', () => {
    expect(searchSchema.parse({ keyword: '  Ba Đình ' }).keyword).toBe('Ba Đình');
    expect(searchSchema.parse({ keyword: '   ' }).keyword).toBeUndefined();
  });

  it('coerces numbers from the query string', () => {
    const query = searchSchema.parse({
      cityId: '2',
      priceMin: '100',
      priceMax: '2500.5',
      pageIndex: '3',
      pageSize: '50',
    });
    expect(query).toMatchObject({ cityId: 2, priceMin: 100, priceMax: 2500.5, pageIndex: 3, pageSize: 50 });
  });

  it.each([
    [{ keyword: 'x'.repeat(256) }, 'keyword', 'err_keyword_too_long'],
    [{ districts: 'a,b,c,d,e,f' }, 'districts', 'err_too_many_selections'],
    [{ bedrooms: ['1', '2', '3', '4', '5', '6'] }, 'bedrooms', 'err_too_many_selections'],
    [{ views: 'a,b,c,d,e,f' }, 'views', 'err_too_many_selections'],
    [{ sizes: 'lt50,50-80,80-120,120-200,gte200,lt50x' }, 'sizes', 'err_too_many_selections'],
    [{ sizes: 'huge' }, 'sizes.0', 'err_invalid_size'],
    [{ districts: 'ba dinh' }, 'districts.0', 'err_invalid_key'],
    [{ cityId: '9' }, 'cityId', 'unknown_city'],
    [{ priceMin: 'cheap' }, 'priceMin', 'err_price_invalid'],
    [{ priceMin: '-1' }, 'priceMin', 'err_price_invalid'],
    [{ priceMin: '500', priceMax: '100' }, 'priceMax', 'err_price_range'],
    [{ sort: 'newest' }, 'sort', 'err_invalid_sort'],
    [{ pageIndex: '0' }, 'pageIndex', 'err_page_index'],
    [{ pageIndex: '1.5' }, 'pageIndex', 'err_page_index'],
    [{ pageSize: '51' }, 'pageSize', 'err_page_size'],
    [{ pageSize: '0' }, 'pageSize', 'err_page_size'],
    [{ type: 'castle' }, 'type', 'err_invalid_type'],
  ])('rejects %j on %s with %s', (input, field, code) => {
    expect(errorsOf(searchSchema, input)).toContainEqual({ field, code });
  });

  it.each([
    ['lang', 'fr'],
    ['currency', 'EUR'],
  ])('rejects an unknown %s', (field, value) => {
    expect(errorsOf(searchSchema, { [field]: value })).toEqual([{ field, code: expect.any(String) }]);
  });

  it('accepts five selections and an equal price range', () => {
    expect(searchSchema.safeParse({ districts: 'a,b,c,d,e', priceMin: '100', priceMax: '100' }).success).toBe(
      true,
    );
  });

  it('offers the size buckets as contiguous ranges', () => {
    for (let index = 1; index < sizeBuckets.length; index += 1) {
      expect(sizeBuckets[index]!.min).toBe(sizeBuckets[index - 1]!.max);
    }
    expect(sizeBuckets[0]!.min).toBeNull();
    expect(sizeBuckets.at(-1)!.max).toBeNull();
  });
});

describe('office search query', () => {
  it('reads dates, guests and rooms', () => {
    expect(
      searchSchema.parse({
        type: 'office',
        checkIn: '2026-05-10',
        checkOut: '2026-05-13',
        adults: '2',
        children: '0',
        rooms: '1',
        facilities: 'meeting-room',
      }),
    ).toMatchObject({
      type: 'office',
      checkIn: '2026-05-10',
      checkOut: '2026-05-13',
      adults: 2,
      children: 0,
      rooms: 1,
      facilities: ['meeting-room'],
      pageSize: 15,
    });
  });

  it('lists every office without dates', () => {
    expect(officeSchema.safeParse({ type: 'office' }).success).toBe(true);
  });

  it.each([
    [{ checkIn: '2026-05-09', checkOut: '2026-05-12' }, 'checkIn', 'err_date_before_today'],
    [{ checkIn: '2026-05-12', checkOut: '2026-05-12' }, 'checkOut', 'err_date_end_before_start'],
    [{ checkIn: '2026-05-12', checkOut: '2026-06-13' }, 'checkOut', 'err_date_range_too_long'],
    [{ checkIn: '2026-05-12' }, 'checkOut', 'err_date_required'],
    [{ checkOut: '2026-05-12' }, 'checkIn', 'err_date_required'],
    [{ checkIn: '2026-02-30', checkOut: '2026-03-02' }, 'checkIn', 'err_date_invalid'],
    [{ checkIn: '12/05/2026', checkOut: '2026-05-14' }, 'checkIn', 'err_date_invalid'],
    [{ adults: '11' }, 'adults', 'err_guests_range'],
    [{ children: '-1' }, 'children', 'err_guests_range'],
    [{ adults: 'two' }, 'adults', 'err_guests_range'],
    [{ rooms: '11' }, 'rooms', 'err_rooms_range'],
    [{ priceMin: '50', priceMax: '10' }, 'priceMax', 'err_price_range'],
  ])('rejects %j on %s with %s', (input, field, code) => {
    expect(errorsOf(searchSchema, { type: 'office', ...input })).toContainEqual({ field, code });
  });

  it('accepts a stay of exactly one month starting today', () => {
    expect(
      officeSchema.safeParse({ type: 'office', checkIn: '2026-05-10', checkOut: '2026-06-10' }).success,
    ).toBe(true);
  });
});

describe('offers and by-ids queries', () => {
  it('pages offers by 10', () => {
    expect(propertyOffersQuerySchema.parse({})).toMatchObject({
      pageIndex: 1,
      pageSize: 10,
      type: 'residence',
    });
    expect(errorsOf(propertyOffersQuerySchema, { pageSize: '51' })).toEqual([
      { field: 'pageSize', code: 'err_page_size' },
    ]);
  });

  it('keeps the asked order of ids, without duplicates', () => {
    expect(propertiesByIdsQuerySchema.parse({ ids: 'c,a,c', lang: 'vi' })).toEqual({
      ids: ['c', 'a'],
      lang: 'vi',
      currency: 'USD',
    });
    expect(propertiesByIdsQuerySchema.parse({ ids: ['b', 'a,d'] }).ids).toEqual(['b', 'a', 'd']);
  });

  it.each([
    [{}, 'ids', 'err_required'],
    [{ ids: ' , ' }, 'ids', 'err_required'],
    [{ ids: 'a b' }, 'ids.0', 'err_invalid_id'],
    [{ ids: Array.from({ length: 101 }, (_, n) => `id${n}`).join(',') }, 'ids', 'err_too_many_ids'],
  ])('rejects %j on %s with %s', (input, field, code) => {
    expect(errorsOf(propertiesByIdsQuerySchema, input)).toContainEqual({ field, code });
  });
});

describe('map area (bbox)', () => {
  it('reads south,west,north,east and writes it back', () => {
    const box = { south: 20.95, west: 105.75, north: 21.1, east: 105.9 };
    expect(parseBoundingBox('20.95,105.75,21.1,105.9')).toEqual(box);
    expect(parseBoundingBox(' -10 , -20.5 , 10 , 20.5 ')).toEqual({
      south: -10,
      west: -20.5,
      north: 10,
      east: 20.5,
    });
    expect(formatBoundingBox({ south: 20.123456789, west: 105, north: 21, east: 106 })).toBe(
      '20.123457,105,21,106',
    );
    expect(searchSchema.parse({ bbox: formatBoundingBox(box) })).toMatchObject({ bbox: box });
    expect(searchSchema.parse({ bbox: '' })).toMatchObject({ bbox: undefined });
  });

  it.each([
    '1,2,3',
    '1,2,3,4,5',
    'a,b,c,d',
    '2,0,1,1',
    '0,2,1,1',
    '0,0,0,1',
    '-91,0,0,1',
    '0,0,1,181',
    '0x1,0,1,1',
  ])('rejects %j with err_bbox_invalid', (bbox) => {
    expect(parseBoundingBox(bbox)).toBeUndefined();
    expect(errorsOf(searchSchema, { bbox })).toEqual([{ field: 'bbox', code: 'err_bbox_invalid' }]);
    expect(errorsOf(officeSchema, { type: 'office', bbox })).toEqual([
      { field: 'bbox', code: 'err_bbox_invalid' },
    ]);
  });
});

describe('language and currency', () => {
  it('report message keys, not English sentences', () => {
    expect(errorsOf(searchSchema, { lang: 'fr', currency: 'EUR' })).toEqual([
      { field: 'lang', code: 'err_invalid_language' },
      { field: 'currency', code: 'err_invalid_currency' },
    ]);
    expect(errorsOf(propertiesByIdsQuerySchema, { ids: 'a', lang: 'ja' })).toEqual([
      { field: 'lang', code: 'err_invalid_language' },
    ]);
  });

  it('reads project keys like districts', () => {
    expect(searchSchema.parse({ projects: 'lotus,river' })).toMatchObject({ projects: ['lotus', 'river'] });
    expect(errorsOf(searchSchema, { projects: 'a,b,c,d,e,f' })).toEqual([
      { field: 'projects', code: 'err_too_many_selections' },
    ]);
  });
});
