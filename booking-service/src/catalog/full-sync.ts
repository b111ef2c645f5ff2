import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/connect.js';
import type { CatalogServiceDeps } from './catalog-service.js';
import type { InvalidCmsEntry } from './catalog-cms.js';
import { readProjects, readProperties, readReviewTags } from './cms-reads.js';

export interface FullSyncResult {
  upserted: number;
  deleted: number;
  /** Projects (the header menu), kept alongside the properties. */
  projects: { upserted: number; deleted: number };
  /** Published entries the CMS answered in a shape the index cannot use; their rows are kept. */
  invalid: InvalidCmsEntry[];
  durationMs: number;
}

/**
 * Re-reads every property, project and review tag, writes them in one transaction and deletes
 * the rows the CMS no longer has (unless indexed since the resync began).
 */
export async function syncAll(
  { db, repository, cms, log, reviewTags, afterFullSync }: CatalogServiceDeps,
  tx?: Database,
  signal?: AbortSignal,
): Promise<FullSyncResult> {
  const started = Date.now();
  const startedAt = await repository.now(tx);
  const { rows, invalid } = await readProperties(cms, signal);
  const projects = await readProjects(cms, signal);
  invalid.push(...projects.invalid);
  const tags = reviewTags ? await readReviewTags(cms, signal) : undefined;
  invalid.push(...(tags?.invalid ?? []));
  // A document whose entry could not be read is kept as it is rather than dropped.
  const keep = [...rows.map((row) => row.documentId), ...invalid.flatMap((entry) => entry.documentId ?? [])];

  const apply = async (executor: Database) => {
    await repository.upsert(rows, executor);
    await repository.upsertProjects(projects.rows, executor);
    if (tags) await reviewTags?.replaceTags(tags.rows, executor);
    return {
      properties: await repository.deleteStale(keep, startedAt, executor),
      projects: await repository.deleteStaleProjects(projects.keep, startedAt, executor),
    };
  };
  const deleted = tx ? await apply(tx) : await db.transaction(apply);
  const result = {
    upserted: rows.length,
    deleted: deleted.properties.length,
    projects: { upserted: projects.rows.length, deleted: deleted.projects.length },
    invalid,
    durationMs: Date.now() - started,
  };
  logFullSync(log, result);
  // Not inside a caller's transaction: what follows reads the index as committed.
  if (!tx && afterFullSync) {
    await afterFullSync().catch((error: unknown) =>
      log.error({ err: error }, 'catalog: the step after the full resync failed'),
    );
  }
  return result;
}

function logFullSync(log: FastifyBaseLogger, result: FullSyncResult) {
  for (const entry of result.invalid) {
    log.warn(
      { invalidCmsEntry: entry },
      `catalog: skipped CMS entry ${entry.documentId ?? '?'} (${entry.locale})`,
    );
  }
  log.info(
    {
      upserted: result.upserted,
      deleted: result.deleted,
      projects: result.projects,
      invalid: result.invalid.length,
      durationMs: result.durationMs,
    },
    'catalog: full resync done',
  );
}
