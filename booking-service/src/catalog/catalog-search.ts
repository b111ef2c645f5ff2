import {
  daysPerMonth,
  normalizeSearchText,
  type BoundingBox,
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
  lte,
  or,
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';
import { bookings, catalogProperties, holdingBookingStatuses } from '../db/schema/index.js';

/**
 * A search as the index understands it: the validated query of either tab, reduced to the
 * facts stored in `catalog_properties`. Prices are in minor units of `currency`.
 */
export interface CatalogSearchFilter {
  kind: PropertyKind;
  cityId?: CityId | undefined;
  keyword?: string | undefined;
  districtKeys?: string[];
  projectKeys?: string[];
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
  /** Only properties whose coordinates fall inside (the map's visible area). */
  bbox?: BoundingBox | undefined;
  /** Only properties free from check-in to check-out (ISO dates, `[checkIn, checkOut)`). */
  freeBetween?: { checkIn: string; checkOut: string } | undefined;
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
  projects?: string[];
  bedrooms?: string[];
  sizes?: SizeBucketKey[];
  views?: string[];
  interiorFacilities?: string[];
  buildingFacilities?: string[];
  facilities?: string[];
  adults?: number | undefined;
  children?: number | undefined;
  rooms?: number | undefined;
  bbox?: BoundingBox | undefined;
  checkIn?: string | undefined;
  checkOut?: string | undefined;
}

export function searchFilterOf(query: SearchQueryFacts): CatalogSearchFilter {
  const guests = (query.adults ?? 0) + (query.children ?? 0);
  return {
    kind: query.type === 'office' ? 'office' : 'apartment',
    cityId: query.cityId,
    keyword: query.keyword,
    districtKeys: query.districts,
    projectKeys: query.projects,
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
    bbox: query.bbox,
    freeBetween:
      query.checkIn && query.checkOut ? { checkIn: query.checkIn, checkOut: query.checkOut } : undefined,
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

/** Inside the box, edges included; a property without coordinates is never on the map. */
function boundingBoxCondition({ south, west, north, east }: BoundingBox): SQL | undefined {
  return and(gte(p.latitude, south), lte(p.latitude, north), gte(p.longitude, west), lte(p.longitude, east));
}

/**
 * No booking holds any of these dates: a confirmed one, or one waiting for payment whose hold
 * has not run out. The overlap test is the exclusion constraint's, so its GiST index answers it.
 */
export function freeBetweenCondition({ checkIn, checkOut }: { checkIn: string; checkOut: string }): SQL {
  const b = bookings;
  const holding = sql.join(
    holdingBookingStatuses.map((status) => sql`${status}`),
    sql`, `,
  );
  return sql`not exists (select 1 from ${b} where ${b.propertyDocumentId} = ${p.documentId}
    and ${b.status} in (${holding})
    and (${b.status} <> 'pending_payment' or ${b.holdExpiresAt} is null or ${b.holdExpiresAt} > now())
    and daterange(${b.checkIn}, ${b.checkOut}, '[)') && daterange(${checkIn}::date, ${checkOut}::date, '[)'))`;
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
    nonEmpty(filter.projectKeys) ? inArray(p.projectKey, filter.projectKeys) : undefined,
    nonEmpty(filter.bedroomTypeKeys) ? inArray(p.bedroomTypeKey, filter.bedroomTypeKeys) : undefined,
    nonEmpty(filter.sizes) ? sizeCondition(filter.sizes) : undefined,
    nonEmpty(filter.viewKeys) ? inArray(p.viewKey, filter.viewKeys) : undefined,
    nonEmpty(filter.facilityKeys) ? arrayContains(p.facilityKeys, filter.facilityKeys) : undefined,
    filter.priceMin === undefined ? undefined : sql`${price} >= ${filter.priceMin}`,
    filter.priceMax === undefined ? undefined : sql`${price} <= ${filter.priceMax}`,
    filter.guests === undefined ? undefined : gte(p.capacity, filter.guests),
    filter.rooms === undefined ? undefined : gte(p.bedrooms, filter.rooms),
    filter.offersOnly ? eq(p.isOffer, true) : undefined,
    filter.bbox ? boundingBoxCondition(filter.bbox) : undefined,
    filter.freeBetween ? freeBetweenCondition(filter.freeBetween) : undefined,
  );
}

/** What the guest pays for a month, so per-day and per-month prices sort together. */
export function monthlyPrice(currency: CurrencyCode): SQL<number> {
  const price = effectivePrice(currency);
  return sql<number>`(case when ${p.typeCode} = 'short' then ${price} * ${sql.raw(String(daysPerMonth))} else ${price} end)`;
}

/**
 * How well a property answers the keyword: 0 when its destination facts (names, district,
 * project, city; no address) hold the keyword as typed, 1 when they hold each of its words,
 * 2 when only the address does. Computed on the rows already found, so the trigram index
 * still does the finding.
 */
export function keywordRank(keyword: string): SQL<number> | undefined {
  const phrase = normalizeSearchText(keyword).trim();
  const every = keywordCondition(p.destinationText, keyword);
  if (!phrase || !every) return undefined;
  return sql<number>`(case when ${p.destinationText} like ${likePattern(phrase)} then 0 when ${every} then 1 else 2 end)`;
}

/**
 * "all" lists the newest published first, after the best keyword matches when there is a
 * keyword; a price sort is the visitor's choice and orders by the monthly amount alone. The
 * document id keeps pages stable on ties.
 */
export function searchOrder(sort: SearchSort, currency: CurrencyCode, keyword?: string): SQL[] {
  const newest = [desc(p.publishedAt), asc(p.documentId)];
  if (sort === 'price_asc') return [asc(monthlyPrice(currency)), ...newest];
  if (sort === 'price_desc') return [desc(monthlyPrice(currency)), ...newest];
  const rank = keyword ? keywordRank(keyword) : undefined;
  return rank ? [asc(rank), ...newest] : newest;
}
