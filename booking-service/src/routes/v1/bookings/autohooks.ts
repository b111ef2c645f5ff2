import type { FastifyInstance } from 'fastify';

/** Every booking endpoint is the caller's own: a bearer access token of an open session. */
export default async function bookingsHooks(fastify: FastifyInstance) {
  fastify.addHook('onRequest', fastify.authenticate);
}
