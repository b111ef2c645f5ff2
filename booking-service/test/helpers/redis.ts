import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll } from 'vitest';

/** The real Redis the tests of shared counters use. */
export const redisUrl = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';

/** A key prefix of the file's own; its keys are deleted after the file's tests. */
export function redisTestPrefix(): string {
  const prefix = `stayvn-test-${randomBytes(4).toString('hex')}:`;
  afterAll(async () => {
    const redis = new Redis(redisUrl);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });
  return prefix;
}

/** Runs `use` with a connection to the test Redis, closed afterwards. */
export async function withRedis<T>(use: (redis: Redis) => Promise<T>): Promise<T> {
  const redis = new Redis(redisUrl);
  try {
    return await use(redis);
  } finally {
    await redis.quit();
  }
}
