import type { FastifyInstance } from 'fastify';

/**
 * Everything under /staff is a staff action. The role guard runs first: a staff session
 * (its own token secret and audience) with the role the route names, or the machine token
 * STAFF_API_TOKEN where the route lets commands in (`config.staffAccess`, src/plugins/app/staff.ts).
 * Every change writes its audit entry in its own transaction (`fastify.staffAction`); the onSend
 * check logs a successful change that did not.
 */
export default async function staffHooks(fastify: FastifyInstance) {
  fastify.addHook('onRequest', fastify.staffGuard);
  fastify.addHook('onSend', fastify.staffAuditCheck);
}
