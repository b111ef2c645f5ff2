import { errorCodes } from '@stayvn/shared';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors/app-error.js';
import { hasBearerSecret } from '../../http/bearer-secret.js';

/**
 * Everything under /staff is a staff action, guarded by the bearer STAFF_API_TOKEN until the back
 * office has staff accounts with roles (a separate secret from the CMS webhook's: the CMS cannot
 * confirm payments).
 */
export default async function staffHooks(fastify: FastifyInstance) {
  fastify.addHook('onRequest', async (request) => {
    if (!hasBearerSecret(request.headers.authorization, fastify.config.STAFF_API_TOKEN))
      throw new AppError(401, errorCodes.unauthorized, 'A valid staff token is required');
  });
}
