import {
  addOneMonth,
  checkStayRange,
  currencies,
  searchLimits,
  type CityId,
  type CurrencyCode,
  type Language,
  type SearchType,
} from '@stayvn/shared';
import type { z } from 'zod';
import { defaultOfficeDates, emptyFilter, filterToApiQuery, type SearchFilter } from './search-filter';

/*
 * What only the search form itself does with a filter (selection limits, dates, reset, the
 * price slider, validation): loaded with the form, not with the pages that show its slot
 * (search-filter.ts has what they need).
 */

export type MultiSelectField =
  'districts' | 'bedrooms' | 'sizes' | 'views' | 'interiorFacilities' | 'buildingFacilities' | 'facilities';

/** Districts, bedrooms, sizes and views hold at most 5 (spec §5); facility lists are wider. */
export function selectionLimit(field: MultiSelectField): number {
  return field === 'districts' || field === 'bedrooms' || field === 'sizes' || field === 'views'
    ? searchLimits.multiSelect
    : searchLimits.facilities;
}

/**
 * Adds or removes one choice. As the spec says, the limit is checked on the list before the
 * new choice is added: a full list refuses it (and says so), removing always works.
 */
export function toggleSelection<K extends string>(
  list: readonly K[],
  key: K,
  max: number = searchLimits.multiSelect,
): { list: K[]; refused: boolean } {
  if (list.includes(key)) return { list: list.filter((item) => item !== key), refused: false };
  if (list.length >= max) return { list: [...list], refused: true };
  return { list: [...list, key], refused: false };
}
/**
 * What a count field (adults, children, rooms) keeps of what was typed or stepped (spec §5:
 * whole numbers 0 to `max`, negatives ignored): a negative leaves the value as it was, an
 * emptied field is 0, anything above `max` is `max`.
 */
export function nextCount(entered: number, current: number, max: number): number {
  if (!Number.isFinite(entered)) return 0;
  if (entered < 0) return current;
  return Math.min(Math.round(entered), max);
}

/** The last end date the picker offers for a start date: one month later. */
export function latestCheckOut(checkIn: string): string {
  return addOneMonth(checkIn);
}

/**
 * What submitting the office dates does (spec §4): both missing searches without dates; one
 * missing clears both instead of searching; a broken rule is a field error.
 */
export type OfficeDatesCheck =
  | { action: 'search' }
  | { action: 'clear' }
  | { action: 'error'; field: 'checkIn' | 'checkOut'; code: string };

export function checkOfficeDates(
  checkIn: string | null,
  checkOut: string | null,
  today: string,
): OfficeDatesCheck {
  if (!checkIn && !checkOut) return { action: 'search' };
  if (!checkIn || !checkOut) return { action: 'clear' };
  const broken = checkStayRange(checkIn, checkOut, today);
  return broken ? { action: 'error', ...broken } : { action: 'search' };
}

/**
 * The spec's searchGlobal flag flips on every submit: the string 'false' becomes 'true',
 * anything else 'false'. A new value makes the results page a new location even when the
 * filter did not change, so submitting twice searches twice.
 */
export function nextSearchGlobal(current: unknown): 'true' | 'false' {
  // The router reads `searchGlobal=false` from the URL as the boolean false.
  return String(current) === 'false' ? 'true' : 'false';
}
/** Reset (spec §2.5): filters, keyword and price cleared, the city back to the default. */
export function resetFilter(filter: SearchFilter, defaultCityId: CityId, today: string): SearchFilter {
  const empty = emptyFilter(defaultCityId, filter.type);
  return filter.type === 'office' ? { ...empty, ...defaultOfficeDates(today) } : empty;
}

/** How many filters beyond keyword and city are set; shown on the more-filters button. */
export function activeFilterCount(filter: SearchFilter): number {
  const lists: MultiSelectField[] =
    filter.type === 'residence'
      ? ['districts', 'bedrooms', 'sizes', 'views', 'interiorFacilities', 'buildingFacilities']
      : ['facilities'];
  let count = lists.filter((field) => filter[field].length > 0).length;
  if (filter.price) count += 1;
  if (filter.type === 'office')
    count += [filter.adults, filter.children, filter.rooms].filter(Boolean).length;
  return count;
}

/* ----- Price slider ------------------------------------------------------------------ */

/** The CMS site setting's price ranges, in major units; USD decimals, VND whole dong. */
export type PriceRanges = {
  residencePriceMin?: number | null;
  residencePriceMax?: number | null;
  officePriceMin?: number | null;
  officePriceMax?: number | null;
  residencePriceMinVi?: number | null;
  residencePriceMaxVi?: number | null;
  officePriceMinVi?: number | null;
  officePriceMaxVi?: number | null;
};

/** Before the setting loads the slider spans [0, 5000], offices [0, 100] (spec §9). */
export const fallbackPriceBounds: Record<SearchType, [number, number]> = {
  residence: [0, 5000],
  office: [0, 100],
};

export function priceBounds(
  ranges: PriceRanges | null | undefined,
  type: SearchType,
  currency: CurrencyCode,
): [number, number] {
  const fallback = fallbackPriceBounds[type];
  if (!ranges) return fallback;
  const suffix = currency === 'VND' ? 'Vi' : '';
  const min = ranges[`${type}PriceMin${suffix}` as keyof PriceRanges];
  const max = ranges[`${type}PriceMax${suffix}` as keyof PriceRanges];
  if (typeof min !== 'number' || typeof max !== 'number' || !(max > min)) return fallback;
  return [min, max];
}

/** A slider step that gives about 100 stops: $50 over $5,000, ₫1,000,000 over ₫100,000,000. */
export function priceStep([min, max]: [number, number], currency: CurrencyCode): number {
  const span = max - min;
  const raw = span / 100;
  const magnitude = 10 ** Math.floor(Math.log10(Math.max(raw, 1)));
  const step = [1, 2, 5, 10].map((factor) => factor * magnitude).find((candidate) => candidate >= raw);
  const minimum = currencies[currency].minorDigits === 0 ? 1000 : 1;
  return Math.max(step ?? magnitude * 10, span < 1000 ? 1 : minimum);
}

/* ----- Validation -------------------------------------------------------------------- */

/** The form's fields that can show an error. */
export type FilterField =
  | 'keyword'
  | 'districts'
  | 'bedrooms'
  | 'sizes'
  | 'views'
  | 'interiorFacilities'
  | 'buildingFacilities'
  | 'facilities'
  | 'price'
  | 'dates'
  | 'adults'
  | 'children'
  | 'rooms';

const fieldOfPath: Record<string, FilterField> = {
  priceMin: 'price',
  priceMax: 'price',
  checkIn: 'dates',
  checkOut: 'dates',
};

/**
 * Checks the filter with the shared search schema (the same rules the booking service
 * applies) and returns the message key of the first problem per form field.
 */
export function validateFilter(
  filter: SearchFilter,
  schema: z.ZodType,
  context: { lang: Language; currency: CurrencyCode },
): Partial<Record<FilterField, string>> {
  const parsed = schema.safeParse(filterToApiQuery(filter, context));
  if (parsed.success) return {};
  const errors: Partial<Record<FilterField, string>> = {};
  for (const issue of parsed.error.issues) {
    const head = String(issue.path[0] ?? '');
    const field = fieldOfPath[head] ?? (head as FilterField);
    errors[field] ??= issue.message;
  }
  return errors;
}
