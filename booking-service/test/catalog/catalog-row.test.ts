import { describe, expect, it } from 'vitest';
import { cmsPropertySchema, type CmsProperty } from '@stayvn/shared';
import {
  absoluteUrl,
  cardImageOf,
  pickText,
  toCatalogRow,
  toPropertyCard,
} from '../../src/catalog/catalog-row.js';
import type { CatalogProperty } from '../../src/db/schema/index.js';

function entry(overrides: Record<string, unknown> = {}): CmsProperty {
  return cmsPropertySchema.parse({
    documentId: 'doc1',
    locale: 'en',
    name: 'Lotus Residence',
    slug: 'lotus-residence',
    kind: 'apartment',
    typeCode: 'short',
    city: { documentId: 'city-hp', code: 'HP', name: 'Hai Phong' },
    district: { documentId: 'district-nq', key: 'ngo-quyen', name: 'Ngô Quyền' },
    project: { documentId: 'project-1', key: 'lotus', slug: 'lotus-tower', name: 'Lotus Tower' },
    address: '1 Lê Hồng Phong',
    latitude: 20.86,
    longitude: '106.68',
    bedroomType: { documentId: 'bedroom-0', key: 'studio', bedrooms: 0, name: 'Studio' },
    bathrooms: 1,
    size: '42.50',
    capacity: 2,
    view: { documentId: 'view-sea', key: 'sea-view', name: 'Sea view' },
    facilities: [
      {
        documentId: 'facility-wifi',
        key: 'wifi',
        name: 'Wi-Fi',
        icon: 'wifi',
        isShow: true,
        group: { key: 'interior', legacyId: 2 },
      },
      {
        documentId: 'facility-gym',
        key: 'gym',
        name: 'Gym',
        icon: 'dumbbell',
        isShow: false,
        group: { key: 'building', legacyId: 3 },
      },
    ],
    offerItems: [{ documentId: 'offer-1', key: 'airport-pickup', name: 'Airport pickup', icon: 'plane' }],
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
      ja: entry({
        locale: 'ja',
        name: 'ロータス',
        address: '  ',
        updatedAt: '2026-03-01T00:00:00.000Z',
      }),
    });
    expect(row?.name).toEqual({ en: 'Lotus Residence', ja: 'ロータス' });
    expect(row?.address).toEqual({ en: '1 Lê Hồng Phong' });
    expect(row?.cmsUpdatedAt).toEqual(new Date('2026-03-01T00:00:00.000Z'));
    expect(row?.publishedAt).toEqual(new Date('2026-02-01T08:00:00.000Z'));
  });

  it('copies the relations: keys, localized names, facilities, offer items and related ids', () => {
    const row = toCatalogRow({
      en: entry(),
      vi: entry({
        locale: 'vi',
        name: 'Căn hộ Lotus',
        district: { documentId: 'district-nq', key: 'ngo-quyen', name: 'Ngô Quyền' },
        view: null,
        facilities: [
          {
            documentId: 'facility-wifi',
            key: 'wifi',
            name: 'Wi-Fi miễn phí',
            icon: 'wifi',
            isShow: true,
            group: { key: 'interior', legacyId: 2 },
          },
        ],
        offerItems: [],
      }),
    });
    expect(row).toMatchObject({
      districtKey: 'ngo-quyen',
      district: { en: 'Ngô Quyền', vi: 'Ngô Quyền' },
      projectId: 'project-1',
      projectKey: 'lotus',
      projectSlug: 'lotus-tower',
      projectName: { en: 'Lotus Tower' },
      latitude: 20.86,
      longitude: 106.68,
      bedroomTypeKey: 'studio',
      bedroomTypeName: { en: 'Studio' },
      bedrooms: 0,
      bathrooms: 1,
      capacity: 2,
      viewKey: 'sea-view',
      viewName: { en: 'Sea view' },
      facilityKeys: ['wifi', 'gym'],
      facilities: [
        {
          key: 'wifi',
          name: { en: 'Wi-Fi', vi: 'Wi-Fi miễn phí' },
          icon: 'wifi',
          isShow: true,
          group: 'interior',
        },
        { key: 'gym', name: { en: 'Gym' }, icon: 'dumbbell', isShow: false, group: 'building' },
      ],
      offerItems: [{ key: 'airport-pickup', name: { en: 'Airport pickup' }, icon: 'plane' }],
    });
    expect(row?.relatedDocumentIds).toEqual(
      [
        'bedroom-0',
        'city-hp',
        'district-nq',
        'facility-gym',
        'facility-wifi',
        'offer-1',
        'project-1',
        'view-sea',
      ].sort(),
    );
  });

  it('normalises every locale of names, addresses, city, district and project for keyword search', () => {
    const row = toCatalogRow({
      en: entry(),
      vi: entry({
        locale: 'vi',
        name: 'Căn hộ Lotus',
        city: { documentId: 'city-hp', code: 'HP', name: 'Hải Phòng' },
      }),
    })!;
    expect(row.searchText!.split('\n').sort()).toEqual(
      ['lotus residence', 'can ho lotus', '1 le hong phong', 'hai phong', 'ngo quyen', 'lotus tower'].sort(),
    );
    // Addresses are searched but do not name a destination.
    expect(row.destinationText!.split('\n').sort()).toEqual(
      ['lotus residence', 'can ho lotus', 'hai phong', 'ngo quyen', 'lotus tower'].sort(),
    );
  });

  it('reads a relation from another locale where it is not published in the first', () => {
    const row = toCatalogRow({
      en: entry({ district: null, city: null }),
      ja: entry({
        locale: 'ja',
        name: 'ロータス',
        district: { documentId: 'd', key: 'ngo-quyen', name: 'ゴークエン' },
      }),
    });
    expect(row).toMatchObject({ cityId: 3, districtKey: 'ngo-quyen', district: { ja: 'ゴークエン' } });
  });

  it('is null when no published locale names a city', () => {
    expect(toCatalogRow({ en: entry({ city: null }) })).toBeNull();
  });

  it('keeps the first five images with their thumbnail, small and medium renditions', () => {
    const images = Array.from({ length: 6 }, (_, n) => ({
      url: `/uploads/${n}.jpg`,
      width: 1000.4,
      height: 800,
      alternativeText: n === 0 ? ' Bedroom ' : null,
      formats: {
        thumbnail: { url: `/uploads/thumbnail_${n}.jpg` },
        large: { url: `/uploads/large_${n}.jpg` },
        medium: null,
      },
    }));
    const row = toCatalogRow({ en: entry({ images }) })!;
    expect(row.images).toHaveLength(5);
    expect(row.images![0]).toEqual({
      url: '/uploads/0.jpg',
      width: 1000,
      height: 800,
      alt: 'Bedroom',
      formats: { thumbnail: '/uploads/thumbnail_0.jpg' },
    });
  });

  it('is null when no locale is published', () => {
    expect(toCatalogRow({})).toBeNull();
  });

  it('rejects an entry with an unknown city, a bad coordinate or price', () => {
    expect(cmsPropertySchema.safeParse({ ...entry(), city: { documentId: 'c', code: 'XX' } }).success).toBe(
      false,
    );
    expect(cmsPropertySchema.safeParse({ ...entry(), latitude: 91 }).success).toBe(false);
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
