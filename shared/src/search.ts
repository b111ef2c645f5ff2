import { limits } from './fields.js';

/**
 * Property search (spec 2.5, limits in 9): limits, choices and the pure helpers that the web
 * and the query schemas (schemas/search.ts) share.
 */
export const searchLimits = {
  keyword: limits.keyword,
  /** Districts, bedrooms, sizes and views: at most 5 selections each. */
  multiSelect: 5,
  /** Facility lists are not limited by the spec; this only bounds the query. */
  facilities: 30,
  guestsMax: 10,
  roomsMax: 10,
  pageSizeMax: 50,
  /** Favourites and history ask for their cards by id; a signed-in list is fetched in pages. */
  byIdsMax: 100,
} as const;

export const searchSorts = ['all', 'price_asc', 'price_desc'] as const;

/**
 * Short stays are priced per day, long ones per month. A price sort orders both by what a month
 * costs (a day's price thirty times), and a per-day card shows that monthly amount beside its
 * price, so the order it is listed in can be read off the cards.
 */
export const daysPerMonth = 30;
export type SearchSort = (typeof searchSorts)[number];

/** Search type codes of the spec: 1 residence (apartments), 2 office. */
export const searchTypes = ['residence', 'office'] as const;
export type SearchType = (typeof searchTypes)[number];

/**
 * The size filter's choices, in m²: `min` inclusive, `max` exclusive, null for open-ended.
 * The key is what the query sends; the web shows the range.
 */
export const sizeBuckets = [
  { key: 'lt50', min: null, max: 50 },
  { key: '50-80', min: 50, max: 80 },
  { key: '80-120', min: 80, max: 120 },
  { key: '120-200', min: 120, max: 200 },
  { key: 'gte200', min: 200, max: null },
] as const satisfies readonly { key: string; min: number | null; max: number | null }[];
export type SizeBucket = (typeof sizeBuckets)[number];
export type SizeBucketKey = SizeBucket['key'];
export const sizeBucketKeys = sizeBuckets.map((bucket) => bucket.key) as [SizeBucketKey, ...SizeBucketKey[]];

/**
 * Lowercase, Vietnamese diacritics removed (đ → d), Unicode compatibility forms folded (full-width
 * letters, the ideographic space), whitespace collapsed. The catalog index stores names and
 * addresses this way, and a keyword normalised the same way matches them: "ba dinh" finds
 * "Ba Đình". Only Latin combining marks are dropped, so Japanese kana keep their voicing marks.
 */
export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The map's visible area as `bbox=south,west,north,east` in decimal degrees: only properties whose
 * coordinates fall inside (edges included) are listed. South must be below north and west left
 * of east (no box across the antimeridian: the site's cities are all in Vietnam).
 */
export interface BoundingBox {
  south: number;
  west: number;
  north: number;
  east: number;
}

const decimalDegrees = /^-?\d{1,3}(\.\d{1,15})?$/;

export function parseBoundingBox(text: string): BoundingBox | undefined {
  const parts = text.split(',').map((part) => part.trim());
  if (parts.length !== 4 || !parts.every((part) => decimalDegrees.test(part))) return undefined;
  const [south, west, north, east] = parts.map(Number) as [number, number, number, number];
  const latitudeOk = (value: number) => value >= -90 && value <= 90;
  const longitudeOk = (value: number) => value >= -180 && value <= 180;
  if (![south, north].every(latitudeOk) || ![west, east].every(longitudeOk)) return undefined;
  if (south >= north || west >= east) return undefined;
  return { south, west, north, east };
}

/** The query value of a box, as the map sends it (six decimals: about 10 cm). */
export function formatBoundingBox({ south, west, north, east }: BoundingBox): string {
  return [south, west, north, east].map((value) => Number(value.toFixed(6))).join(',');
}
