import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

export default fp(
  async (fastify) => {
    // Swagger UI sets its own, looser policy on its pages (staticCSP in the swagger plugin).
    await fastify.register(helmet, { global: true });
  },
  { name: 'helmet' },
);
