import { errorCodes } from '@stayvn/shared';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors/app-error.js';
import { hasBearerSecret } from '../../http/bearer-secret.js';

/** Everything under /internal is called by the CMS with the shared webhook secret. */
export default async function internalHooks(fastify: FastifyInstance) {
  fastify.addHook('onRequest', async (request) => {
    if (!hasBearerSecret(request.headers.authorization, fastify.config.CATALOG_WEBHOOK_SECRET)) {
      throw new AppError(401, errorCodes.unauthorized, 'A valid bearer secret is required');
    }
  });
}
