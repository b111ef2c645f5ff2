import type { FastifyBaseLogger } from 'fastify';
import { CmsUnavailableError } from './cms-client.js';
import { delay } from './delay.js';

export interface CatalogSyncQueueOptions {
  sync: (documentId: string, signal: AbortSignal) => Promise<unknown>;
  log: FastifyBaseLogger;
  /** Waits before each retry of a document whose sync failed (CMS restarting, database busy). */
  retryDelaysMs?: number[];
}

/**
 * Webhook events are answered at once and synced here, one document at a time, so two quick
 * events for the same document can never apply an older read after a newer one. A document
 * already waiting is not queued twice: its one sync will read the latest state anyway.
 * The queue lives in memory; an event lost to a crash is repaired by the full resync.
 */
export function createCatalogSyncQueue({
  sync,
  log,
  retryDelaysMs = [500, 2_000, 10_000],
}: CatalogSyncQueueOptions) {
  const waiting: string[] = [];
  const abort = new AbortController();
  let running: Promise<void> | undefined;
  let idleWaiters: (() => void)[] = [];

  async function syncWithRetries(documentId: string): Promise<void> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        await sync(documentId, abort.signal);
        return;
      } catch (error) {
        if (abort.signal.aborted) return;
        const wait = retryDelaysMs[attempt];
        if (wait === undefined) {
          log.error(
            { err: error, documentId },
            `catalog: giving up syncing ${documentId}; the next resync will repair it`,
          );
          return;
        }
        log.warn(
          { ...(error instanceof CmsUnavailableError ? {} : { err: error }), documentId, retryInMs: wait },
          `catalog: syncing ${documentId} failed (${error instanceof Error ? error.message : String(error)}), retrying`,
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
    enqueue(documentId: string): 'queued' | 'already_queued' | 'closed' {
      if (abort.signal.aborted) return 'closed';
      if (waiting.includes(documentId)) return 'already_queued';
      waiting.push(documentId);
      running ??= work();
      return 'queued';
    },

    /** Resolves once every queued document has been synced (or given up on). */
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
        log.warn({ documentIds: waiting }, 'catalog: dropping queued syncs at shutdown');
      waiting.length = 0;
      abort.abort();
      await running;
    },
  };
}

export type CatalogSyncQueue = ReturnType<typeof createCatalogSyncQueue>;
