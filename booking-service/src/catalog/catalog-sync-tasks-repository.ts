import { and, asc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../db/connect.js';
import { catalogSyncTasks, type CatalogSyncTaskRow } from '../db/schema/index.js';
import { catalogSyncTaskKey, type CatalogSyncTask } from './catalog-sync-task.js';

/** Drizzle queries over `catalog_sync_tasks` only (see the table's comment). */
export function createCatalogSyncTasksRepository(db: Database) {
  const lease = (leaseMs: number) => sql`now() + ${leaseMs} * interval '1 millisecond'`;

  return {
    /**
     * Stores a sync to do. Answers 'queued' for a new row, 'already_queued' when one was
     * waiting for the same key (its `requested_at` moves on, so a sync in flight runs again).
     */
    async request(task: CatalogSyncTask): Promise<'queued' | 'already_queued'> {
      const [row] = await db
        .insert(catalogSyncTasks)
        .values({ key: catalogSyncTaskKey(task), task })
        .onConflictDoUpdate({
          target: catalogSyncTasks.key,
          set: { task, requestedAt: sql`clock_timestamp()` },
        })
        .returning({ inserted: sql<boolean>`xmax = 0` });
      return row?.inserted ? 'queued' : 'already_queued';
    },

    /** Claims the oldest row no live lease holds, for `leaseMs`; undefined when none is free. */
    async claimNext(leaseMs: number): Promise<CatalogSyncTaskRow | undefined> {
      return db.transaction(async (tx) => {
        const [free] = await tx
          .select({ key: catalogSyncTasks.key })
          .from(catalogSyncTasks)
          .where(or(isNull(catalogSyncTasks.lockedUntil), lt(catalogSyncTasks.lockedUntil, sql`now()`)))
          .orderBy(asc(catalogSyncTasks.requestedAt))
          .limit(1)
          .for('update', { skipLocked: true });
        if (!free) return undefined;
        const [claimed] = await tx
          .update(catalogSyncTasks)
          .set({ lockedUntil: lease(leaseMs), attempts: sql`${catalogSyncTasks.attempts} + 1` })
          .where(eq(catalogSyncTasks.key, free.key))
          .returning();
        return claimed;
      });
    },

    async renewLease(key: string, leaseMs: number): Promise<void> {
      await db
        .update(catalogSyncTasks)
        .set({ lockedUntil: lease(leaseMs) })
        .where(eq(catalogSyncTasks.key, key));
    },

    /**
     * The claimed sync is over: the row goes, unless an event came while it ran (then it is
     * freed, to be synced again with what that event changed).
     */
    async finish(claimed: Pick<CatalogSyncTaskRow, 'key' | 'requestedAt'>): Promise<void> {
      const deleted = await db
        .delete(catalogSyncTasks)
        .where(
          and(eq(catalogSyncTasks.key, claimed.key), eq(catalogSyncTasks.requestedAt, claimed.requestedAt)),
        )
        .returning({ key: catalogSyncTasks.key });
      if (deleted.length === 0)
        await db
          .update(catalogSyncTasks)
          .set({ lockedUntil: null, attempts: 0 })
          .where(eq(catalogSyncTasks.key, claimed.key));
    },

    /** Rows waiting or in flight (the metrics' and tests' view). */
    async count(): Promise<number> {
      const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(catalogSyncTasks);
      return row?.count ?? 0;
    },
  };
}

export type CatalogSyncTasksRepository = ReturnType<typeof createCatalogSyncTasksRepository>;
