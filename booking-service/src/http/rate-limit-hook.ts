import { errorCodes } from '@stayvn/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error.js';

export type RateLimitHook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * A route hook over one `fastify.createRateLimit` limiter: over the limit it answers 429
 * `too_many_requests` with Retry-After, in the error envelope.
 */
export function rateLimitHook(limiter: ReturnType<FastifyInstance['createRateLimit']>): RateLimitHook {
  return async (request, reply) => {
    const result = await limiter(request);
    if (result.isAllowed || !result.isExceeded) return;
    reply.header('retry-after', String(result.ttlInSeconds));
    throw new AppError(
      429,
      errorCodes.tooManyRequests,
      `Too many attempts, please try again in ${result.ttlInSeconds} seconds`,
    );
  };
}
