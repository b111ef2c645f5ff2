import { cityIdOf, cmsLocaleOf, type CityId, type Language } from '@stayvn/shared';
import { queryOptions } from '@tanstack/react-query';
import { cmsGet } from '@/lib/cms-client';
import type { PriceRanges } from '../utils/search-form-rules';
import type { SearchOption } from './schemas';

const schemas = () => import('./schemas');

/**
 * The search form's choices, read from the CMS in the page language: cities with their
 * districts, bedroom types, views and the facility groups (interior is legacy group 2, building
 * group 3, as in the spec). Entries are chosen by their `key`, the same in every locale.
 */
export type { SearchOption } from './schemas';

export type SearchCity = {
  id: CityId;
  name: string;
  center: [number, number] | null;
  districts: SearchOption[];
};

export type SearchOptions = {
  cities: SearchCity[];
  bedrooms: SearchOption[];
  views: SearchOption[];
  interiorFacilities: SearchOption[];
  buildingFacilities: SearchOption[];
};

export const facilityGroupIds = { interior: 2, building: 3 } as const;

export async function getSearchOptions(language: Language, signal?: AbortSignal): Promise<SearchOptions> {
  const locale = cmsLocaleOf(language);
  const all = { locale, 'pagination[pageSize]': 100 };
  const [cities, bedrooms, views, groups] = await Promise.all([
    cmsGet('/api/cities', {
      query: { ...all, sort: 'order:asc' },
      schema: () => schemas().then((module) => module.citiesResponseSchema),
      signal,
    }),
    cmsGet('/api/bedroom-types', {
      query: { ...all, sort: 'bedrooms:asc' },
      schema: () => schemas().then((module) => module.bedroomTypesResponseSchema),
      signal,
    }),
    cmsGet('/api/views', {
      query: { ...all, sort: 'key:asc' },
      schema: () => schemas().then((module) => module.viewsResponseSchema),
      signal,
    }),
    cmsGet('/api/facility-groups', {
      query: all,
      schema: () => schemas().then((module) => module.facilityGroupsResponseSchema),
      signal,
    }),
  ]);
  const facilitiesOf = (legacyId: number) =>
    (groups.data.find((group) => group.legacyId === legacyId)?.facilities ?? [])
      .filter((facility) => facility.isShow !== false)
      .map(({ key, name }) => ({ key, name }));
  return {
    cities: cities.data.map((city) => ({
      id: cityIdOf(city.code),
      name: city.name,
      center:
        typeof city.latitude === 'number' && typeof city.longitude === 'number'
          ? [city.latitude, city.longitude]
          : null,
      districts: (city.districts ?? []).map(({ key, name }) => ({ key, name })),
    })),
    bedrooms: bedrooms.data.map(({ key, name }) => ({ key, name })),
    views: views.data.map(({ key, name }) => ({ key, name })),
    interiorFacilities: facilitiesOf(facilityGroupIds.interior),
    buildingFacilities: facilitiesOf(facilityGroupIds.building),
  };
}

export const searchOptionsQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: ['cms', 'search-options', language],
    queryFn: ({ signal }) => getSearchOptions(language, signal),
    staleTime: 10 * 60_000,
  });

/** The site setting's price ranges (not localized) for the price slider's bounds. */
export async function getPriceRanges(signal?: AbortSignal): Promise<PriceRanges> {
  const response = await cmsGet('/api/site-setting', {
    schema: () => schemas().then((module) => module.priceRangesResponseSchema),
    signal,
  });
  return response.data;
}

export const priceRangesQueryOptions = () =>
  queryOptions({
    queryKey: ['cms', 'site-setting', 'price-ranges'],
    queryFn: ({ signal }) => getPriceRanges(signal),
    staleTime: 10 * 60_000,
  });
