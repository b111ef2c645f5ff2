import { cmsLocales, type CmsLocale } from '@stayvn/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/connect.js';
import type { CatalogRepository } from './catalog-repository.js';
import { toCatalogRow, type LocalizedEntries } from './catalog-row.js';
import type { CatalogSyncTask } from './catalog-sync-queue.js';
import type { CatalogCmsClient, InvalidCmsEntry } from './cms-client.js';

export type DocumentSyncResult = { documentId: string; action: 'upserted' | 'deleted' | 'absent' };

export interface FullSyncResult {
  upserted: number;
  deleted: number;
  /** Published entries the CMS answered in a shape the index cannot use; their rows are kept. */
  invalid: InvalidCmsEntry[];
  durationMs: number;
}

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
}

/**
 * Keeps the catalog index in step with the CMS. The CMS is always re-read rather than trusting
 * a webhook's payload: only published locales are visible through its REST API, so drafts never
 * reach the index.
 */
export function createCatalogService({ db, repository, cms, log }: CatalogServiceDeps) {
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
      // A document whose entry could not be read is kept as it is rather than dropped.
      const keep = [
        ...rows.map((row) => row.documentId),
        ...invalid.flatMap((entry) => entry.documentId ?? []),
      ];
      const apply = async (executor: Database) => {
        await repository.upsert(rows, executor);
        return repository.deleteStale(keep, startedAt, executor);
      };
      const deleted = tx ? await apply(tx) : await db.transaction(apply);
      for (const entry of invalid) {
        log.warn(
          { invalidCmsEntry: entry },
          `catalog: skipped CMS property ${entry.documentId ?? '?'} (${entry.locale})`,
        );
      }
      const result = {
        upserted: rows.length,
        deleted: deleted.length,
        invalid,
        durationMs: Date.now() - started,
      };
      log.info(
        {
          upserted: result.upserted,
          deleted: result.deleted,
          invalid: invalid.length,
          durationMs: result.durationMs,
        },
        'catalog: full resync done',
      );
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
        case 'related':
          return service.syncRelated(task.documentId, signal);
        case 'all':
          return service.syncAll(undefined, signal);
      }
    },
  };
  return service;
}

export type CatalogService = ReturnType<typeof createCatalogService>;
