import { cmsLocales, type CmsLocale, type CmsProjectEntry } from '@stayvn/shared';
import type { Database } from '../db/connect.js';
import type { CatalogServiceDeps } from './catalog-service.js';
import { toCatalogRow, type LocalizedEntries } from './catalog-row.js';
import { readProjects, readReviewTags } from './cms-reads.js';
import { toProjectRow, type LocalizedProjectEntries } from './project-row.js';

export type DocumentSyncResult = { documentId: string; action: 'upserted' | 'deleted' | 'absent' };

export type ProjectSyncResult = { documentId: string; action: 'upserted' | 'deleted' | 'absent' };

/** Re-reads one property in every locale: upserted when published, else deleted from the index. */
export async function syncDocument(
  { db, repository, cms, log, afterDocumentSync }: CatalogServiceDeps,
  documentId: string,
  tx?: Database,
  signal?: AbortSignal,
): Promise<DocumentSyncResult> {
  const found = await Promise.all(cmsLocales.map((locale) => cms.getProperty(documentId, locale, signal)));
  const entries: LocalizedEntries = {};
  found.forEach((entry, index) => {
    if (entry) entries[cmsLocales[index] as CmsLocale] = entry;
  });
  const row = toCatalogRow(entries);
  const apply = async (executor: Database): Promise<DocumentSyncResult> => {
    if (row) {
      await repository.upsert([row], executor);
      return { documentId, action: 'upserted' };
    }
    const deleted = await repository.delete(documentId, executor);
    return { documentId, action: deleted ? 'deleted' : 'absent' };
  };
  const result = tx ? await apply(tx) : await db.transaction(apply);
  log.info({ catalogSync: result }, `catalog: ${result.action} ${documentId}`);
  // Not inside a caller's transaction, as afterFullSync.
  if (!tx) await afterDocumentSync?.(result, signal);
  return result;
}

/** Re-reads every published project (the header menu); properties are left as they are. */
export async function syncProjects(
  { db, repository, cms }: CatalogServiceDeps,
  signal?: AbortSignal,
): Promise<{ upserted: number; deleted: number }> {
  const startedAt = await repository.now();
  const { rows, keep } = await readProjects(cms, signal);
  const deleted = await db.transaction(async (executor) => {
    await repository.upsertProjects(rows, executor);
    return repository.deleteStaleProjects(keep, startedAt, executor);
  });
  return { upserted: rows.length, deleted: deleted.length };
}

/** Re-reads every review tag (a handful) after a `review-tag` webhook. */
export async function syncReviewTags(
  { cms, log, reviewTags }: CatalogServiceDeps,
  signal?: AbortSignal,
): Promise<{ tags: number }> {
  if (!reviewTags) return { tags: 0 };
  const { rows } = await readReviewTags(cms, signal);
  await reviewTags.replaceTags(rows);
  log.info({ tags: rows.length }, 'catalog: review tags re-read');
  return { tags: rows.length };
}

/** Re-reads one project (the header menu) in every locale. */
export async function syncProject(
  { repository, cms, log }: CatalogServiceDeps,
  documentId: string,
  signal?: AbortSignal,
): Promise<ProjectSyncResult> {
  const found = await Promise.all(cmsLocales.map((locale) => cms.getProject(documentId, locale, signal)));
  const entries: LocalizedProjectEntries = {};
  found.forEach((entry: CmsProjectEntry | null, index) => {
    if (entry) entries[cmsLocales[index] as CmsLocale] = entry;
  });
  const row = toProjectRow(entries);
  let result: ProjectSyncResult;
  if (row) {
    await repository.upsertProjects([row]);
    result = { documentId, action: 'upserted' };
  } else {
    const deleted = await repository.deleteProject(documentId);
    result = { documentId, action: deleted ? 'deleted' : 'absent' };
  }
  log.info({ projectSync: result }, `catalog: project ${result.action} ${documentId}`);
  return result;
}
