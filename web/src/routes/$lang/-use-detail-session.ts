import type { Language } from '@stayvn/shared';
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { useCallback } from 'react';
import { authAtom, authDialogAtom } from '@/features/accounts/atoms';
import { setServerFavourite } from '@/features/favourites/api/favourites-api';
import { currencyAtom } from '@/features/preferences/atoms';
import { usePropertyEnquiry } from './-property-enquiry';

/**
 * What the detail pages need from the accounts, favourites, enquiries and preferences features,
 * composed here because features do not import one another. (TanStack's router ignores files
 * starting with "-", so this sits beside the routes that use it without becoming one.)
 */
export function useDetailSession(language: Language) {
  const store = useStore();
  const auth = useAtomValue(authAtom);
  const openDialog = useSetAtom(authDialogAtom);
  const currency = useAtomValue(currencyAtom);
  const requireLogin = useCallback(() => openDialog('login'), [openDialog]);
  const saveLike = useCallback((id: string, liked: boolean) => setServerFavourite(store, id, liked), [store]);
  const renderContact = usePropertyEnquiry(language);
  return { currency, isLoggedIn: auth !== null, requireLogin, saveLike, renderContact };
}
