import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { namedRedisStore } from '../../http/rate-limit-store.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set when REDIS_URL is: counters shared by every instance of the service. */
    redis: Redis | null;
  }
}

/**
 * Rate limiting is opt-in per route (the accounts routes apply per-IP and per-e-mail limits
 * through `fastify.createRateLimit`). Counters live in Redis when REDIS_URL is set, so that
 * several instances count together; in memory otherwise.
 */
export default fp(
  async (fastify) => {
    const { REDIS_URL, REDIS_KEY_PREFIX } = fastify.config;
    const redis = REDIS_URL
      ? new Redis(REDIS_URL, { connectTimeout: 5_000, maxRetriesPerRequest: 1, lazyConnect: true })
      : null;
    if (redis) {
      await redis.connect();
      fastify.addHook('onClose', async () => {
        // A connection already lost (Redis went away) is closed outright instead.
        await redis.quit().catch(() => redis.disconnect());
      });
      fastify.log.info('rate limits counted in Redis');
    }
    fastify.decorate('redis', redis);
    await fastify.register(rateLimit, {
      global: false,
      ...(redis ? { store: namedRedisStore(redis, `${REDIS_KEY_PREFIX}rate-limit:`) } : {}),
    });
  },
  { name: 'rate-limit', dependencies: ['env'] },
);
