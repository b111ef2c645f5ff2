import { errorCodes } from '@stayvn/shared';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { UserRow } from '../../db/schema/index.js';
import { AppError } from '../../errors/app-error.js';

export interface Account {
  user: UserRow;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook: a valid bearer access token whose session is still open, or 401. */
    authenticate(request: FastifyRequest): Promise<void>;
  }
  interface FastifyRequest {
    /** Set by `authenticate`; routes behind it may rely on it. */
    account: Account | null;
  }
}

export function accountOf(request: FastifyRequest): Account {
  if (!request.account) throw new AppError(401, errorCodes.unauthorized, 'Please log in');
  return request.account;
}

export default fp(
  async (fastify) => {
    fastify.decorateRequest('account', null);
    fastify.decorate('authenticate', async (request: FastifyRequest) => {
      let claims: { sub: string; sid: string };
      try {
        claims = await request.jwtVerify();
      } catch {
        throw new AppError(401, errorCodes.unauthorized, 'A valid access token is required');
      }
      // A signature proves who issued the token, not that its session is still open: logout,
      // refresh-token reuse and password changes revoke sessions before their tokens expire.
      const user = await fastify.accountsService.authenticate(claims);
      if (!user)
        throw new AppError(401, errorCodes.unauthorized, 'The session has ended, please log in again');
      request.account = { user, sessionId: claims.sid };
    });
  },
  { name: 'authentication', dependencies: ['jwt', 'accounts-service'] },
);
