import {
  addDays,
  sizeBucketKeys,
  type CityId,
  type CurrencyCode,
  type Language,
  type SearchSort,
  type SearchType,
  type SizeBucketKey,
} from '@stayvn/shared';
import { readCityId } from '@/lib/preferences/preference-values';
import { readSectionQuery } from '@/lib/section-query';
import { filterSearchParams, type FilterSearchParams } from './search-params';

/**
 * The search form's state (spec §2.5): one object for both tabs, so switching tabs keeps the
 * keyword and city. Taxonomy entries are named by their CMS `key`. `price` is null until the
 * visitor moves the slider: an untouched slider filters nothing, whatever the bounds are.
 */
export type SearchFilter = {
  type: SearchType;
  keyword: string;
  cityId: CityId;
  districts: string[];
  bedrooms: string[];
  sizes: SizeBucketKey[];
  views: string[];
  interiorFacilities: string[];
  buildingFacilities: string[];
  /** Office facilities. */
  facilities: string[];
  price: [number, number] | null;
  checkIn: string | null;
  checkOut: string | null;
  adults: number;
  children: number;
  rooms: number;
};

/** The office tab's default stay: today to three days later (spec §4). */
export function defaultOfficeDates(today: string): { checkIn: string; checkOut: string } {
  return { checkIn: today, checkOut: addDays(today, 3) };
}

/**
 * The filter a search form opens with: the one it is given (the results page passes its URL's),
 * else the visitor's last one this visit (`kept`: session storage, see `readKeptFilter`) on the
 * form's tab, else an empty one. The office tab starts with its default dates, but an office
 * search given or kept shows the dates it searched: none when it had none, never dates that
 * were not applied.
 */
export function startingFilter(
  given: { initialFilter?: SearchFilter; defaultTab?: SearchType },
  defaultCityId: CityId,
  today: string,
  kept: SearchFilter | null = null,
): SearchFilter {
  const start = given.initialFilter ?? kept ?? emptyFilter(defaultCityId, given.defaultTab);
  const filter = given.initialFilter ? start : { ...start, type: given.defaultTab ?? start.type };
  // An incomplete range (an address with only a check-in) clears both dates (spec §4), so the
  // form shows what was searched and its first Search press searches.
  if (pickedOfficeDates(filter.checkIn, filter.checkOut) === 'incomplete')
    return { ...filter, checkIn: null, checkOut: null };
  const officeSearch = (given.initialFilter ?? kept)?.type === 'office';
  if (filter.type === 'office' && !officeSearch && !filter.checkIn && !filter.checkOut)
    return { ...filter, ...defaultOfficeDates(today) };
  return filter;
}

/**
 * The office stay a date picker holds: both dates, or neither; anything else — one date alone,
 * or a year of fewer than four digits (what a year being typed or cleared digit by digit
 * commits: clearing 2026 passes through 202, 20 and 2) — is incomplete, and an incomplete
 * range clears both dates (spec §4).
 */
export function pickedOfficeDates(
  checkIn: string | null,
  checkOut: string | null,
): { checkIn: string; checkOut: string } | { checkIn: null; checkOut: null } | 'incomplete' {
  if (!checkIn && !checkOut) return { checkIn: null, checkOut: null };
  if (!checkIn || !checkOut || !fourDigitYear(checkIn) || !fourDigitYear(checkOut)) return 'incomplete';
  return { checkIn, checkOut };
}

const fourDigitYear = (date: string) => /^[1-9]\d{3}-/.test(date);

export function emptyFilter(cityId: CityId, type: SearchType = 'residence'): SearchFilter {
  return {
    type,
    keyword: '',
    cityId,
    districts: [],
    bedrooms: [],
    sizes: [],
    views: [],
    interiorFacilities: [],
    buildingFacilities: [],
    facilities: [],
    price: null,
    checkIn: null,
    checkOut: null,
    adults: 0,
    children: 0,
    rooms: 0,
  };
}

/* ----- URL and API queries ----------------------------------------------------------- */

export type ResultsOrder = { orderBy: 'asc' | 'desc'; sortBy: 0 | 1 };

/** The listing query's `sortBy` 0 is "all" (newest first); 1 sorts by price in `orderBy`. */
export function sortOf({ orderBy, sortBy }: ResultsOrder): SearchSort {
  if (sortBy === 0) return 'all';
  return orderBy === 'asc' ? 'price_asc' : 'price_desc';
}

export function orderOf(sort: SearchSort): ResultsOrder {
  if (sort === 'all') return { orderBy: 'desc', sortBy: 0 };
  return { orderBy: sort === 'price_asc' ? 'asc' : 'desc', sortBy: 1 };
}

/**
 * The order the results were last shown in this visit (kept with their query for the detail's
 * crumb), for an address that names none: a bare `/search-result` brings back the kept filter
 * and its order together. Nothing when the address names an order or none was kept.
 */
export function keptOrder(
  search: { orderBy?: unknown; sortBy?: unknown },
  storage?: Storage,
): Partial<ResultsOrder> {
  if (search.orderBy !== undefined || search.sortBy !== undefined) return {};
  const kept = readSectionQuery('search-result', storage);
  const orderBy = kept?.orderBy;
  const sortBy = Number(kept?.sortBy);
  if ((orderBy !== 'asc' && orderBy !== 'desc') || (sortBy !== 0 && sortBy !== 1)) return {};
  return { orderBy, sortBy };
}

/**
 * Whether a results address names any filter: one that names none (a bare
 * `/search-result`, a link from the menu) shows the filter kept this visit (spec §2.5).
 */
export function hasFilterParams(search: Record<string, unknown>): boolean {
  return Object.keys(filterSearchParams.shape).some((key) => search[key] !== undefined);
}

const split = (value: string | undefined) =>
  value
    ? [
        ...new Set(
          value
            .split(',')
            .map((item) => item.trim())
            .filter(Boolean),
        ),
      ]
    : [];

/** A list as one URL parameter (`ba-dinh,tay-ho`), left out when empty. */
export const joined = (list: readonly string[]) => (list.length > 0 ? list.join(',') : undefined);

/** The form's filter as URL parameters; empty values are left out so links stay short. */
export function filterToSearchParams(filter: SearchFilter): Record<string, string | number | undefined> {
  const common = {
    type: filter.type,
    keyword: filter.keyword.trim() || undefined,
    cityId: filter.cityId,
    priceMin: filter.price?.[0],
    priceMax: filter.price?.[1],
  };
  if (filter.type === 'office') {
    return {
      ...common,
      checkIn: filter.checkIn ?? undefined,
      checkOut: filter.checkOut ?? undefined,
      adults: filter.adults || undefined,
      children: filter.children || undefined,
      rooms: filter.rooms || undefined,
      facilities: joined(filter.facilities),
    };
  }
  return {
    ...common,
    districts: joined(filter.districts),
    bedrooms: joined(filter.bedrooms),
    sizes: joined(filter.sizes),
    views: joined(filter.views),
    interiorFacilities: joined(filter.interiorFacilities),
    buildingFacilities: joined(filter.buildingFacilities),
  };
}

/** Back from the URL to a form state, e.g. when the results page is opened from a link. */
export function filterFromSearchParams(params: FilterSearchParams, defaultCityId: CityId): SearchFilter {
  const base = emptyFilter(readCityId(params.cityId) ?? defaultCityId, params.type ?? 'residence');
  const sizes = split(params.sizes).filter((key): key is SizeBucketKey =>
    (sizeBucketKeys as readonly string[]).includes(key),
  );
  const price: [number, number] | null =
    params.priceMin !== undefined && params.priceMax !== undefined
      ? [params.priceMin, params.priceMax]
      : null;
  return {
    ...base,
    keyword: params.keyword ?? '',
    districts: split(params.districts),
    bedrooms: split(params.bedrooms),
    sizes,
    views: split(params.views),
    interiorFacilities: split(params.interiorFacilities),
    buildingFacilities: split(params.buildingFacilities),
    facilities: split(params.facilities),
    price,
    checkIn: params.checkIn ?? null,
    checkOut: params.checkOut ?? null,
    adults: params.adults ?? 0,
    children: params.children ?? 0,
    rooms: params.rooms ?? 0,
  };
}

export type SearchApiQuery = Record<string, string | number | undefined>;

/**
 * The booking service's search query (`propertySearchQuerySchema` in shared) for a filter.
 * `extra` carries paging, sort, `bbox` and `projects`.
 */
export function filterToApiQuery(
  filter: SearchFilter,
  context: { lang: Language; currency: CurrencyCode },
  extra: SearchApiQuery = {},
): SearchApiQuery {
  const params = filterToSearchParams(filter);
  // Office dates travel only as a complete pair; the form clears a half-filled one.
  if (filter.type === 'office' && !(filter.checkIn && filter.checkOut)) {
    delete params.checkIn;
    delete params.checkOut;
  }
  return { ...params, lang: context.lang, currency: context.currency, ...extra };
}

/* ----- Session storage (spec §3: filter_search, searchDataCheckInOut) ----------------- */

export const sessionKeys = { filter: 'filter_search', dates: 'searchDataCheckInOut' } as const;

function sessionStorageOrUndefined(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** Keeps the filter for this tab's visit; the dates go under their own key, as the spec has them. */
export function saveFilter(filter: SearchFilter, storage: Storage | undefined = sessionStorageOrUndefined()) {
  if (!storage) return;
  const { checkIn, checkOut, ...rest } = filter;
  try {
    storage.setItem(sessionKeys.filter, JSON.stringify(rest));
    storage.setItem(sessionKeys.dates, JSON.stringify({ checkIn, checkOut }));
  } catch {
    // A full or blocked storage only costs the remembered filter.
  }
}

/** The kept filter and dates as stored: JSON, not checked yet (`parseKeptFilter` does that). */
export type StoredFilter = { filter: unknown; dates: unknown };

/**
 * What this visitor kept this visit, for a form that opens with it: none for a form given a
 * filter (the results page, from its URL), which opens with that instead.
 */
export function readKeptFilter(
  given: { initialFilter?: SearchFilter },
  storage: Storage | undefined = sessionStorageOrUndefined(),
): StoredFilter | null {
  if (given.initialFilter || !storage) return null;
  try {
    const filter = storage.getItem(sessionKeys.filter);
    if (!filter) return null;
    const dates = storage.getItem(sessionKeys.dates);
    return { filter: JSON.parse(filter), dates: dates ? JSON.parse(dates) : {} };
  } catch {
    return null;
  }
}

/**
 * Whether a form would open with a kept filter, told without zod for the form's slot while the
 * page starts: `parseKeptFilter` reads one from any object whose city is known (its schema
 * replaces any other broken value with an empty one).
 */
export function hasKeptFilter(
  given: { initialFilter?: SearchFilter },
  storage: Storage | undefined = sessionStorageOrUndefined(),
): boolean {
  const kept = readKeptFilter(given, storage)?.filter;
  return (
    typeof kept === 'object' &&
    kept !== null &&
    !Array.isArray(kept) &&
    readCityId((kept as { cityId?: unknown }).cityId) !== undefined
  );
}

/**
 * The filter a form would open with (`readKeptFilter`, checked by `parseKeptFilter`), its schema
 * loaded on demand: for code that runs before the form does (a loader's prefetch of its count).
 */
export function loadKeptFilterFor(
  given: { initialFilter?: SearchFilter },
  storage: Storage | undefined = sessionStorageOrUndefined(),
): Promise<SearchFilter | null> {
  const stored = readKeptFilter(given, storage);
  if (!stored) return Promise.resolve(null);
  return import('./kept-filter-schemas').then((module) => module.parseKeptFilter(stored));
}
