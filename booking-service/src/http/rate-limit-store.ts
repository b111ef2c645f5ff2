import { createRequire } from 'node:module';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';

interface RedisStoreCtor {
  new (
    continueExceeding: boolean,
    exponentialBackoff: boolean,
    redis: Redis,
    key: string,
  ): FastifyRateLimitStore;
}

// The plugin's own Redis store (its Lua counter); it is not among the package's typed exports.
const RedisStore = createRequire(import.meta.url)(
  '@fastify/rate-limit/store/RedisStore.js',
) as RedisStoreCtor;

/**
 * @fastify/rate-limit's Redis store, but a limiter made by `createRateLimit` keeps the plain
 * name space: the stock store prefixes each child with its route's method and URL, which such a
 * limiter does not have, so every key read `rate-limit:undefinedundefined-…`. Our key generators
 * name their limiter (`login:ip:…`, `enquiry:email:…`), which is all a key needs.
 */
export function namedRedisStore(redis: Redis, nameSpace: string): FastifyRateLimitStoreCtor {
  return class NamedRedisStore implements FastifyRateLimitStore {
    private readonly store: FastifyRateLimitStore;

    constructor(options: { continueExceeding?: boolean; exponentialBackoff?: boolean }) {
      this.store = new RedisStore(
        options.continueExceeding ?? false,
        options.exponentialBackoff ?? false,
        redis,
        nameSpace,
      );
    }

    incr(...args: Parameters<FastifyRateLimitStore['incr']>): void {
      this.store.incr(...args);
    }

    child(options: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      return new NamedRedisStore(options as { continueExceeding?: boolean });
    }
  };
}
