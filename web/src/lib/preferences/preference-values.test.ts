import { cityIdSchema, currencySchema, languageSchema } from '@stayvn/shared';
import { describe, expect, it } from 'vitest';
import { readExchangeRate } from '@/lib/exchange-rate';
import { readStored, scalarStorage } from '@/lib/storage';
import { MemoryStorage } from '@/test/memory-storage';
import { readCityId, readCurrency, readLanguage } from '@/lib/preferences/preference-values';

/** What storage may hold (as text, or JSON-parsed from it) and the router may hand over. */
const values: unknown[] = [
  undefined,
  null,
  true,
  '',
  ' ',
  'en',
  'jp',
  'ja',
  'vi',
  'EN',
  'USD',
  'VND',
  'usd',
  0,
  1,
  2,
  3,
  4,
  1.5,
  '1',
  ' 2 ',
  '3',
  '4',
  '0x2',
  [2],
  {},
];

describe('preference readers agree with the shared schemas', () => {
  const pairs = [
    ['readLanguage', readLanguage, languageSchema],
    ['readCurrency', readCurrency, currencySchema],
    ['readCityId', readCityId, cityIdSchema],
  ] as const;
  for (const [name, read, schema] of pairs) {
    it(name, () => {
      for (const value of values) {
        const parsed = schema.safeParse(value);
        expect([value, read(value)]).toEqual([value, parsed.success ? parsed.data : undefined]);
      }
    });
  }
});

describe('stored preferences', () => {
  it('read good values as stored, plain or JSON-quoted', () => {
    const memory = new MemoryStorage();
    memory.setItem('language', 'vi');
    memory.setItem('CURRENCY', '"VND"');
    memory.setItem('DEFAULT_CITY', '3');
    memory.setItem('EXCHANGE_RATE', '25400.5');
    expect(readStored('language', readLanguage, () => memory)).toBe('vi');
    expect(readStored('CURRENCY', readCurrency, () => memory)).toBe('VND');
    expect(readStored('DEFAULT_CITY', readCityId, () => memory)).toBe(3);
    expect(readStored('EXCHANGE_RATE', readExchangeRate, () => memory)).toBe(25400.5);
  });

  it('fall back to the default for broken stored values', () => {
    const memory = new MemoryStorage();
    const broken = {
      language: ['ja', 'EN', '', '{'],
      CURRENCY: ['usd', 'EUR', '1'],
      DEFAULT_CITY: ['0', '4', '1.5', 'HN', 'null', ''],
      EXCHANGE_RATE: ['0', '-1', 'abc', '', 'Infinity'],
    };
    const defaults = { language: 'en', CURRENCY: 'USD', DEFAULT_CITY: 1, EXCHANGE_RATE: 0 } as const;
    const storages = {
      language: scalarStorage(readLanguage, () => memory),
      CURRENCY: scalarStorage(readCurrency, () => memory),
      DEFAULT_CITY: scalarStorage(readCityId, () => memory),
      EXCHANGE_RATE: scalarStorage(readExchangeRate, () => memory),
    };
    for (const key of Object.keys(broken) as Array<keyof typeof broken>) {
      for (const raw of broken[key]) {
        memory.setItem(key, raw);
        const storage = storages[key] as ReturnType<typeof scalarStorage<string | number>>;
        expect([key, raw, storage.getItem(key, defaults[key])]).toEqual([key, raw, defaults[key]]);
      }
    }
  });
});
