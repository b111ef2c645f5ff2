import type { Language } from '@stayvn/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useStore } from 'jotai';
import { useCallback } from 'react';
import {
  favouriteIdsQueryOptions,
  serverFavouritesKey,
  setServerFavourite,
} from '@/features/favourites/api/favourites-api';
import { useSession } from '@/lib/session/use-session';
import { syncServerFavouritesAtom } from '@/lib/synced-favourites';
import { usePropertyEnquiry } from './-property-enquiry';

/**
 * What the detail pages need from the favourites and enquiries features, composed here because
 * features do not import one another; the session itself is lib/session/use-session's.
 * (TanStack's router ignores files starting with "-", so this sits beside the routes that use
 * it without becoming one.)
 */
export function useDetailSession(language: Language) {
  const store = useStore();
  const queryClient = useQueryClient();
  const userId = useSession().user?.id ?? null;
  // A signed-in visitor's Save shows what the server holds, whatever this browser's list says.
  const saved = useQuery({ ...favouriteIdsQueryOptions(store, userId ?? ''), enabled: userId !== null });
  const saveLike = useCallback(
    async (id: string, liked: boolean) => {
      await setServerFavourite(store, id, liked);
      if (!userId) return;
      const { queryKey } = favouriteIdsQueryOptions(store, userId);
      const current = queryClient.getQueryData(queryKey);
      if (current) {
        const next = liked
          ? [id, ...current.filter((item) => item !== id)]
          : current.filter((item) => item !== id);
        queryClient.setQueryData(queryKey, next);
        store.set(syncServerFavouritesAtom, userId, next);
      }
      await queryClient.invalidateQueries({ queryKey: serverFavouritesKey(userId) });
    },
    [store, queryClient, userId],
  );
  const renderContact = usePropertyEnquiry(language);
  return {
    savedIds: userId !== null ? saved.data : undefined,
    saveLike,
    renderContact,
  };
}
