import type { FastifyBaseLogger } from 'fastify';
import { CmsUnavailableError } from './cms-client.js';
import { delay } from './delay.js';

/**
 * What an event asks for: re-read one property; re-read the properties that copy facts from a
 * taxonomy entry (district, project, view...); or rebuild the whole index.
 */
export type CatalogSyncTask =
  | { type: 'property'; documentId: string }
  | { type: 'related'; model: string; documentId: string }
  | { type: 'review-tags' }
  | { type: 'all' };

export function catalogSyncTaskKey(task: CatalogSyncTask): string {
  if (task.type === 'all' || task.type === 'review-tags') return task.type;
  return task.type === 'property' ? `property:${task.documentId}` : `related:${task.documentId}`;
}

export interface CatalogSyncQueueOptions {
  sync: (task: CatalogSyncTask, signal: AbortSignal) => Promise<unknown>;
  log: FastifyBaseLogger;
  /** Waits before each retry of a document whose sync failed (CMS restarting, database busy). */
  retryDelaysMs?: number[];
}

/**
 * Webhook events are answered at once and synced here, one task at a time, so two quick
 * events for the same document can never apply an older read after a newer one. A task
 * already waiting is not queued twice: its one sync will read the latest state anyway.
 * The queue lives in memory; an event lost to a crash is repaired by the full resync.
 */
export function createCatalogSyncQueue({
  sync,
  log,
  retryDelaysMs = [500, 2_000, 10_000],
}: CatalogSyncQueueOptions) {
  const waiting: CatalogSyncTask[] = [];
  const abort = new AbortController();
  let running: Promise<void> | undefined;
  let idleWaiters: (() => void)[] = [];

  async function syncWithRetries(task: CatalogSyncTask): Promise<void> {
    const key = catalogSyncTaskKey(task);
    for (let attempt = 0; ; attempt += 1) {
      try {
        await sync(task, abort.signal);
        return;
      } catch (error) {
        if (abort.signal.aborted) return;
        const wait = retryDelaysMs[attempt];
        if (wait === undefined) {
          log.error(
            { err: error, task },
            `catalog: giving up syncing ${key}; the next resync will repair it`,
          );
          return;
        }
        log.warn(
          { ...(error instanceof CmsUnavailableError ? {} : { err: error }), task, retryInMs: wait },
          `catalog: syncing ${key} failed (${error instanceof Error ? error.message : String(error)}), retrying`,
        );
        if (!(await delay(wait, abort.signal))) return;
      }
    }
  }

  async function work(): Promise<void> {
    while (waiting.length > 0 && !abort.signal.aborted) {
      await syncWithRetries(waiting.shift()!);
    }
    running = undefined;
    const waiters = idleWaiters;
    idleWaiters = [];
    for (const resolve of waiters) resolve();
  }

  return {
    enqueue(task: CatalogSyncTask): 'queued' | 'already_queued' | 'closed' {
      if (abort.signal.aborted) return 'closed';
      const key = catalogSyncTaskKey(task);
      if (waiting.some((other) => catalogSyncTaskKey(other) === key)) return 'already_queued';
      waiting.push(task);
      running ??= work();
      return 'queued';
    },

    /** Resolves once every queued task has been synced (or given up on). */
    idle(): Promise<void> {
      if (!running) return Promise.resolve();
      return new Promise((resolve) => idleWaiters.push(resolve));
    },

    get size(): number {
      return waiting.length + (running ? 1 : 0);
    },

    /** Stops taking work, abandons what waits and waits for the sync in flight to stop. */
    async close(): Promise<void> {
      if (waiting.length > 0)
        log.warn({ tasks: waiting.map(catalogSyncTaskKey) }, 'catalog: dropping queued syncs at shutdown');
      waiting.length = 0;
      abort.abort();
      await running;
    },
  };
}

export type CatalogSyncQueue = ReturnType<typeof createCatalogSyncQueue>;
