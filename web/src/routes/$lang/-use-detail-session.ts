import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { authAtom, authDialogAtom } from '@/features/accounts/atoms';
import { currencyAtom } from '@/features/preferences/atoms';

/**
 * What the detail pages need from the accounts and preferences features, composed here
 * because features do not import one another. (TanStack's router ignores files starting
 * with "-", so this sits beside the routes that use it without becoming one.)
 */
export function useDetailSession() {
  const auth = useAtomValue(authAtom);
  const openDialog = useSetAtom(authDialogAtom);
  const currency = useAtomValue(currencyAtom);
  const requireLogin = useCallback(() => openDialog('login'), [openDialog]);
  return { currency, isLoggedIn: auth !== null, requireLogin };
}
