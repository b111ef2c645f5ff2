import { createHmac } from 'node:crypto';
import cookie from '@fastify/cookie';
import fp from 'fastify-plugin';

export default fp(
  async (fastify) => {
    // Signed cookies (the OAuth state) use a key derived from JWT_SECRET: one secret to manage,
    // and a leaked cookie signature says nothing about the token key.
    const secret = createHmac('sha256', fastify.config.JWT_SECRET)
      .update('stayvn cookie signing')
      .digest('hex');
    await fastify.register(cookie, { secret });
  },
  { name: 'cookie', dependencies: ['env'] },
);
