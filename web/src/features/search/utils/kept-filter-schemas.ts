import { cityIdSchema, searchLimits, searchTypes, sizeBucketKeys } from '@stayvn/shared';
import { z } from '@/lib/zod';
import type { SearchFilter, StoredFilter } from './search-filter';

/*
 * The filter kept in session storage (spec §3: filter_search, searchDataCheckInOut), checked with
 * its schema. A schema module: loaded with the search form, never while a page starts (the form's
 * slot only asks `hasKeptFilter` whether there is one). It imports no app module, which would
 * come along into the `schemas` chunk (vite.config.ts).
 */

const storedFilterSchema = z.lazy(() =>
  z.object({
    type: z.enum(searchTypes).catch('residence'),
    keyword: z.string().max(searchLimits.keyword).catch(''),
    cityId: cityIdSchema,
    districts: z.array(z.string()).max(searchLimits.multiSelect).catch([]),
    bedrooms: z.array(z.string()).max(searchLimits.multiSelect).catch([]),
    sizes: z.array(z.enum(sizeBucketKeys)).max(searchLimits.multiSelect).catch([]),
    views: z.array(z.string()).max(searchLimits.multiSelect).catch([]),
    interiorFacilities: z.array(z.string()).max(searchLimits.facilities).catch([]),
    buildingFacilities: z.array(z.string()).max(searchLimits.facilities).catch([]),
    facilities: z.array(z.string()).max(searchLimits.facilities).catch([]),
    price: z.tuple([z.number(), z.number()]).nullable().catch(null),
    adults: z.number().int().min(0).max(searchLimits.guestsMax).catch(0),
    children: z.number().int().min(0).max(searchLimits.guestsMax).catch(0),
    rooms: z.number().int().min(0).max(searchLimits.roomsMax).catch(0),
  }),
);

const storedDatesSchema = z.lazy(() =>
  z.object({
    checkIn: z.string().nullable().catch(null),
    checkOut: z.string().nullable().catch(null),
  }),
);

/** The kept filter (`readKeptFilter`), or null when there is none or it no longer parses. */
export function parseKeptFilter(stored: StoredFilter | null): SearchFilter | null {
  if (!stored) return null;
  const parsed = storedFilterSchema.safeParse(stored.filter);
  if (!parsed.success) return null;
  const dates = storedDatesSchema.safeParse(stored.dates);
  return {
    ...parsed.data,
    checkIn: dates.success ? dates.data.checkIn : null,
    checkOut: dates.success ? dates.data.checkOut : null,
  } as SearchFilter;
}
