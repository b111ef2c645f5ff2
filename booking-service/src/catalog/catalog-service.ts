import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/connect.js';
import type { ReviewsRepository } from '../reviews/reviews-repository.js';
import type { CatalogRepository } from './catalog-repository.js';
import type { CatalogSyncTask } from './catalog-sync-task.js';
import type { CatalogCms } from './catalog-cms.js';
import {
  syncDocument,
  syncProject,
  syncProjects,
  syncReviewTags,
  type DocumentSyncResult,
} from './entry-sync.js';
import { syncAll } from './full-sync.js';

export type { DocumentSyncResult, ProjectSyncResult } from './entry-sync.js';
export type { FullSyncResult } from './full-sync.js';

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
  cms: CatalogCms;
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
export function createCatalogService(deps: CatalogServiceDeps) {
  const { repository, log } = deps;
  const service = {
    syncDocument: (documentId: string, tx?: Database, signal?: AbortSignal) =>
      syncDocument(deps, documentId, tx, signal),
    syncAll: (tx?: Database, signal?: AbortSignal) => syncAll(deps, tx, signal),
    syncProjects: (signal?: AbortSignal) => syncProjects(deps, signal),
    syncReviewTags: (signal?: AbortSignal) => syncReviewTags(deps, signal),
    syncProject: (documentId: string, signal?: AbortSignal) => syncProject(deps, documentId, signal),

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
