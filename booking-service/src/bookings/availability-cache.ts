import type { FastifyReply } from 'fastify';
import { LRUCache } from 'lru-cache';
import { createVersionReader } from '../catalog/search-cache.js';
import type { AvailabilityMonth } from './availability.js';

type Kept = { body: string; validUntil: number | null };
type Compute = () => Promise<Kept>;

/**
 * Availability months kept serialised, keyed as the search cache keys its answers: by the
 * version they were read at, here the property's own (`availability_versions`, moved on in the
 * transaction of any change of its taken nights), read at most every `versionMaxAgeMs`. A hold
 * that runs out frees nights with no change to any row, so an answer holding a live hold is kept
 * only until that hold's end. Askers of one month at one time share one computation.
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

  return {
    /** Sends the month: kept when this version of the property's nights already answered it. */
    async send(
      reply: FastifyReply,
      propertyId: string,
      month: string,
      answer: () => Promise<AvailabilityMonth>,
    ) {
      const compute: Compute = async () => {
        const { answer: value, validUntil } = await answer();
        return { body: String(reply.serialize(value)), validUntil };
      };
      let kept: Kept;
      if (cache) {
        const key = `${await versionOf(propertyId)} ${propertyId} ${month}`;
        kept = (await cache.fetch(key, { context: compute }))!;
        if (kept.validUntil !== null && kept.validUntil <= now()) {
          cache.delete(key);
          kept = (await cache.fetch(key, { context: compute }))!;
        }
      } else kept = await compute();
      return reply.type('application/json; charset=utf-8').send(kept.body);
    },
  };
}

export type AvailabilityCache = ReturnType<typeof createAvailabilityCache>;
