import { cityIdOf, cityCodeSchema, cmsLocaleOf, type CityId, type Language } from '@stayvn/shared';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { cmsGet } from '@/lib/cms-client';
import type { PriceRanges } from '../utils/search-filter';

/**
 * The search form's choices, read from the CMS in the page language: cities with their
 * districts, bedroom types, views and the facility groups (interior is legacy group 2, building
 * group 3, as in the spec). Entries are chosen by their `key`, the same in every locale.
 */
const optionSchema = z.lazy(() => z.object({ key: z.string(), name: z.string() }));
export type SearchOption = z.infer<typeof optionSchema>;

const citySchema = z.lazy(() =>
  z.object({
    code: cityCodeSchema,
    name: z.string(),
    order: z.number().nullish(),
    latitude: z.number().nullish(),
    longitude: z.number().nullish(),
    districts: z.array(optionSchema).nullish(),
  }),
);

const bedroomTypeSchema = z.lazy(() => optionSchema.unwrap().extend({ bedrooms: z.number().int().nullish() }));

const facilityGroupSchema = z.lazy(() =>
  z.object({
    key: z.string(),
    legacyId: z.number().int().nullish(),
    name: z.string(),
    facilities: z.array(optionSchema.unwrap().extend({ isShow: z.boolean().nullish() })).nullish(),
  }),
);

const decimal = z.lazy(() =>
  z.preprocess(
    (value) => (value === null || value === undefined || value === '' ? null : Number(value)),
    z.number().finite().nullable(),
  ),
);
const priceRangesSchema = z.lazy(() =>
  z.object({
    residencePriceMin: decimal,
    residencePriceMax: decimal,
    officePriceMin: decimal,
    officePriceMax: decimal,
    residencePriceMinVi: decimal,
    residencePriceMaxVi: decimal,
    officePriceMinVi: decimal,
    officePriceMaxVi: decimal,
  }),
);

const list = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item) });

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
    cmsGet('/api/cities', { query: { ...all, sort: 'order:asc' }, schema: list(citySchema), signal }),
    cmsGet('/api/bedroom-types', {
      query: { ...all, sort: 'bedrooms:asc' },
      schema: list(bedroomTypeSchema),
      signal,
    }),
    cmsGet('/api/views', { query: { ...all, sort: 'key:asc' }, schema: list(optionSchema), signal }),
    cmsGet('/api/facility-groups', { query: all, schema: list(facilityGroupSchema), signal }),
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
    schema: z.object({ data: priceRangesSchema }),
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
