import type { QueryClient } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client';
import { likedIdsAtoms } from '@/lib/local-lists';
import type { AppStore } from '@/lib/store';
import { syncedFavouritesAtom, syncedIdsFor, syncServerFavouritesAtom } from '@/lib/synced-favourites';
import { authAtom } from '@/lib/session/atoms';

/**
 * Spec §4 / issue 15: when a visitor signs in, the properties they liked in this browser join
 * their server favourites. The service ignores ids it already has, so sending the same list
 * again (every login) is harmless; a failure leaves the local lists as they are for next time.
 * With them goes the list this browser last synced for the user, so that a like removed in
 * another browser since is not added back from here (issue 31); the answer, the whole server
 * list, then becomes the synced one and drops such likes from the local lists.
 */
export async function mergeLocalLikes(store: AppStore, accessToken: string, queryClient?: QueryClient) {
  const userId = store.get(authAtom)?.userInfo.id;
  if (!userId) return;
  const propertyIds = [...store.get(likedIdsAtoms.apartment), ...store.get(likedIdsAtoms.office)];
  const syncedIds = syncedIdsFor(store.get(syncedFavouritesAtom), userId);
  try {
    const { ids } = await apiSend('/v1/me/favourites/merge', {
      method: 'POST',
      accessToken,
      body: { propertyIds, syncedIds },
      schema: () => import('./schemas').then((module) => module.favouriteIdsSchema),
    });
    store.set(syncServerFavouritesAtom, userId, ids);
    await queryClient?.invalidateQueries({ queryKey: ['favourites'] });
  } catch {
    // Kept locally; the next sign-in sends them again.
  }
}
