import type { Redis } from 'ioredis';

/**
 * Counts the wrong passwords given for each e-mail (by a hash of it) over a fixed window that
 * starts with the first. An attempt is counted when it starts, so that parallel guesses cannot
 * all slip under the threshold, and taken back when it turns out not to be a wrong password.
 */
export interface LoginFailures {
  /** Counts one more attempt; answers the count including it. */
  begin(key: string): Promise<number>;
  /** Takes back an attempt that was not a wrong password (a missing captcha, a bad request). */
  takeBack(key: string): Promise<void>;
  /** Forgets the count: a success ends the captcha's requirement for its key. */
  reset(key: string): Promise<void>;
}

/** More keys than this in memory and the oldest windows go first (a flood of made-up e-mails). */
const maxMemoryKeys = 100_000;

export function memoryLoginFailures(windowMs: number, now = () => Date.now()): LoginFailures {
  const counts = new Map<string, { count: number; resetAt: number }>();
  return {
    async begin(key) {
      const time = now();
      let entry = counts.get(key);
      if (!entry || entry.resetAt <= time) {
        counts.delete(key);
        if (counts.size >= maxMemoryKeys) {
          // A Map iterates in insertion order: the first keys are the oldest windows.
          for (const [old, value] of counts) {
            if (counts.size < maxMemoryKeys && value.resetAt > time) break;
            counts.delete(old);
          }
        }
        entry = { count: 0, resetAt: time + windowMs };
        counts.set(key, entry);
      }
      entry.count += 1;
      return entry.count;
    },
    async takeBack(key) {
      const entry = counts.get(key);
      if (entry && entry.count > 0) entry.count -= 1;
    },
    async reset(key) {
      counts.delete(key);
    },
  };
}

// Decrements only a key that still exists, so an expired window is not revived without a TTL.
const takeBackScript = `if redis.call('exists', KEYS[1]) == 1 then return redis.call('decr', KEYS[1]) end return 0`;

/** Shared by every instance of the service, as the rate limits are when Redis is configured. */
export function redisLoginFailures(redis: Redis, prefix: string, windowMs: number): LoginFailures {
  return {
    async begin(key) {
      const name = `${prefix}${key}`;
      const count = await redis.incr(name);
      if (count === 1) await redis.pexpire(name, windowMs);
      return count;
    },
    async takeBack(key) {
      await redis.eval(takeBackScript, 1, `${prefix}${key}`);
    },
    async reset(key) {
      await redis.del(`${prefix}${key}`);
    },
  };
}
