import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  choiceParam,
  homeFlagParam,
  homeSearch,
  integerParam,
  numberChoiceParam,
  numberParam,
  optionalPathSegment,
  pathSegment,
  searchParams,
  stringParam,
  textParam,
  withDefault,
} from './url-params';

/**
 * Values as the router hands them over: it parses each search value as JSON when it can
 * (`?a=2` is the number 2, `?a=true` the boolean, `?a=[1]` an array), else keeps the text.
 */
const urlValues: unknown[] = [
  undefined,
  null,
  true,
  false,
  0,
  1,
  2,
  -1,
  2.5,
  Infinity, // the router's JSON.parse of `1e999`
  100_000,
  100_001,
  '',
  ' ',
  '0',
  '1',
  '2',
  ' 3 ',
  '2.5',
  '1e1',
  '0x2',
  'abc',
  'true',
  'false',
  'asc',
  'desc',
  'residence',
  'office',
  'x'.repeat(101),
  [2],
  ['a', 'b'],
  {},
  { a: 1 },
];

/** Each helper reads every URL value as the zod schema it replaced did. */
describe('search parameters agree with the zod schemas they replace', () => {
  const pairs: Array<[string, (value: unknown) => unknown, z.ZodType]> = [
    ['textParam', textParam, z.union([z.string(), z.number()]).transform(String).optional().catch(undefined)],
    ['numberParam', numberParam, z.coerce.number().finite().optional().catch(undefined)],
    [
      'integerParam',
      integerParam(1, 100_000),
      z.coerce.number().int().min(1).max(100_000).optional().catch(undefined),
    ],
    ['choiceParam', choiceParam(['asc', 'desc']), z.enum(['asc', 'desc']).optional().catch(undefined)],
    [
      'numberChoiceParam',
      numberChoiceParam([0, 1]),
      z.coerce
        .number()
        .pipe(z.union([z.literal(0), z.literal(1)]))
        .optional()
        .catch(undefined),
    ],
    ['stringParam', stringParam(), z.string().optional().catch(undefined)],
    ['stringParam max', stringParam({ max: 100 }), z.string().max(100).optional().catch(undefined)],
    [
      'stringParam trimmed',
      stringParam({ trim: true, min: 1, max: 200 }),
      z.string().trim().min(1).max(200).optional().catch(undefined),
    ],
    [
      'withDefault',
      withDefault(integerParam(1, 10_000), 1),
      z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
    ],
  ];

  for (const [name, param, schema] of pairs) {
    it(name, () => {
      for (const value of urlValues) expect([value, param(value)]).toEqual([value, schema.parse(value)]);
    });
  }
});

describe('search parameter helpers', () => {
  it('read good values, numbers arriving as numbers included', () => {
    expect(textParam('ba-dinh,tay-ho')).toBe('ba-dinh,tay-ho');
    expect(textParam(12)).toBe('12');
    expect(numberParam(2.5)).toBe(2.5);
    expect(numberParam('2.5')).toBe(2.5);
    expect(integerParam(1, 50)(50)).toBe(50);
    expect(integerParam(1, 50)('1')).toBe(1);
    expect(choiceParam(['residence', 'office'])('office')).toBe('office');
    expect(numberChoiceParam([0, 1])('1')).toBe(1);
    expect(stringParam({ trim: true, min: 1 })('  key ')).toBe('key');
    expect(homeFlagParam(true)).toBe(true);
    expect(homeFlagParam('true')).toBe(true);
    expect(homeFlagParam('')).toBe(true);
  });

  it('drop broken values', () => {
    expect(textParam({})).toBeUndefined();
    expect(textParam(true)).toBeUndefined();
    expect(numberParam('two')).toBeUndefined();
    expect(numberParam(Symbol('x'))).toBeUndefined();
    expect(integerParam(1, 50)(2.5)).toBeUndefined();
    expect(choiceParam(['residence', 'office'])('boat')).toBeUndefined();
    expect(numberChoiceParam([0, 1])(2)).toBeUndefined();
    expect(stringParam()(12)).toBeUndefined();
    expect(stringParam({ trim: true, min: 1 })('   ')).toBeUndefined();
    expect(homeFlagParam(undefined)).toBeUndefined();
  });

  it('read ?home=false as no ?home at all', () => {
    expect(homeFlagParam(false)).toBeUndefined();
    expect(homeFlagParam('false')).toBeUndefined();
    expect(homeSearch({ home: 'false' })).toStrictEqual({});
    expect(homeSearch({ home: false, pageIndex: 2 })).toStrictEqual({});
    expect(homeSearch({ home: 'true' })).toStrictEqual({ home: true });
  });

  it('keep to their bounds', () => {
    const page = integerParam(1, 50);
    expect([0, 1, 50, 51].map(page)).toEqual([undefined, 1, 50, undefined]);
    const key = stringParam({ max: 3 });
    expect(['abc', 'abcd'].map(key)).toEqual(['abc', undefined]);
  });
});

describe('searchParams', () => {
  const search = searchParams({
    pageIndex: withDefault(integerParam(1, 100), 1),
    type: choiceParam(['residence', 'office']),
    keyword: textParam,
  });

  it('reads its own parameters and leaves others out', () => {
    expect(search.parse({ pageIndex: 2, type: 'office', keyword: 5, other: 'x' })).toEqual({
      pageIndex: 2,
      type: 'office',
      keyword: '5',
    });
    expect(search.parse({})).toStrictEqual({ pageIndex: 1 });
  });

  it('keeps the key of a broken value, as undefined, so the raw value cannot show through', () => {
    const read = search.parse({ type: 'boat', keyword: {} });
    expect(read).toStrictEqual({ pageIndex: 1, type: undefined, keyword: undefined });
    expect(Object.keys(read)).toEqual(['pageIndex', 'type', 'keyword']);
  });

  it('can be extended through its shape', () => {
    const extended = searchParams({ ...search.shape, home: homeFlagParam });
    expect(extended.parse({ home: 'true', pageIndex: '0' })).toEqual({ home: true, pageIndex: 1 });
  });
});

describe('path segments', () => {
  it('read a segment within its length', () => {
    expect(pathSegment(5)('abcde')).toBe('abcde');
    expect(optionalPathSegment(5)(undefined)).toBeUndefined();
    expect(optionalPathSegment(5)('abc')).toBe('abc');
  });

  it('throw where z.string().min(1).max(n).parse threw', () => {
    for (const value of ['', 'abcdef', undefined, 12]) {
      expect(() => pathSegment(5)(value)).toThrow();
      expect(() => z.string().min(1).max(5).parse(value)).toThrow();
    }
    expect(() => optionalPathSegment(5)('')).toThrow();
  });
});
