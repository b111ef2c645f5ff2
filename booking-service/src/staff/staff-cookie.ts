import { staffRefreshCookieName, staffSessionLifetimeSeconds } from '@stayvn/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';

// Sent only to the staff log-in routes; never readable by scripts.
const cookiePath = '/staff/auth';

function baseOptions(reply: FastifyReply) {
  return {
    path: cookiePath,
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: reply.server.config.NODE_ENV === 'production',
  };
}

export function setStaffRefreshCookie(reply: FastifyReply, refreshToken: string) {
  reply.setCookie(staffRefreshCookieName, refreshToken, {
    ...baseOptions(reply),
    maxAge: staffSessionLifetimeSeconds,
  });
}

export function clearStaffRefreshCookie(reply: FastifyReply) {
  reply.clearCookie(staffRefreshCookieName, baseOptions(reply));
}

export function staffRefreshTokenOf(request: FastifyRequest): string | undefined {
  return request.cookies[staffRefreshCookieName] || undefined;
}
