import { cmsLocaleOf, type Language } from '@stayvn/shared';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { currencyAtom } from '@/lib/preferences/atoms';
import { cmsGet } from '@/lib/cms-client';
import type { AppStore } from '@/lib/store';
import { propertyCardQueryOptions } from './get-property-price';
import { ratingQueryOptions } from './get-reviews';

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
 * to the route's head. The page shows its own loading, not-found and error states. The card
 * (the price in the visitor's currency) and the rating are asked for at the same time, without
 * waiting: so a prerendered page has them in its HTML and its data (the structured data with
 * its rating; nothing to fetch and check while the page is taken over), and a page the browser
 * renders asks for all three at once.
 */
export async function loadDetailForHead(
  { queryClient, store }: { queryClient: QueryClient; store: AppStore },
  id: string,
  language: Language,
) {
  void queryClient.prefetchQuery(propertyCardQueryOptions(id, language, store.get(currencyAtom)));
  void queryClient.prefetchQuery(ratingQueryOptions(id));
  const property = await queryClient
    .ensureQueryData(propertyDetailQueryOptions(id, language))
    .catch(() => null);
  return { property };
}
