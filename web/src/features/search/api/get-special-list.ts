import { cmsLocaleOf, type Language } from '@stayvn/shared';
import { queryOptions } from '@tanstack/react-query';
import { cmsGet } from '@/lib/cms-client';

export type SpecialList = { id: string; name: string; propertyIds: string[] };

/**
 * A curated list (spec §2.6) by its document id or its key. Only the name and the member ids
 * come from the CMS: the cards are asked from the booking service, in the chosen currency.
 * Null when no published list has that id.
 */
export async function getSpecialList(id: string, language: Language, signal?: AbortSignal) {
  const response = await cmsGet('/api/special-lists', {
    query: {
      locale: cmsLocaleOf(language),
      'filters[$or][0][documentId][$eq]': id,
      'filters[$or][1][key][$eq]': id,
      'fields[0]': 'name',
      'populate[properties][fields][0]': 'documentId',
      'pagination[pageSize]': 1,
    },
    schema: () => import('./schemas').then((module) => module.specialListsResponseSchema),
    signal,
  });
  const list = response.data[0];
  if (!list) return null;
  return {
    id: list.documentId,
    name: list.name,
    propertyIds: (list.properties ?? []).map((property) => property.documentId),
  } satisfies SpecialList;
}

export const specialListQueryOptions = (id: string, language: Language) =>
  queryOptions({
    queryKey: ['cms', 'special-list', id, language],
    queryFn: ({ signal }) => getSpecialList(id, language, signal),
    staleTime: 5 * 60_000,
  });

export type SpecialListName = { key: string; name: string };

/** The published lists' keys and names, oldest first: the links beside a listing's search form. */
export async function getSpecialListNames(language: Language, signal?: AbortSignal) {
  const response = await cmsGet('/api/special-lists', {
    query: {
      locale: cmsLocaleOf(language),
      'fields[0]': 'key',
      'fields[1]': 'name',
      sort: 'createdAt:asc',
      'pagination[pageSize]': 20,
    },
    schema: () => import('./schemas').then((module) => module.specialListNamesResponseSchema),
    signal,
  });
  return response.data.map(({ key, name }): SpecialListName => ({ key, name }));
}

export const specialListNamesQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: ['cms', 'special-list-names', language],
    queryFn: ({ signal }) => getSpecialListNames(language, signal),
    staleTime: 5 * 60_000,
  });
