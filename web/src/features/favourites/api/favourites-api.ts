import type { CurrencyCode, Language, PropertyCard } from '@stayvn/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useStore } from 'jotai';
import { withAccessToken } from '@/lib/session/access-token';
import { apiGet, apiSend } from '@/lib/api-client';
import type { AppStore } from '@/lib/store';
import { syncServerFavouritesAtom } from '@/lib/synced-favourites';

const schemas = () => import('./schemas');

/** The spec's fetch size for a signed-in visitor's favourites: every one at once, paged here. */
export const serverFavouritesFetchSize = 999;

export const serverFavouritesKey = (userId: string) => ['favourites', 'server', userId] as const;

/** A signed-in visitor's favourites (spec §7.5 get-favorites, pageSize 999), as cards. */
export const serverFavouritesQueryOptions = (
  store: AppStore,
  userId: string,
  language: Language,
  currency: CurrencyCode,
) =>
  queryOptions({
    queryKey: [...serverFavouritesKey(userId), language, currency],
    queryFn: ({ signal }) =>
      withAccessToken(store, (accessToken) =>
        apiSend('/v1/me/favourites', {
          method: 'GET',
          accessToken,
          query: { pageIndex: 1, pageSize: serverFavouritesFetchSize, lang: language, currency },
          schema: () => schemas().then((module) => module.favouritesPageSchema),
          signal,
        }),
      ).then((page): PropertyCard[] => page.items),
  });

/**
 * Every id of a signed-in visitor's server favourites (the detail's Save shows what the server
 * holds). Each answer is taken in as the synced list: likes removed elsewhere leave the local lists.
 */
export const favouriteIdsQueryOptions = (store: AppStore, userId: string) =>
  queryOptions({
    queryKey: [...serverFavouritesKey(userId), 'ids'],
    queryFn: async ({ signal }) => {
      const { ids } = await withAccessToken(store, (accessToken) =>
        apiSend('/v1/me/favourites/ids', {
          method: 'GET',
          accessToken,
          schema: () => schemas().then((module) => module.favouriteIdsSchema),
          signal,
        }),
      );
      store.set(syncServerFavouritesAtom, userId, ids);
      return ids;
    },
  });

/** Cards for ids kept in this browser (liked lists, history), in the order of the ids. */
export const localCardsQueryOptions = (ids: string[], language: Language, currency: CurrencyCode) =>
  queryOptions({
    queryKey: ['catalog', 'by-ids', ids, language, currency],
    queryFn: async ({ signal }) => {
      if (ids.length === 0) return [];
      const response = await apiGet('/v1/properties/by-ids', {
        query: { ids: ids.join(','), lang: language, currency },
        schema: () => schemas().then((module) => module.propertyListSchema),
        signal,
      });
      return response.items;
    },
    staleTime: 30_000,
  });

/** Adds (`liked`) or removes one property in the signed-in visitor's server list. */
export function setServerFavourite(store: AppStore, propertyId: string, liked: boolean) {
  return withAccessToken(store, (accessToken) =>
    apiSend(`/v1/me/favourites/${encodeURIComponent(propertyId)}`, {
      method: liked ? 'PUT' : 'DELETE',
      accessToken,
    }),
  );
}

export function useSetServerFavourite() {
  const store = useStore();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ propertyId, liked }: { propertyId: string; liked: boolean }) =>
      setServerFavourite(store, propertyId, liked),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['favourites', 'server'] }),
  });
}

/** Removes the given favourites, or every one, from the signed-in visitor's server list. */
export function useRemoveServerFavourites() {
  const store = useStore();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { propertyIds: string[] } | { all: true }) =>
      withAccessToken(store, (accessToken) =>
        apiSend('/v1/me/favourites/remove', { method: 'POST', accessToken, body: input }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['favourites', 'server'] }),
  });
}
