import { cityCodeOf, normalizeSearchText, type CityId, type CmsLocale } from '@stayvn/shared';
import type { NewCatalogProperty } from '../src/db/schema/index.js';

/**
 * 10,000 generated properties, the same for the booking service's index and for Strapi: spread
 * over the three cities, ten districts each, five bedroom types, sizes, prices and offers, with
 * names in en, ja and vi. Deterministic, so two runs measure the same data.
 */

export interface FixtureTaxon {
  key: string;
  names: Record<CmsLocale, string>;
}

export interface FixtureDistrict extends FixtureTaxon {
  cityId: CityId;
}

export interface FixtureProperty {
  documentId: string;
  slug: string;
  kind: 'apartment' | 'office';
  cityId: CityId;
  districtKey: string;
  bedroomKey: string | null;
  bedrooms: number | null;
  names: Record<CmsLocale, string>;
  address: string;
  latitude: number;
  longitude: number;
  size: number;
  capacity: number;
  bathrooms: number;
  priceUsd: number;
  priceVnd: number;
  offerPriceUsd: number | null;
  isOffer: boolean;
  publishedAt: string;
}

const cityCentres: Record<CityId, [number, number]> = {
  1: [21.03, 105.85],
  2: [10.78, 106.7],
  3: [20.86, 106.68],
};
const districtNames: Record<CityId, string[]> = {
  1: [
    'Ba Dinh',
    'Hoan Kiem',
    'Tay Ho',
    'Cau Giay',
    'Dong Da',
    'Hai Ba Trung',
    'Thanh Xuan',
    'Long Bien',
    'Nam Tu Liem',
    'Ha Dong',
  ],
  2: [
    'District 1',
    'District 2',
    'District 3',
    'District 4',
    'District 7',
    'Binh Thanh',
    'Phu Nhuan',
    'Tan Binh',
    'Go Vap',
    'Thu Duc',
  ],
  3: [
    'Hong Bang',
    'Ngo Quyen',
    'Le Chan',
    'Hai An',
    'Kien An',
    'Do Son',
    'Duong Kinh',
    'An Duong',
    'Thuy Nguyen',
    'Cat Hai',
  ],
};

export const fixtureDistricts: FixtureDistrict[] = ([1, 2, 3] as const).flatMap((cityId) =>
  districtNames[cityId].map((name) => ({
    key: normalizeSearchText(name).replace(/ /g, '-'),
    cityId,
    names: { en: name, ja: `${name}区`, vi: `Quận ${name}` },
  })),
);

export const fixtureBedroomTypes: (FixtureTaxon & { bedrooms: number })[] = [
  { key: 'studio', bedrooms: 0, names: { en: 'Studio', ja: 'スタジオ', vi: 'Studio' } },
  { key: '1-bedroom', bedrooms: 1, names: { en: '1 bedroom', ja: '1ベッドルーム', vi: '1 phòng ngủ' } },
  { key: '2-bedrooms', bedrooms: 2, names: { en: '2 bedrooms', ja: '2ベッドルーム', vi: '2 phòng ngủ' } },
  { key: '3-bedrooms', bedrooms: 3, names: { en: '3 bedrooms', ja: '3ベッドルーム', vi: '3 phòng ngủ' } },
  {
    key: '4-bedrooms',
    bedrooms: 4,
    names: { en: '4+ bedrooms', ja: '4ベッドルーム以上', vi: '4+ phòng ngủ' },
  },
];

/** A small deterministic generator (mulberry32). */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function fixtureProperties(count: number): FixtureProperty[] {
  const next = random(20_261_122);
  const streets = [
    'Kim Ma',
    'Xuan Dieu',
    'Tran Hung Dao',
    'Le Loi',
    'Nguyen Hue',
    'Lach Tray',
    'Hai Ba Trung',
  ];
  return Array.from({ length: count }, (_, index) => {
    const district = fixtureDistricts[Math.floor(next() * fixtureDistricts.length)]!;
    const kind = next() < 0.85 ? 'apartment' : 'office';
    const bedroom =
      kind === 'apartment' ? fixtureBedroomTypes[Math.floor(next() * fixtureBedroomTypes.length)]! : null;
    const size = Math.round(30 + (bedroom?.bedrooms ?? 1) * 25 + next() * 40);
    const priceUsd = Math.round((400 + size * 12 + next() * 800) / 10) * 10;
    const isOffer = next() < 0.1;
    const [lat, lng] = cityCentres[district.cityId];
    const number = index + 1;
    const street = streets[index % streets.length]!;
    return {
      documentId: `bench${String(number).padStart(6, '0')}`,
      slug: `bench-property-${number}`,
      kind,
      cityId: district.cityId,
      districtKey: district.key,
      bedroomKey: bedroom?.key ?? null,
      bedrooms: bedroom?.bedrooms ?? null,
      names: {
        en: `${district.names.en} Residence ${number}`,
        ja: `${district.names.ja} レジデンス ${number}`,
        vi: `Căn hộ ${district.names.vi} ${number}`,
      },
      address: `${1 + (index % 200)} ${street}`,
      latitude: lat + (next() - 0.5) * 0.1,
      longitude: lng + (next() - 0.5) * 0.1,
      size,
      capacity: 1 + (bedroom?.bedrooms ?? 2) * 2,
      bathrooms: Math.max(1, bedroom?.bedrooms ?? 1),
      priceUsd,
      priceVnd: priceUsd * 25_000,
      offerPriceUsd: isOffer ? Math.round(priceUsd * 0.85) : null,
      isOffer,
      publishedAt: new Date(Date.UTC(2025, 0, 1) + index * 60_000).toISOString(),
    };
  });
}

/** The index row of a generated property, as the catalog sync would write it. */
export function toIndexRow(property: FixtureProperty): NewCatalogProperty {
  const district = fixtureDistricts.find((entry) => entry.key === property.districtKey)!;
  const bedroom = fixtureBedroomTypes.find((entry) => entry.key === property.bedroomKey);
  const cityName = {
    en: cityCodeOf(property.cityId),
    ja: cityCodeOf(property.cityId),
    vi: cityCodeOf(property.cityId),
  };
  const text = (...parts: Record<string, string>[]) =>
    [...new Set(parts.flatMap((part) => Object.values(part)).map(normalizeSearchText))].join('\n');
  const address = { en: property.address, ja: property.address, vi: property.address };
  return {
    documentId: property.documentId,
    slug: property.slug,
    kind: property.kind,
    typeCode: property.kind === 'office' ? 'short' : 'long',
    cityId: property.cityId,
    name: property.names,
    address,
    district: district.names,
    districtKey: district.key,
    latitude: property.latitude,
    longitude: property.longitude,
    bedroomTypeKey: bedroom?.key ?? null,
    bedroomTypeName: bedroom?.names ?? {},
    bedrooms: bedroom?.bedrooms ?? null,
    bathrooms: property.bathrooms,
    size: property.size,
    capacity: property.capacity,
    priceUsd: property.priceUsd * 100,
    priceVnd: property.priceVnd,
    offerPriceUsd: property.offerPriceUsd === null ? null : property.offerPriceUsd * 100,
    offerPriceVnd: property.offerPriceUsd === null ? null : property.offerPriceUsd * 25_000,
    isOffer: property.isOffer,
    cardImage: { url: `/uploads/${property.slug}.jpg`, width: 750, height: 563, alt: null },
    searchText: text(property.names, address, cityName, district.names),
    destinationText: text(property.names, cityName, district.names),
    publishedAt: new Date(property.publishedAt),
    cmsUpdatedAt: new Date(property.publishedAt),
  };
}
