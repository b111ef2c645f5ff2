import type { FastifyReply } from 'fastify';
import { LRUCache } from 'lru-cache';
import { createVersionReader } from '../catalog/search-cache.js';
import type { AvailabilityMonth } from './availability.js';

type Kept = { body: string; version: number; validUntil: number | null };
type Compute = () => Promise<Kept>;

/**
 * Availability months kept serialised with the version they were read at: the property's own
 * (`availability_versions`, moved on in the transaction of any change of its taken nights) plus
 * the catalog's (its rates), as the search cache keys its answers. A kept month is sent while
 * the version, read at most every `versionMaxAgeMs`, has not moved past it; a month not kept is
 * read with its version in one round trip, with no read of the version before it. A hold that
 * runs out frees nights with no change to any row, so an answer holding a live hold is kept only
 * until that hold's end. Askers of one month at one time share one computation.
 */
export function createAvailabilityCache({
  maxBytes,
  version,
  versionMaxAgeMs,
  now = Date.now,
}: {
  /** 0 turns the cache off. */
  maxBytes: number;
  version: (propertyId: string) => Promise<number>;
  versionMaxAgeMs: number;
  now?: () => number;
}) {
  const readers = new LRUCache<string, () => Promise<number>>({ max: 10_000 });
  const versionOf = (propertyId: string) => {
    let reader = readers.get(propertyId);
    if (!reader) {
      reader = createVersionReader(() => version(propertyId), versionMaxAgeMs);
      readers.set(propertyId, reader);
    }
    return reader();
  };
  const cache =
    maxBytes > 0
      ? new LRUCache<string, Kept, Compute>({
          maxSize: maxBytes,
          sizeCalculation: (value, key) => 2 * (value.body.length + key.length),
          fetchMethod: (_key, _stale, { context }) => context(),
        })
      : null;
  /** Whether a kept month may still be sent: no change since, and no hold of it run out. */
  const current = async (kept: Kept, propertyId: string) =>
    (kept.validUntil === null || kept.validUntil > now()) && kept.version >= (await versionOf(propertyId));

  return {
    /** Sends the month: kept when this version of the property's nights already answered it. */
    async send(
      reply: FastifyReply,
      propertyId: string,
      month: string,
      answer: () => Promise<AvailabilityMonth>,
    ) {
      const compute: Compute = async () => {
        const { answer: value, version: readAt, validUntil } = await answer();
        return { body: String(reply.serialize(value)), version: readAt, validUntil };
      };
      let kept: Kept;
      if (cache) {
        const key = `${propertyId} ${month}`;
        const earlier = cache.get(key);
        if (earlier && (await current(earlier, propertyId))) kept = earlier;
        else {
          if (earlier && cache.get(key) === earlier) cache.delete(key);
          kept = (await cache.fetch(key, { context: compute }))!;
        }
      } else kept = await compute();
      return reply.type('application/json; charset=utf-8').send(kept.body);
    },
  };
}

export type AvailabilityCache = ReturnType<typeof createAvailabilityCache>;
