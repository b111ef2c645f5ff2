import type { FastifyBaseLogger } from 'fastify';
import type { CatalogRepository } from './catalog-repository.js';
import type { CatalogService, FullSyncResult } from './catalog-service.js';
import { CmsUnavailableError } from '../cms/cms-client.js';
import { delay } from './delay.js';

export interface StartupSyncOptions {
  service: Pick<CatalogService, 'syncAll'>;
  repository: Pick<CatalogRepository, 'count'>;
  log: FastifyBaseLogger;
  signal: AbortSignal;
  /**
   * The lock that makes one instance of several do the fill (DatabaseConnection.tryLock): its
   * release, or null while another instance holds it. Without it this process fills alone.
   */
  tryLock?: () => Promise<(() => Promise<void>) | null>;
  initialDelayMs?: number;
  maxDelayMs?: number;
}

export type StartupSyncOutcome =
  | { status: 'skipped'; rows: number }
  | { status: 'synced'; result: FullSyncResult; attempts: number }
  | { status: 'aborted'; attempts: number };

/**
 * Fills an empty index from the CMS, once across the instances sharing the database: the one
 * holding the lock fills it, the others wait for the lock and then find the index filled. The
 * CMS may start after this service (or be restarting), so failures are retried with
 * exponential backoff until it answers or the service stops.
 */
export async function runStartupCatalogSync(options: StartupSyncOptions): Promise<StartupSyncOutcome> {
  const { tryLock, signal, initialDelayMs = 1_000 } = options;
  if (!tryLock) return fillIfEmpty(options);
  for (;;) {
    const release = await tryLock();
    if (release) {
      try {
        return await fillIfEmpty(options);
      } finally {
        await release();
      }
    }
    if (!(await delay(initialDelayMs, signal))) return { status: 'aborted', attempts: 0 };
  }
}

async function fillIfEmpty({
  service,
  repository,
  log,
  signal,
  initialDelayMs = 1_000,
  maxDelayMs = 30_000,
}: StartupSyncOptions): Promise<StartupSyncOutcome> {
  const rows = await repository.count();
  if (rows > 0) {
    log.info(
      { rows },
      'catalog: index already filled; webhooks keep it in step (run catalog:sync to rebuild it)',
    );
    return { status: 'skipped', rows };
  }
  log.info('catalog: index is empty; running a full resync from the CMS in the background');
  let wait = initialDelayMs;
  for (let attempts = 1; ; attempts += 1) {
    if (signal.aborted) return { status: 'aborted', attempts: attempts - 1 };
    try {
      const result = await service.syncAll(undefined, signal);
      return { status: 'synced', result, attempts };
    } catch (error) {
      if (signal.aborted) return { status: 'aborted', attempts };
      // An unreachable CMS is expected while it starts: one line, no stack trace.
      const expected = error instanceof CmsUnavailableError;
      log.warn(
        { ...(expected ? {} : { err: error }), attempt: attempts, retryInMs: wait },
        `catalog: startup resync failed (${error instanceof Error ? error.message : String(error)}); retrying`,
      );
      if (!(await delay(wait, signal))) return { status: 'aborted', attempts };
      wait = Math.min(wait * 2, maxDelayMs);
    }
  }
}
