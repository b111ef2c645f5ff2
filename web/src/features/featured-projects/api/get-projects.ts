import { cmsLocaleOf, propertyListSchema, type CurrencyCode, type Language } from '@stayvn/shared';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet } from '@/lib/api-client';
import { cmsGet, cmsList } from '@/lib/cms-client';
import { facilitySchema, nearbyCategorySchema, serviceSchema } from '@/lib/cms-detail';
import { cmsMediaSchema } from '@/lib/cms-media';

const place = z.lazy(() => z.object({ name: z.string() }).nullish());

/** A project (building) as the featured list shows it (spec §3 Featured project). */
export const projectSummarySchema = z.lazy(() =>
  z.object({
    documentId: z.string(),
    slug: z.string().nullish(),
    name: z.string(),
    address: z.string().nullish(),
    quantity: z.number().nullish(),
    city: place,
    district: place,
    gallery: cmsList(cmsMediaSchema),
  }),
);
export type ProjectSummary = z.infer<typeof projectSummarySchema>;

/** `GET /api/projects/:documentId` with the CMS's detail populate (cms project-populate). */
export const projectDetailSchema = z.lazy(() =>
  projectSummarySchema.unwrap().extend({
    latitude: z.number().nullish(),
    longitude: z.number().nullish(),
    overview: z.string().nullish(),
    facilities: cmsList(facilitySchema),
    services: cmsList(serviceSchema),
    nearbyCategories: cmsList(nearbyCategorySchema),
    properties: cmsList(z.object({ documentId: z.string() })),
  }),
);
export type ProjectDetail = z.infer<typeof projectDetailSchema>;

export const featuredProjectsQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: ['cms', 'projects', 'featured', language],
    queryFn: async ({ signal }) =>
      (
        await cmsGet('/api/projects', {
          query: {
            locale: cmsLocaleOf(language),
            'filters[featured][$eq]': 'true',
            sort: 'id:asc',
            'pagination[pageSize]': 50,
          },
          schema: z.object({ data: z.array(projectSummarySchema) }),
          signal,
        })
      ).data,
    staleTime: 5 * 60_000,
  });

export const projectDetailQueryOptions = (id: string, language: Language) =>
  queryOptions({
    queryKey: ['cms', 'project', id, language],
    queryFn: async ({ signal }) =>
      (
        await cmsGet(`/api/projects/${encodeURIComponent(id)}`, {
          query: { locale: cmsLocaleOf(language) },
          schema: z.object({ data: projectDetailSchema }),
          signal,
        })
      ).data,
    staleTime: 5 * 60_000,
  });

/**
 * The project's apartments as cards from the booking service's index (prices in the chosen
 * currency, as every list shows them). The CMS names the ids; the index orders and prices them.
 */
export const projectCardsQueryOptions = (ids: string[], language: Language, currency: CurrencyCode) =>
  queryOptions({
    queryKey: ['catalog', 'by-ids', ids, language, currency],
    queryFn: async ({ signal }) =>
      ids.length === 0
        ? []
        : (
            await apiGet('/v1/properties/by-ids', {
              query: { ids: ids.join(','), lang: language, currency },
              schema: propertyListSchema,
              signal,
            })
          ).items,
  });
