import { isHttpError } from '@/lib/http-error';
import type { Session, StoredAuth } from '@/lib/session/schemas';
import { storedAuthFrom } from '@/lib/session/stored-auth';

/** The `login` query value the booking service appends when it sends a social sign-in back. */
export type SocialLoginReturn = 'social' | 'social-failed';

export type SessionStartupInput = {
  stored: StoredAuth | null;
  /** The current time in epoch seconds (the spec compares token expiry in seconds). */
  nowSeconds: number;
  pathname: string;
  socialLogin?: SocialLoginReturn;
  refresh: () => Promise<Session>;
};

export type SessionStartupOutcome = {
  /** The user to keep stored (null: remove it). */
  auth: StoredAuth | null;
  /** Logout is signalled: the stored user was removed because the session ended. */
  loggedOut: boolean;
  /** The page may not stay open without a session (payment summary, booking confirmation). */
  goHome: boolean;
  socialFailed: boolean;
};

export function isAccessTokenExpired(auth: StoredAuth, nowSeconds: number): boolean {
  return auth.token.accessTokenExpiresAt <= nowSeconds;
}

const sessionOnlyPath = /^\/(?:[a-z]{2}\/)?(?:payment-summary|booking-confirm)(?:\/|$)/;

export function needsSession(pathname: string): boolean {
  return sessionOnlyPath.test(pathname);
}

/**
 * The spec's session start-up: an expired access token is refreshed when the user asked to
 * be remembered and dropped otherwise; a 400 from the refresh (the refresh token is gone)
 * ends the session, any other failure changes nothing. A social sign-in that just came back
 * has set the refresh cookie only, so its session is fetched with a refresh too.
 */
export async function runSessionStartup(input: SessionStartupInput): Promise<SessionStartupOutcome> {
  const { stored, nowSeconds, pathname, socialLogin, refresh } = input;
  const unchanged = { auth: stored, loggedOut: false, goHome: false, socialFailed: false };

  if (socialLogin === 'social-failed') return { ...unchanged, socialFailed: true };
  if (socialLogin === 'social') {
    try {
      return { ...unchanged, auth: storedAuthFrom(await refresh()) };
    } catch {
      return { ...unchanged, socialFailed: true };
    }
  }

  if (!stored || !isAccessTokenExpired(stored, nowSeconds)) return unchanged;

  const ended = { auth: null, loggedOut: true, goHome: needsSession(pathname), socialFailed: false };
  if (!stored.rememberMe) return ended;
  try {
    return { ...unchanged, auth: storedAuthFrom(await refresh()) };
  } catch (error) {
    if (isHttpError(error) && error.status === 400) return ended;
    // Offline or a failing service: keep the user; the next call may succeed.
    return unchanged;
  }
}
