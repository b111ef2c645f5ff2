import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The signed-in user of a public form when the request carries a valid bearer token; anonymous
 * (null) otherwise, never an error: the form works for everyone.
 */
export async function optionalUserId(
  fastify: FastifyInstance,
  request: FastifyRequest,
): Promise<string | null> {
  if (!request.headers.authorization) return null;
  try {
    await fastify.authenticate(request);
    return request.account?.user.id ?? null;
  } catch {
    return null;
  }
}
