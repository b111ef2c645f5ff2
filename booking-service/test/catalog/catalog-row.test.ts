import { describe, expect, it } from 'vitest';
import {
  absoluteUrl,
  cardImageOf,
  pickText,
  toCatalogRow,
  toPropertyCard,
} from '../../src/catalog/catalog-row.js';
import { cmsPropertySchema, type CmsProperty } from '../../src/catalog/cms-property.js';
import type { CatalogProperty } from '../../src/db/schema/index.js';

function entry(overrides: Record<string, unknown> = {}): CmsProperty {
  return cmsPropertySchema.parse({
    documentId: 'doc1',
    locale: 'en',
    name: 'Lotus Residence',
    slug: 'lotus-residence',
    kind: 'apartment',
    typeCode: 'short',
    cityCode: 'HP',
    district: 'Ngo Quyen',
    address: '1 Le Hong Phong',
    bedrooms: 0,
    size: '42.50',
    priceUsd: '85.5',
    priceVnd: '2150000',
    offerPriceUsd: null,
    offerPriceVnd: '1990000',
    isOffer: true,
    hot: null,
    images: [],
    publishedAt: '2026-02-01T08:00:00.000Z',
    updatedAt: '2026-02-01T09:00:00.000Z',
    ...overrides,
  });
}

describe('toCatalogRow', () => {
  it('turns Strapi decimals and big integers (strings on PostgreSQL) into minor units', () => {
    expect(toCatalogRow({ en: entry() })).toMatchObject({
      documentId: 'doc1',
      cityId: 3,
      typeCode: 'short',
      bedrooms: 0,
      size: 42.5,
      priceUsd: 8_550,
      priceVnd: 2_150_000,
      offerPriceUsd: null,
      offerPriceVnd: 1_990_000,
      isOffer: true,
      isHot: false,
      cardImage: null,
    });
  });

  it('keys texts by CMS locale, skips empty ones and takes the latest update of any locale', () => {
    const row = toCatalogRow({
      en: entry(),
      ja: entry({ locale: 'ja', name: 'ロータス', district: '  ', updatedAt: '2026-03-01T00:00:00.000Z' }),
    });
    expect(row?.name).toEqual({ en: 'Lotus Residence', ja: 'ロータス' });
    expect(row?.district).toEqual({ en: 'Ngo Quyen' });
    expect(row?.cmsUpdatedAt).toEqual(new Date('2026-03-01T00:00:00.000Z'));
    expect(row?.publishedAt).toEqual(new Date('2026-02-01T08:00:00.000Z'));
  });

  it('is null when no locale is published', () => {
    expect(toCatalogRow({})).toBeNull();
  });

  it('rejects an entry without a city or price', () => {
    expect(cmsPropertySchema.safeParse({ ...entry(), cityCode: undefined }).success).toBe(false);
    expect(cmsPropertySchema.safeParse({ ...entry(), priceVnd: 'lots' }).success).toBe(false);
  });
});

describe('cardImageOf', () => {
  const original = { url: '/uploads/a.jpg', width: 3000, height: 2000, alternativeText: 'Living room' };
  it('prefers the medium rendition, then small, then the original', () => {
    const small = { url: '/uploads/small_a.jpg', width: 500, height: 333 };
    const medium = { url: '/uploads/medium_a.jpg', width: 750, height: 500 };
    expect(cardImageOf({ ...original, formats: { small, medium } })).toEqual({
      ...medium,
      alt: 'Living room',
    });
    expect(cardImageOf({ ...original, formats: { small, thumbnail: { url: '/t.jpg' } } })).toEqual({
      ...small,
      alt: 'Living room',
    });
    expect(cardImageOf({ ...original, formats: null })).toEqual({
      url: '/uploads/a.jpg',
      width: 3000,
      height: 2000,
      alt: 'Living room',
    });
  });
});

describe('texts and URLs', () => {
  it('picks the asked locale, then English, then any', () => {
    expect(pickText({ en: 'A', ja: 'B' }, 'ja')).toBe('B');
    expect(pickText({ en: 'A' }, 'vi')).toBe('A');
    expect(pickText({ vi: 'C' }, 'ja')).toBe('C');
    expect(pickText({}, 'en')).toBeNull();
  });

  it('makes CMS upload paths absolute and leaves CDN URLs alone', () => {
    expect(absoluteUrl('/uploads/a.jpg', 'http://localhost:1337')).toBe(
      'http://localhost:1337/uploads/a.jpg',
    );
    expect(absoluteUrl('https://cdn.example/a.jpg', 'http://localhost:1337')).toBe(
      'https://cdn.example/a.jpg',
    );
  });
});

describe('toPropertyCard', () => {
  const row = { ...toCatalogRow({ en: entry() })!, indexedAt: new Date() } as CatalogProperty;
  it('answers the property’s own price in the asked currency', () => {
    const usd = toPropertyCard(row, { language: 'en', currency: 'USD', cmsPublicUrl: 'http://cms' });
    const vnd = toPropertyCard(row, { language: 'en', currency: 'VND', cmsPublicUrl: 'http://cms' });
    expect([usd.price, usd.offerPrice]).toEqual([{ amount: 8_550, currency: 'USD' }, null]);
    expect([vnd.price, vnd.offerPrice]).toEqual([
      { amount: 2_150_000, currency: 'VND' },
      { amount: 1_990_000, currency: 'VND' },
    ]);
  });
});
