import { describe, expect, it } from 'vitest';
import { cityCodeOf, cityIdOf, defaultCityId } from './cities.js';
import { pageSizes } from './paging.js';
import { hotPropertiesQuerySchema } from './schemas/catalog.js';
import { cityIdSchema } from './schemas/cities.js';

describe('cities', () => {
  it('has Hanoi as default city 1', () => {
    expect(defaultCityId).toBe(1);
    expect(cityCodeOf(1)).toBe('HN');
  });
  it('maps codes and ids both ways', () => {
    expect(cityIdOf('HCM')).toBe(2);
    expect(cityCodeOf(3)).toBe('HP');
  });
  it('accepts ids from a query string and rejects unknown ones', () => {
    expect(cityIdSchema.parse('2')).toBe(2);
    expect(cityIdSchema.safeParse('4').success).toBe(false);
    expect(cityIdSchema.safeParse('abc').success).toBe(false);
  });
});

describe('hot properties query', () => {
  it('defaults to the default city, English and USD', () => {
    expect(hotPropertiesQuerySchema.parse({})).toEqual({ cityId: 1, lang: 'en', currency: 'USD' });
  });
  it('rejects the CMS spelling of Japanese and unknown currencies', () => {
    expect(hotPropertiesQuerySchema.safeParse({ lang: 'ja' }).success).toBe(false);
    expect(hotPropertiesQuerySchema.safeParse({ currency: 'EUR' }).success).toBe(false);
  });
});

describe('page sizes', () => {
  it('follow the spec', () => {
    expect(pageSizes).toMatchObject({ listing: 15, offers: 10, reviews: 10, favourites: 9 });
  });
});
