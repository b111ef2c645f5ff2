import type { FastifyBaseLogger } from 'fastify';
import { CmsUnavailableError } from '../cms/cms-client.js';
import type { CatalogSyncTasksRepository } from './catalog-sync-tasks-repository.js';
import { catalogSyncTaskKey, type CatalogSyncTask } from './catalog-sync-task.js';
import { delay } from './delay.js';

export interface CatalogSyncQueueOptions {
  sync: (task: CatalogSyncTask, signal: AbortSignal) => Promise<unknown>;
  tasks: CatalogSyncTasksRepository;
  log: FastifyBaseLogger;
  /** Waits before each retry of a document whose sync failed (CMS restarting, database busy). */
  retryDelaysMs?: number[];
  /** How long a claimed sync stays this instance's without a renewal (renewed a third as often). */
  leaseMs?: number;
  /** How often the worker looks for syncs left by an instance that died. */
  pollMs?: number;
}

/**
 * Webhook events are stored (`catalog_sync_tasks`) before they are answered, then synced here,
 * one task at a time per instance; a row is one instance's at a time (a renewed lease), so two
 * quick events for the same document never apply an older read after a newer one. An event for
 * a task already waiting is not stored twice: its one sync reads the latest state anyway. When
 * an instance dies mid-sync, its lease runs out and another instance's worker, which looks every
 * `pollMs`, syncs the task.
 */
export function createCatalogSyncQueue({
  sync,
  tasks,
  log,
  retryDelaysMs = [500, 2_000, 10_000],
  leaseMs = 30_000,
  pollMs = 5_000,
}: CatalogSyncQueueOptions) {
  const abort = new AbortController();
  let running: Promise<void> | undefined;
  let idleWaiters: (() => void)[] = [];
  let poller: NodeJS.Timeout | undefined;

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

  /** Syncs one claimed row, keeping its lease alive meanwhile; false when none was free. */
  async function syncNext(): Promise<boolean> {
    const claimed = await tasks.claimNext(leaseMs);
    if (!claimed) return false;
    const renewal = setInterval(() => {
      tasks.renewLease(claimed.key, leaseMs).catch((error: unknown) => {
        log.warn({ err: error, key: claimed.key }, 'catalog: renewing a sync lease failed');
      });
    }, leaseMs / 3);
    try {
      await syncWithRetries(claimed.task);
    } finally {
      clearInterval(renewal);
    }
    // Shutting down mid-sync: the row stays, and its lease hands it to the next worker.
    if (!abort.signal.aborted) await tasks.finish(claimed);
    return true;
  }

  async function work(): Promise<void> {
    try {
      while (!abort.signal.aborted && (await syncNext()));
    } catch (error) {
      if (!abort.signal.aborted)
        log.error({ err: error }, 'catalog: the sync worker failed; it tries again soon');
    } finally {
      running = undefined;
      const waiters = idleWaiters;
      idleWaiters = [];
      for (const resolve of waiters) resolve();
    }
  }

  function wake(): void {
    if (!abort.signal.aborted) running ??= work();
  }

  return {
    /** Stores the task (then the webhook may answer) and wakes this instance's worker. */
    async enqueue(task: CatalogSyncTask): Promise<'queued' | 'already_queued' | 'closed'> {
      if (abort.signal.aborted) return 'closed';
      const status = await tasks.request(task);
      wake();
      return status;
    },

    /** Looks for stored syncs now and then every `pollMs` (those of instances that died). */
    start(): void {
      if (poller || abort.signal.aborted) return;
      wake();
      poller = setInterval(wake, pollMs);
      poller.unref();
    },

    /** Resolves once this instance's worker has nothing left it can claim. */
    idle(): Promise<void> {
      if (!running) return Promise.resolve();
      return new Promise((resolve) => idleWaiters.push(resolve));
    },

    /** Syncs stored and not yet done, on every instance. */
    size: () => tasks.count(),

    /** Stops taking work and waits for the sync in flight to stop; stored rows stay stored. */
    async close(): Promise<void> {
      clearInterval(poller);
      abort.abort();
      await running;
    },
  };
}

export type CatalogSyncQueue = ReturnType<typeof createCatalogSyncQueue>;
