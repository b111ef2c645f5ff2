import {
  normalizeSearchText,
  sizeBuckets,
  toMinorUnits,
  type CityId,
  type CurrencyCode,
  type PropertyKind,
  type SearchSort,
  type SizeBucketKey,
} from '@stayvn/shared';
import {
  and,
  arrayContains,
  asc,
  desc,
  eq,
  gte,
  inArray,
  lt,
  or,
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';
import { catalogProperties } from '../db/schema/index.js';

/**
 * A search as the index understands it: the validated query of either tab, reduced to the
 * facts stored in `catalog_properties`. Prices are in minor units of `currency`.
 */
export interface CatalogSearchFilter {
  kind: PropertyKind;
  cityId?: CityId | undefined;
  keyword?: string | undefined;
  districtKeys?: string[];
  bedroomTypeKeys?: string[];
  sizes?: SizeBucketKey[];
  viewKeys?: string[];
  /** Every one of these facilities (interior and building alike). */
  facilityKeys?: string[];
  currency: CurrencyCode;
  priceMin?: number | undefined;
  priceMax?: number | undefined;
  /** Offices: at least this many people (adults and children). */
  guests?: number | undefined;
  /** Offices: at least this many rooms. */
  rooms?: number | undefined;
  offersOnly?: boolean;
}

/** The pieces of a validated search query that become the filter. */
export interface SearchQueryFacts {
  type: 'residence' | 'office';
  cityId?: CityId | undefined;
  keyword?: string | undefined;
  currency: CurrencyCode;
  priceMin?: number | undefined;
  priceMax?: number | undefined;
  districts?: string[];
  bedrooms?: string[];
  sizes?: SizeBucketKey[];
  views?: string[];
  interiorFacilities?: string[];
  buildingFacilities?: string[];
  facilities?: string[];
  adults?: number | undefined;
  children?: number | undefined;
  rooms?: number | undefined;
}

export function searchFilterOf(query: SearchQueryFacts): CatalogSearchFilter {
  const guests = (query.adults ?? 0) + (query.children ?? 0);
  return {
    kind: query.type === 'office' ? 'office' : 'apartment',
    cityId: query.cityId,
    keyword: query.keyword,
    districtKeys: query.districts,
    bedroomTypeKeys: query.bedrooms,
    sizes: query.sizes,
    viewKeys: query.views,
    facilityKeys: [
      ...(query.interiorFacilities ?? []),
      ...(query.buildingFacilities ?? []),
      ...(query.facilities ?? []),
    ],
    currency: query.currency,
    // The slider speaks in dollars or dong; the index in cents or dong.
    priceMin: query.priceMin === undefined ? undefined : toMinorUnits(query.priceMin, query.currency),
    priceMax: query.priceMax === undefined ? undefined : toMinorUnits(query.priceMax, query.currency),
    guests: guests > 0 ? guests : undefined,
    rooms: query.rooms || undefined,
  };
}

const p = catalogProperties;

/**
 * What the guest pays in `currency`: the offer price while the property is on offer (the card
 * shows it, with the regular price struck through), else the regular price.
 */
export function effectivePrice(currency: CurrencyCode): SQL<number> {
  return currency === 'USD'
    ? sql<number>`(case when ${p.isOffer} and ${p.offerPriceUsd} is not null then ${p.offerPriceUsd} else ${p.priceUsd} end)`
    : sql<number>`(case when ${p.isOffer} and ${p.offerPriceVnd} is not null then ${p.offerPriceVnd} else ${p.priceVnd} end)`;
}

/** LIKE's own wildcards in a keyword are literal text. */
function likePattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * Every word of the keyword, normalised like the index (case and Vietnamese diacritics
 * ignored), must appear in `column`; each is a LIKE the trigram index answers.
 */
export function keywordCondition(column: AnyColumn, keyword: string): SQL | undefined {
  const words = normalizeSearchText(keyword).split(' ').filter(Boolean);
  if (words.length === 0) return undefined;
  return and(...words.map((word) => sql`${column} like ${likePattern(word)}`));
}

function sizeCondition(keys: SizeBucketKey[]): SQL | undefined {
  const ranges = sizeBuckets
    .filter((bucket) => keys.includes(bucket.key))
    .map((bucket) =>
      and(
        bucket.min === null ? sql`${p.size} is not null` : gte(p.size, bucket.min),
        bucket.max === null ? undefined : lt(p.size, bucket.max),
      ),
    );
  return ranges.length > 0 ? or(...ranges) : undefined;
}

export function searchConditions(filter: CatalogSearchFilter): SQL | undefined {
  const price = effectivePrice(filter.currency);
  const nonEmpty = <T>(list: T[] | undefined): list is T[] => list !== undefined && list.length > 0;
  return and(
    eq(p.kind, filter.kind),
    filter.cityId === undefined ? undefined : eq(p.cityId, filter.cityId),
    filter.keyword ? keywordCondition(p.searchText, filter.keyword) : undefined,
    nonEmpty(filter.districtKeys) ? inArray(p.districtKey, filter.districtKeys) : undefined,
    nonEmpty(filter.bedroomTypeKeys) ? inArray(p.bedroomTypeKey, filter.bedroomTypeKeys) : undefined,
    nonEmpty(filter.sizes) ? sizeCondition(filter.sizes) : undefined,
    nonEmpty(filter.viewKeys) ? inArray(p.viewKey, filter.viewKeys) : undefined,
    nonEmpty(filter.facilityKeys) ? arrayContains(p.facilityKeys, filter.facilityKeys) : undefined,
    filter.priceMin === undefined ? undefined : sql`${price} >= ${filter.priceMin}`,
    filter.priceMax === undefined ? undefined : sql`${price} <= ${filter.priceMax}`,
    filter.guests === undefined ? undefined : gte(p.capacity, filter.guests),
    filter.rooms === undefined ? undefined : gte(p.bedrooms, filter.rooms),
    filter.offersOnly ? eq(p.isOffer, true) : undefined,
  );
}

/** "all" lists the newest published first; the document id keeps pages stable on ties. */
export function searchOrder(sort: SearchSort, currency: CurrencyCode): SQL[] {
  const price = effectivePrice(currency);
  const newest = [desc(p.publishedAt), asc(p.documentId)];
  if (sort === 'price_asc') return [asc(price), ...newest];
  if (sort === 'price_desc') return [desc(price), ...newest];
  return newest;
}
