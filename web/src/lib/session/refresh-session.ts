import { apiSend } from '@/lib/api-client';
import type { Session } from '@/lib/session/schemas';

let inFlight: Promise<Session> | undefined;

/**
 * POST /v1/auth/refresh with the HttpOnly cookie. Every caller shares one request in flight:
 * the refresh token rotates, and presenting the same token twice would make the service
 * treat it as stolen and revoke the whole session family.
 */
export function refreshSession(baseUrl?: string): Promise<Session> {
  inFlight ??= apiSend('/v1/auth/refresh', {
    method: 'POST',
    schema: () => import('@/features/accounts/api/schemas').then((module) => module.sessionSchema),
    withCredentials: true,
    baseUrl,
  }).finally(() => {
    inFlight = undefined;
  });
  return inFlight;
}
