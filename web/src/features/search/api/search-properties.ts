import type { CityId, CurrencyCode, Language, SearchType } from '@stayvn/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { HttpError } from '@/lib/http-error';
import type { SearchApiQuery } from '../utils/search-filter';

const schemas = () => import('./schemas');

/**
 * Booking-service catalogue reads. The query is checked with the shared schema first, so a
 * broken URL shows field errors without a round trip; it is then sent as built (the schema's
 * defaults are the service's too). `bbox` and `projects` pass through unchanged.
 */
async function checkedQuery(query: SearchApiQuery): Promise<SearchApiQuery> {
  const parsed = (await schemas()).propertySearchQuerySchema.safeParse(query);
  if (!parsed.success) {
    throw new HttpError(
      'api',
      400,
      'validation_failed',
      'Invalid search',
      parsed.error.issues.map((issue) => ({
        field: issue.path.join('.'),
        code: issue.message,
        message: issue.message,
      })),
    );
  }
  return query;
}

export const searchResultsQueryOptions = (query: SearchApiQuery) =>
  queryOptions({
    queryKey: ['catalog', 'search', query],
    queryFn: async ({ signal }) =>
      apiGet('/v1/properties/search', {
        query: await checkedQuery(query),
        schema: () => schemas().then((module) => module.propertySearchResultSchema),
        signal,
      }),
    staleTime: 30_000,
  });

export const searchCountQueryOptions = (query: SearchApiQuery) =>
  queryOptions({
    queryKey: ['catalog', 'search-count', query],
    queryFn: async ({ signal }) =>
      apiGet('/v1/properties/search/count', {
        query: await checkedQuery(query),
        schema: () => schemas().then((module) => module.propertySearchCountSchema),
        signal,
      }),
    staleTime: 30_000,
  });

export type OffersQuery = {
  type: SearchType;
  cityId: CityId;
  lang: Language;
  currency: CurrencyCode;
  pageIndex: number;
  pageSize: number;
};

export const offersQueryOptions = (query: OffersQuery) =>
  queryOptions({
    queryKey: ['catalog', 'offers', query],
    queryFn: async ({ signal }) =>
      apiGet('/v1/properties/offers', {
        query: (await schemas()).propertyOffersQuerySchema.parse(query),
        schema: () => schemas().then((module) => module.propertyPageSchema),
        signal,
      }),
    staleTime: 30_000,
  });

export const propertiesByIdsQueryOptions = (ids: string[], lang: Language, currency: CurrencyCode) =>
  queryOptions({
    queryKey: ['catalog', 'by-ids', ids, lang, currency],
    queryFn: async ({ signal }) => {
      if (ids.length === 0) return [];
      const query = (await schemas()).propertiesByIdsQuerySchema.parse({ ids, lang, currency });
      const response = await apiGet('/v1/properties/by-ids', {
        query: { ids: query.ids.join(','), lang: query.lang, currency: query.currency },
        schema: () => schemas().then((module) => module.propertyListSchema),
        signal,
      });
      return response.items;
    },
    staleTime: 30_000,
  });
