import type { CurrencyCode } from '@stayvn/shared';
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { useCallback, useMemo } from 'react';
import { currencyAtom } from '@/lib/preferences/atoms';
import { withAccessToken } from './access-token';
import { authAtom, authDialogAtom } from './atoms';
import type { User } from './schemas';

export type SessionUser = User;

/** What a page needs of the visitor's session and preferences. */
export type SessionView = {
  /** The signed-in user, or null. */
  user: SessionUser | null;
  /** Runs a call with the user's access token (refreshed once on a 401). */
  authorized: <T>(call: (accessToken: string) => Promise<T>) => Promise<T>;
  /** Opens the login dialog. */
  requireLogin: () => void;
  currency: CurrencyCode;
};

/**
 * The one seam between the features and the session: features read the user, make
 * authorized calls and ask for a login here rather than through one another.
 */
export function useSession(): SessionView {
  const store = useStore();
  const auth = useAtomValue(authAtom);
  const openDialog = useSetAtom(authDialogAtom);
  const currency = useAtomValue(currencyAtom);
  const requireLogin = useCallback(() => openDialog('login'), [openDialog]);
  const authorized = useCallback(
    <T>(call: (accessToken: string) => Promise<T>) => withAccessToken(store, call),
    [store],
  );
  const user = auth?.userInfo ?? null;
  return useMemo(
    () => ({ user, authorized, requireLogin, currency }),
    [user, authorized, requireLogin, currency],
  );
}
