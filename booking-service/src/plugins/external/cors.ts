import cors from '@fastify/cors';
import fp from 'fastify-plugin';

export default fp(
  async (fastify) => {
    // The web app calls from its own origin; only the listed origins may read answers.
    await fastify.register(cors, {
      origin: fastify.config.CORS_ORIGINS,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    });
  },
  { name: 'cors', dependencies: ['env'] },
);
