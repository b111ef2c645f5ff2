import type { FastifyInstance } from 'fastify';

/** Everything under /v1/me is the caller's own account: a bearer access token of an open session. */
export default async function meHooks(fastify: FastifyInstance) {
  fastify.addHook('onRequest', fastify.authenticate);
}
