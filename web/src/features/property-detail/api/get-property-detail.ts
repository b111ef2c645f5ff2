import { cmsLocaleOf, stayTypeSchema, propertyKindSchema, type Language } from '@stayvn/shared';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { cmsGet, cmsList } from '@/lib/cms-client';
import { cmsMediaSchema } from '@/lib/cms-media';
import { facilitySchema, nearbyCategorySchema, serviceSchema } from '@/lib/cms-detail';

const named = z.lazy(() => z.object({ key: z.string().nullish(), name: z.string() }));

/** Strapi sends decimals as numbers and big integers as strings. */
const amount = z
  .union([z.number(), z.string()])
  .nullish()
  .transform((value) => {
    if (value === null || value === undefined || value === '') return null;
    const number = Number(value);
    return Number.isFinite(number) ? number : null;
  });

/** `GET /api/properties/:documentId` with the CMS's detail populate (cms property-populate). */
export const propertyDetailSchema = z.lazy(() =>
  z.object({
    documentId: z.string(),
    name: z.string(),
    slug: z.string().nullish(),
    kind: propertyKindSchema,
    typeCode: stayTypeSchema,
    address: z.string().nullish(),
    latitude: z.number().nullish(),
    longitude: z.number().nullish(),
    bathrooms: z.number().nullish(),
    size: amount,
    capacity: z.number().nullish(),
    priceUsd: amount,
    priceVnd: amount,
    offerPriceUsd: amount,
    offerPriceVnd: amount,
    isOffer: z.boolean().nullish(),
    overview: z.string().nullish(),
    city: z.object({ code: z.string(), name: z.string() }).nullish(),
    district: named.nullish(),
    project: z.object({ documentId: z.string(), slug: z.string().nullish(), name: z.string() }).nullish(),
    bedroomType: z.object({ key: z.string(), name: z.string(), bedrooms: z.number().nullish() }).nullish(),
    view: named.nullish(),
    facilities: cmsList(facilitySchema),
    offerItems: cmsList(serviceSchema),
    images: cmsList(cmsMediaSchema),
    nearbyCategories: cmsList(nearbyCategorySchema),
  }),
);
export type PropertyDetail = z.infer<typeof propertyDetailSchema>;

const responseSchema = z.lazy(() => z.object({ data: propertyDetailSchema }));

export async function getPropertyDetail(id: string, language: Language, signal?: AbortSignal) {
  const response = await cmsGet(`/api/properties/${encodeURIComponent(id)}`, {
    query: { locale: cmsLocaleOf(language) },
    schema: responseSchema,
    signal,
  });
  return response.data;
}

export const propertyDetailQueryOptions = (id: string, language: Language) =>
  queryOptions({
    queryKey: ['cms', 'property', id, language],
    queryFn: ({ signal }) => getPropertyDetail(id, language, signal),
    staleTime: 5 * 60_000,
  });

/**
 * A detail route's loader: warms the cache and hands the property (null when it cannot be read)
 * to the route's head. The page shows its own loading, not-found and error states.
 */
export async function loadDetailForHead(queryClient: QueryClient, id: string, language: Language) {
  const property = await queryClient
    .ensureQueryData(propertyDetailQueryOptions(id, language))
    .catch(() => null);
  return { property };
}
