import type { QueryClient } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client';
import { likedIdsAtoms } from '@/lib/local-lists';
import type { AppStore } from '@/lib/store';

/**
 * Spec §4 / issue 15: when a visitor signs in, the properties they liked in this browser join
 * their server favourites. The service ignores ids it already has, so sending the same list
 * again (every login) is harmless; a failure leaves the local lists as they are for next time.
 */
export async function mergeLocalLikes(store: AppStore, accessToken: string, queryClient?: QueryClient) {
  const propertyIds = [...store.get(likedIdsAtoms.apartment), ...store.get(likedIdsAtoms.office)];
  if (propertyIds.length === 0) return;
  try {
    await apiSend('/v1/me/favourites/merge', { method: 'POST', accessToken, body: { propertyIds } });
    await queryClient?.invalidateQueries({ queryKey: ['favourites'] });
  } catch {
    // Kept locally; the next sign-in sends them again.
  }
}
