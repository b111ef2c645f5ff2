import type { HotPropertiesQuery } from '@stayvn/shared';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

const schemas = () => import('./schemas');

export async function getHotProperties(query: HotPropertiesQuery, signal?: AbortSignal) {
  // Validating here too keeps a bad stored city or currency from reaching the service.
  const valid = (await schemas()).hotPropertiesQuerySchema.parse(query);
  const response = await apiGet('/v1/properties/hot', {
    query: valid,
    schema: () => schemas().then((module) => module.propertyListSchema),
    signal,
  });
  return response.items;
}

export const hotPropertiesQueryOptions = (query: HotPropertiesQuery) =>
  queryOptions({
    queryKey: ['catalog', 'hot', query],
    queryFn: ({ signal }) => getHotProperties(query, signal),
    staleTime: 60_000,
  });

export function useHotProperties(query: HotPropertiesQuery) {
  return useSuspenseQuery(hotPropertiesQueryOptions(query));
}
