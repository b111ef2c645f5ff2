import { cmsLocaleOf, type CurrencyCode, type Language } from '@stayvn/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { cmsGet } from '@/lib/cms-client';

export type { ProjectDetail, ProjectSummary } from './schemas';

const schemas = () => import('./schemas');

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
          schema: () => schemas().then((module) => module.featuredProjectsResponseSchema),
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
          schema: () => schemas().then((module) => module.projectDetailResponseSchema),
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
              schema: () => schemas().then((module) => module.propertyListSchema),
              signal,
            })
          ).items,
  });
