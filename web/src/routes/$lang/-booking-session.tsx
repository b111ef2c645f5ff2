import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { useCallback, useMemo, type ReactNode } from 'react';
import { withAccessToken } from '@/lib/session/access-token';
import { authAtom, authDialogAtom } from '@/lib/session/atoms';
import { BookingSessionProvider, type BookingSession } from '@/features/booking/booking-session';
import { currencyAtom } from '@/lib/preferences/atoms';

/**
 * Gives the booking pages the session, the authorized call and the currency: composed here
 * because features do not import one another ("-" files are not routes).
 */
export function BookingSessionRoot({ children }: { children: ReactNode }) {
  const store = useStore();
  const auth = useAtomValue(authAtom);
  const openDialog = useSetAtom(authDialogAtom);
  const currency = useAtomValue(currencyAtom);
  const requireLogin = useCallback(() => openDialog('login'), [openDialog]);
  const authorized = useCallback(
    <T,>(call: (accessToken: string) => Promise<T>) => withAccessToken(store, call),
    [store],
  );
  const user = auth?.userInfo ?? null;
  const session = useMemo<BookingSession>(
    () => ({ user, authorized, requireLogin, currency }),
    [user, authorized, requireLogin, currency],
  );
  return <BookingSessionProvider value={session}>{children}</BookingSessionProvider>;
}
