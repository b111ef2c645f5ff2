import { createHash, timingSafeEqual } from 'node:crypto';
import { errorCodes } from '@stayvn/shared';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors/app-error.js';

// Hashing first gives equal-length inputs, so the comparison leaks neither content nor length.
function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** Everything under /internal is called by the CMS with the shared webhook secret. */
export default async function internalHooks(fastify: FastifyInstance) {
  fastify.addHook('onRequest', async (request) => {
    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+(.+)$/i.exec(header);
    if (!match || !sameSecret(match[1]!.trim(), fastify.config.CATALOG_WEBHOOK_SECRET)) {
      throw new AppError(401, errorCodes.unauthorized, 'A valid bearer secret is required');
    }
  });
}
