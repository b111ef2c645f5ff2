import type { StaffSession } from '@stayvn/shared';
import { atom } from 'jotai';
import type { z } from 'zod';
import { apiSend, type ApiSendRequest } from '@/lib/api-client';
import { isHttpError } from '@/lib/http-error';
import { appStore } from '@/lib/store';

/**
 * The staff member's session (issue 19), apart from a guest's: its access token lives in memory
 * only; the refresh cookie (HttpOnly, path /staff/auth on the booking service) brings it back
 * after a reload for up to 8 hours.
 */
export const staffSessionAtom = atom<StaffSession | null>(null);

export function currentStaffSession(): StaffSession | null {
  return appStore.get(staffSessionAtom);
}

export function setStaffSession(session: StaffSession | null) {
  appStore.set(staffSessionAtom, session);
}

let refreshing: Promise<StaffSession | null> | null = null;

/** Rotates the refresh cookie for a new access token; null when there is no session to resume. */
export function refreshStaffSession(): Promise<StaffSession | null> {
  refreshing ??= apiSend('/staff/auth/refresh', {
    method: 'POST',
    withCredentials: true,
    schema: () => import('./schemas').then((m) => m.staffSessionSchema),
  })
    .then(
      (session) => session,
      () => null,
    )
    .then((session) => {
      setStaffSession(session);
      return session;
    })
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

/** The session, resumed from the refresh cookie when the page was just opened. */
export async function ensureStaffSession(): Promise<StaffSession | null> {
  return currentStaffSession() ?? refreshStaffSession();
}

export async function logoutStaff(): Promise<void> {
  try {
    await apiSend('/staff/auth/logout', { method: 'POST', withCredentials: true });
  } finally {
    setStaffSession(null);
  }
}

const expiresSoon = (session: StaffSession) => session.accessTokenExpiresAt * 1000 - Date.now() < 30_000;

/**
 * A call with the staff access token: renewed first when it is about to expire, and once more
 * when the service answers 401 (the token ended meanwhile). A session that cannot be renewed is
 * gone: the console goes back to its log-in.
 */
export async function staffSend<T extends z.ZodType = z.ZodUndefined>(
  path: string,
  request: Omit<ApiSendRequest<T>, 'accessToken' | 'method'> & { method?: ApiSendRequest<T>['method'] },
): Promise<z.output<T>> {
  let session = currentStaffSession();
  if (!session || expiresSoon(session)) session = await refreshStaffSession();
  const call = (token: string | undefined) =>
    apiSend<T>(path, { method: 'GET', ...request, accessToken: token });
  try {
    return await call(session?.accessToken);
  } catch (error) {
    if (!isHttpError(error) || error.status !== 401) throw error;
    const renewed = await refreshStaffSession();
    if (!renewed) throw error;
    return call(renewed.accessToken);
  }
}

/** A private stored file (an owner's or an issue's image) as an object URL for an <img>. */
export async function staffFileUrl(url: string): Promise<string> {
  let session = currentStaffSession();
  if (!session || expiresSoon(session)) session = await refreshStaffSession();
  const response = await fetch(url, {
    headers: session ? { Authorization: `Bearer ${session.accessToken}` } : {},
  });
  if (!response.ok) throw new Error(`${response.status}`);
  return URL.createObjectURL(await response.blob());
}
