import { refreshCookieName } from '@stayvn/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { IssuedSession } from './sessions.js';

// Sent only to the refresh, logout and OAuth routes; never readable by scripts.
const cookiePath = '/v1/auth';

function baseOptions(reply: FastifyReply) {
  return {
    path: cookiePath,
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: reply.server.config.NODE_ENV === 'production',
  };
}

/** A remembered session's cookie lasts 30 days; otherwise the browser drops it when it closes. */
export function setRefreshCookie(reply: FastifyReply, issued: IssuedSession) {
  reply.setCookie(refreshCookieName, issued.refreshToken, {
    ...baseOptions(reply),
    ...(issued.cookieMaxAge === undefined ? {} : { maxAge: issued.cookieMaxAge }),
  });
}

export function clearRefreshCookie(reply: FastifyReply) {
  reply.clearCookie(refreshCookieName, baseOptions(reply));
}

export function refreshTokenOf(request: FastifyRequest): string | undefined {
  return request.cookies[refreshCookieName] || undefined;
}
