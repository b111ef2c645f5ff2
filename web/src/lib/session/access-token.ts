import { errorCodes } from '@stayvn/shared';
import { apiSend } from '@/lib/api-client';
import { HttpError, isHttpError } from '@/lib/http-error';
import type { AppStore } from '@/lib/store';
import { authAtom, authNoticeAtom } from './atoms';
import { refreshSession } from './refresh-session';
import type { Session } from './schemas';
import { storedAuthFrom } from './stored-auth';

/** Ends the session on the server; the cookie is cleared even when the answer is lost. */
export function logoutOnServer(baseUrl?: string): Promise<void> {
  return apiSend('/v1/auth/logout', { method: 'POST', withCredentials: true, baseUrl }).catch(
    () => undefined,
  );
}

/** The spec's "logout is signalled": the stored user goes, and the page says why. */
export function signalLogout(store: AppStore) {
  if (store.get(authAtom) === null) return;
  store.set(authAtom, null);
  store.set(authNoticeAtom, 'signed-out');
}

export type AuthorizedCallOptions = {
  refresh?: () => Promise<Session>;
};

/**
 * Runs a /v1/me* call with the stored access token. On a 401 (the token expired during the
 * visit) it refreshes once and retries once; a 400 from the refresh ends the session.
 */
export async function withAccessToken<T>(
  store: AppStore,
  call: (accessToken: string) => Promise<T>,
  { refresh = () => refreshSession() }: AuthorizedCallOptions = {},
): Promise<T> {
  const auth = store.get(authAtom);
  if (!auth) throw new HttpError('api', 401, errorCodes.unauthorized, 'Not signed in');
  try {
    return await call(auth.token.accessToken);
  } catch (error) {
    if (!isHttpError(error) || error.status !== 401) throw error;
    let session: Session;
    try {
      session = await refresh();
    } catch (refreshError) {
      if (isHttpError(refreshError) && refreshError.status === 400) signalLogout(store);
      throw error;
    }
    // Keep where the user chose to be stored, whatever the refresh answer echoes.
    store.set(authAtom, { ...storedAuthFrom(session), rememberMe: auth.rememberMe });
    return call(session.accessToken);
  }
}
