import { cmsLocaleOf, type Language } from '@stayvn/shared';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { cmsGet } from '@/lib/cms-client';

export type { PropertyDetail } from './schemas';

export async function getPropertyDetail(id: string, language: Language, signal?: AbortSignal) {
  const response = await cmsGet(`/api/properties/${encodeURIComponent(id)}`, {
    query: { locale: cmsLocaleOf(language) },
    schema: () => import('./schemas').then((module) => module.propertyDetailResponseSchema),
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
