import type { CurrencyCode, Language } from '@stayvn/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/**
 * The property's card from the booking service's catalog index: the price in the chosen
 * currency (the same figure the lists show). null when the index does not list it.
 */
export async function getPropertyCard(
  id: string,
  language: Language,
  currency: CurrencyCode,
  signal?: AbortSignal,
) {
  const response = await apiGet('/v1/properties/by-ids', {
    query: { ids: id, lang: language, currency },
    schema: () => import('./schemas').then((module) => module.propertyListSchema),
    signal,
  });
  return response.items.find((item) => item.id === id) ?? null;
}

export const propertyCardQueryOptions = (id: string, language: Language, currency: CurrencyCode) =>
  queryOptions({
    queryKey: ['catalog', 'by-ids', [id], language, currency],
    queryFn: ({ signal }) => getPropertyCard(id, language, currency, signal),
  });
