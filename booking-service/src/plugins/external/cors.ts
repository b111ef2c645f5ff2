import cors from '@fastify/cors';
import fp from 'fastify-plugin';

export default fp(
  async (fastify) => {
    // The web app calls from its own origin; only the listed origins may read answers. They
    // may send cookies: the refresh token is an HttpOnly cookie of /v1/auth.
    await fastify.register(cors, {
      origin: fastify.config.CORS_ORIGINS,
      credentials: true,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    });
  },
  { name: 'cors', dependencies: ['env'] },
);
