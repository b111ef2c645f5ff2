import type { AppStore } from '@/lib/store';
import { authAtom, authNoticeAtom } from '@/lib/session/atoms';
import { logoutOnServer, signalLogout } from '@/lib/session/access-token';
import { refreshSession } from '@/lib/session/refresh-session';
import {
  runSessionStartup,
  type SessionStartupOutcome,
  type SocialLoginReturn,
} from '@/lib/session/session-startup';

/**
 * Runs the session start-up once per page load. The first caller gets the outcome (to send
 * the visitor home from a payment page); later navigations get undefined.
 */
export async function startSessionOnce(
  store: AppStore,
  location: { pathname: string; socialLogin?: SocialLoginReturn },
): Promise<SessionStartupOutcome | undefined> {
  if (started) {
    await started;
    return undefined;
  }
  started = runSessionStartup({
    stored: store.get(authAtom),
    nowSeconds: Math.floor(Date.now() / 1000),
    pathname: location.pathname,
    socialLogin: location.socialLogin,
    refresh: () => refreshSession(),
  }).then((outcome) => {
    if (outcome.loggedOut) {
      signalLogout(store);
      // The refresh cookie of a not-remembered session may still be valid: end it too.
      void logoutOnServer();
    } else if (outcome.auth !== store.get(authAtom)) {
      store.set(authAtom, outcome.auth);
    }
    if (outcome.socialFailed) store.set(authNoticeAtom, 'social-failed');
    // Back from Google or Facebook with a new session: the local likes join it (as at login).
    if (location.socialLogin === 'social' && outcome.auth)
      void import('./merge-local-likes').then((module) =>
        module.mergeLocalLikes(store, outcome.auth!.token.accessToken),
      );
    return outcome;
  });
  return started;
}
let started: Promise<SessionStartupOutcome> | undefined;
