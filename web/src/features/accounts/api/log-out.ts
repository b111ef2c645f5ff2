import { useQueryClient } from '@tanstack/react-query';
import { useStore } from 'jotai';
import { logoutOnServer } from '@/lib/session/access-token';
import { authAtom } from '@/lib/session/atoms';

/**
 * Logs out: the server forgets the session (a failure there changes nothing here), then the
 * page forgets the user and their data. A plain function rather than a mutation, so that the
 * header's user menu needs nothing beyond the page's start.
 */
export function useLogOut() {
  const store = useStore();
  const queryClient = useQueryClient();
  return () =>
    logoutOnServer().then(() => {
      store.set(authAtom, null);
      queryClient.removeQueries({ queryKey: ['me'] });
      queryClient.removeQueries({ queryKey: ['favourites'] });
    });
}
