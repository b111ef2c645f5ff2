import jwt from '@fastify/jwt';
import { accessTokenLifetimeSeconds } from '@stayvn/shared';
import fp from 'fastify-plugin';

declare module '@fastify/jwt' {
  interface FastifyJWT {
    /** `sub` the user id, `sid` the session id that must still be open. */
    payload: { sub: string; sid: string };
    user: { sub: string; sid: string; iat: number; exp: number };
  }
}

/** Short-lived access tokens (HS256, 15 minutes); the session behind each is checked per request. */
export default fp(
  async (fastify) => {
    await fastify.register(jwt, {
      secret: fastify.config.JWT_SECRET,
      sign: { algorithm: 'HS256', expiresIn: `${accessTokenLifetimeSeconds}s` },
      verify: { algorithms: ['HS256'] },
    });
  },
  { name: 'jwt', dependencies: ['env'] },
);
