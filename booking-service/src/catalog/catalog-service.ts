import { cmsLocales, type CmsLocale } from '@stayvn/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/connect.js';
import type { CatalogRepository } from './catalog-repository.js';
import { toCatalogRow, type LocalizedEntries } from './catalog-row.js';
import type { CatalogSyncTask } from './catalog-sync-task.js';
import type { CatalogCmsClient, InvalidCmsEntry } from './cms-client.js';
import type { NewReviewTagRow } from '../db/schema/index.js';
import type { ReviewsRepository } from '../reviews/reviews-repository.js';
import type { CmsProjectEntry } from './cms-property.js';
import { toProjectRow, type LocalizedProjectEntries } from './project-row.js';

export type DocumentSyncResult = { documentId: string; action: 'upserted' | 'deleted' | 'absent' };

export interface FullSyncResult {
  upserted: number;
  deleted: number;
  /** Projects (the header menu), kept alongside the properties. */
  projects: { upserted: number; deleted: number };
  /** Published entries the CMS answered in a shape the index cannot use; their rows are kept. */
  invalid: InvalidCmsEntry[];
  durationMs: number;
}

export type ProjectSyncResult = { documentId: string; action: 'upserted' | 'deleted' | 'absent' };

export type RelatedSyncResult = {
  relatedDocumentId: string;
  /** Re-read one by one, or by a full resync when many properties copy from the entry. */
  mode: 'documents' | 'all';
  properties: number;
};

/**
 * Above this many properties copying from one taxonomy entry, a full resync (a few list pages
 * per locale) costs the CMS less than reading each property in three locales.
 */
export const relatedResyncThreshold = 30;

export interface CatalogServiceDeps {
  db: Database;
  repository: CatalogRepository;
  cms: CatalogCmsClient;
  log: FastifyBaseLogger;
  /** Where the CMS's review tags are kept (their titles answer reviews in every language). */
  reviewTags?: Pick<ReviewsRepository, 'replaceTags'>;
  /** Runs after each full resync that succeeded (the demo reviews' seed, the CMS channel feeds). */
  afterFullSync?: () => Promise<void>;
  /** Runs after each property synced on its own (its CMS channel feeds); a throw fails the sync. */
  afterDocumentSync?: (result: DocumentSyncResult, signal?: AbortSignal) => Promise<unknown>;
}

/**
 * Keeps the catalog index in step with the CMS. The CMS is always re-read rather than trusting
 * a webhook's payload: only published locales are visible through its REST API, so drafts never
 * reach the index.
 */
export function createCatalogService({
  db,
  repository,
  cms,
  log,
  reviewTags,
  afterFullSync,
  afterDocumentSync,
}: CatalogServiceDeps) {
  /** Every review tag in every locale, one row per key with its titles. */
  async function readReviewTags(signal?: AbortSignal) {
    const byKey = new Map<string, NewReviewTagRow>();
    const invalid: InvalidCmsEntry[] = [];
    for (const locale of cmsLocales) {
      const list = await cms.listReviewTags(locale, signal);
      invalid.push(...list.invalid);
      for (const tag of list.entries) {
        const row = byKey.get(tag.key) ?? { key: tag.key, documentId: tag.documentId, title: {} };
        row.title = { ...row.title, [locale]: tag.title.trim() };
        byKey.set(tag.key, row);
      }
    }
    return { rows: [...byKey.values()], invalid };
  }

  /** Every published project in every locale; `keep` also names those the CMS answered badly. */
  async function readProjects(signal?: AbortSignal) {
    const byDocument = new Map<string, LocalizedProjectEntries>();
    const invalid: InvalidCmsEntry[] = [];
    for (const locale of cmsLocales) {
      const list = await cms.listProjects(locale, signal);
      invalid.push(...list.invalid);
      for (const entry of list.entries) {
        byDocument.set(entry.documentId, { ...byDocument.get(entry.documentId), [locale]: entry });
      }
    }
    const rows = [...byDocument.values()]
      .map((entries) => toProjectRow(entries))
      .filter((row) => row !== null);
    const keep = [
      ...rows.map((row) => row.documentId),
      ...invalid.flatMap((entry) => entry.documentId ?? []),
    ];
    return { rows, invalid, keep };
  }

  const service = {
    async syncDocument(documentId: string, tx?: Database, signal?: AbortSignal): Promise<DocumentSyncResult> {
      const found = await Promise.all(
        cmsLocales.map((locale) => cms.getProperty(documentId, locale, signal)),
      );
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
    },

    async syncAll(tx?: Database, signal?: AbortSignal): Promise<FullSyncResult> {
      const started = Date.now();
      const startedAt = await repository.now(tx);
      const byDocument = new Map<string, LocalizedEntries>();
      const invalid: InvalidCmsEntry[] = [];
      for (const locale of cmsLocales) {
        const list = await cms.listProperties(locale, signal);
        invalid.push(...list.invalid);
        for (const entry of list.entries) {
          const entries = byDocument.get(entry.documentId) ?? {};
          entries[locale] = entry;
          byDocument.set(entry.documentId, entries);
        }
      }
      const rows = [...byDocument.values()]
        .map((entries) => toCatalogRow(entries))
        .filter((row) => row !== null);
      const projects = await readProjects(signal);
      invalid.push(...projects.invalid);
      const tags = reviewTags ? await readReviewTags(signal) : undefined;
      invalid.push(...(tags?.invalid ?? []));
      // A document whose entry could not be read is kept as it is rather than dropped.
      const keep = [
        ...rows.map((row) => row.documentId),
        ...invalid.flatMap((entry) => entry.documentId ?? []),
      ];

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
      for (const entry of invalid) {
        log.warn(
          { invalidCmsEntry: entry },
          `catalog: skipped CMS entry ${entry.documentId ?? '?'} (${entry.locale})`,
        );
      }
      const result = {
        upserted: rows.length,
        deleted: deleted.properties.length,
        projects: { upserted: projects.rows.length, deleted: deleted.projects.length },
        invalid,
        durationMs: Date.now() - started,
      };
      log.info(
        {
          upserted: result.upserted,
          deleted: result.deleted,
          projects: result.projects,
          invalid: invalid.length,
          durationMs: result.durationMs,
        },
        'catalog: full resync done',
      );
      // Not inside a caller's transaction: what follows reads the index as committed.
      if (!tx && afterFullSync) {
        await afterFullSync().catch((error: unknown) =>
          log.error({ err: error }, 'catalog: the step after the full resync failed'),
        );
      }
      return result;
    },

    /** Re-reads every published project (the header menu); properties are left as they are. */
    async syncProjects(signal?: AbortSignal): Promise<{ upserted: number; deleted: number }> {
      const startedAt = await repository.now();
      const { rows, keep } = await readProjects(signal);
      const deleted = await db.transaction(async (executor) => {
        await repository.upsertProjects(rows, executor);
        return repository.deleteStaleProjects(keep, startedAt, executor);
      });
      return { upserted: rows.length, deleted: deleted.length };
    },

    /** Re-reads every review tag (a handful) after a `review-tag` webhook. */
    async syncReviewTags(signal?: AbortSignal): Promise<{ tags: number }> {
      if (!reviewTags) return { tags: 0 };
      const { rows } = await readReviewTags(signal);
      await reviewTags.replaceTags(rows);
      log.info({ tags: rows.length }, 'catalog: review tags re-read');
      return { tags: rows.length };
    },

    /** Re-reads one project (the header menu) in every locale. */
    async syncProject(documentId: string, signal?: AbortSignal): Promise<ProjectSyncResult> {
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
    },

    /**
     * A taxonomy entry (district, project, view, facility...) changed: the properties that copy
     * its names or keys are read again. Relations are by document id, so the index knows them.
     */
    async syncRelated(relatedDocumentId: string, signal?: AbortSignal): Promise<RelatedSyncResult> {
      const documentIds = await repository.listIdsRelatedTo(relatedDocumentId);
      if (documentIds.length > relatedResyncThreshold) {
        await service.syncAll(undefined, signal);
        return { relatedDocumentId, mode: 'all', properties: documentIds.length };
      }
      for (const documentId of documentIds) {
        signal?.throwIfAborted();
        await service.syncDocument(documentId, undefined, signal);
      }
      log.info(
        { relatedDocumentId, properties: documentIds.length },
        `catalog: re-read ${documentIds.length} properties related to ${relatedDocumentId}`,
      );
      return { relatedDocumentId, mode: 'documents', properties: documentIds.length };
    },

    async syncTask(task: CatalogSyncTask, signal?: AbortSignal): Promise<unknown> {
      switch (task.type) {
        case 'property':
          return service.syncDocument(task.documentId, undefined, signal);
        case 'related': {
          // A project is listed itself (the menu) besides being copied into its properties.
          if (task.model === 'project') await service.syncProject(task.documentId, signal);
          const related = await service.syncRelated(task.documentId, signal);
          // Projects copy their city's name; a renamed city re-reads them (a few list pages).
          if (task.model === 'city' && related.mode !== 'all') await service.syncProjects(signal);
          return related;
        }
        case 'review-tags':
          return service.syncReviewTags(signal);
        case 'all':
          return service.syncAll(undefined, signal);
      }
    },
  };
  return service;
}

export type CatalogService = ReturnType<typeof createCatalogService>;
