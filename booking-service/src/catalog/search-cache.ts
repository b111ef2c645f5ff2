import type { FastifyReply } from 'fastify';
import { LRUCache } from 'lru-cache';

type Compute = () => Promise<string>;

/**
 * Search and count answers, kept serialised and keyed by the index version they were read at
 * (`catalog_version`, moved on by a trigger in the same transaction as any change) and the
 * parsed query. A change committed by any instance of the service makes every older answer
 * unreachable, so no time-to-live is needed; old entries leave as the least recently used.
 * The version is read at most every `versionMaxAgeMs` (one query for many requests under load),
 * so a change shows within that time. Askers of one key at one time share one computation.
 */
export type SearchCache = ReturnType<typeof createSearchCache>;

export function createSearchCache({
  maxBytes,
  version,
  versionMaxAgeMs,
}: {
  /** 0 turns the cache off. */
  maxBytes: number;
  version: () => Promise<number>;
  versionMaxAgeMs: number;
}) {
  const currentVersion = createVersionReader(version, versionMaxAgeMs);

  const cache =
    maxBytes > 0
      ? new LRUCache<string, string, Compute>({
          maxSize: maxBytes,
          // JavaScript strings take up to two bytes a character.
          sizeCalculation: (value, key) => 2 * (value.length + key.length),
          fetchMethod: (_key, _stale, { context }) => context(),
        })
      : null;

  /** The kept JSON text of `query` on `route` at the index's current version, else `compute()`'s. */
  const kept = async (keep: NonNullable<typeof cache>, route: string, query: object, compute: Compute) =>
    keep.fetch(`${await currentVersion()} ${route} ${JSON.stringify(query)}`, { context: compute });

  return {
    /**
     * Sends the answer to `query` on `route`: from the cache when this version of the index
     * already answered it, else `answer()` serialised by the route's response schema.
     */
    async send<T>(reply: FastifyReply, route: string, query: object, answer: () => Promise<T>) {
      if (!cache || !isCacheable(query)) return answer();
      // The route's serializer (its response schema) writes JSON text.
      const body = await kept(cache, route, query, async () => String(reply.serialize(await answer())));
      return reply.type('application/json; charset=utf-8').send(body);
    },

    /**
     * The same for an answer already written as JSON text (`answer()`), sent as it is: the
     * route's response schema documents it but does not serialise it again.
     */
    async sendText(reply: FastifyReply, route: string, query: object, answer: Compute) {
      const body = cache && isCacheable(query) ? await kept(cache, route, query, answer) : await answer();
      return reply.type('application/json; charset=utf-8').send(body);
    },
  };
}

/**
 * Offices searched by dates depend on bookings, whose payment holds run out with time rather
 * than with a change to the index: those answers are never kept.
 */
function isCacheable(query: object): boolean {
  return !('checkIn' in query && query.checkIn) && !('checkOut' in query && query.checkOut);
}

/**
 * A version read at most every `maxAgeMs`: one query for many requests under load, so a change
 * shows within that time. Readers at one time share one query.
 */
export function createVersionReader(version: () => Promise<number>, maxAgeMs: number): () => Promise<number> {
  let known: { version: number; readAt: number } | null = null;
  let reading: Promise<number> | null = null;
  return () => {
    if (known && performance.now() - known.readAt < maxAgeMs) return Promise.resolve(known.version);
    // Timed from before the read: a change committed while it runs is not trusted away.
    const readAt = performance.now();
    reading ??= version()
      .then((value) => {
        known = { version: value, readAt };
        return value;
      })
      .finally(() => {
        reading = null;
      });
    return reading;
  };
}
