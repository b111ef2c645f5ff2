import {
  cmsListPageSchema,
  cmsProjectEntrySchema,
  cmsProjectResponseSchema,
  cmsPropertyResponseSchema,
  cmsPropertySchema,
  cmsReviewTagSchema,
  cmsSiteSettingResponseSchema,
  type CmsLocale,
  type CmsProjectEntry,
  type CmsProperty,
  type CmsReviewTag,
  type CmsSupportContact,
} from '@stayvn/shared';
import type { z } from 'zod';
import { CmsResponseError, problemsOf, type CmsClient } from '../cms/cms-client.js';

export interface InvalidCmsEntry {
  documentId: string | null;
  locale: CmsLocale;
  problems: string[];
}

export interface CmsEntryList<T> {
  entries: T[];
  invalid: InvalidCmsEntry[];
}
export type CmsPropertyList = CmsEntryList<CmsProperty>;

const supportContactsSchema = cmsSiteSettingResponseSchema(['supportContacts']);

/** What the catalog (and the enquiries' support addresses) read from the CMS. */
export interface CatalogCms {
  /** The site setting's support contacts (empty when the setting or the field is missing). */
  getSupportContacts(signal?: AbortSignal): Promise<CmsSupportContact[]>;
  /** One published locale of a document, or null when that locale is not published. */
  getProperty(documentId: string, locale: CmsLocale, signal?: AbortSignal): Promise<CmsProperty | null>;
  /** Every published property in one locale, all pages. */
  listProperties(locale: CmsLocale, signal?: AbortSignal): Promise<CmsPropertyList>;
  /** One published locale of a project, or null when that locale is not published. */
  getProject(documentId: string, locale: CmsLocale, signal?: AbortSignal): Promise<CmsProjectEntry | null>;
  /** Every published project in one locale, all pages. */
  listProjects(locale: CmsLocale, signal?: AbortSignal): Promise<CmsEntryList<CmsProjectEntry>>;
  /** Every review tag in one locale. */
  listReviewTags(locale: CmsLocale, signal?: AbortSignal): Promise<CmsEntryList<CmsReviewTag>>;
}

export function createCatalogCms(cms: CmsClient, { pageSize = 100 }: { pageSize?: number } = {}): CatalogCms {
  /** Every published entry of a collection in one locale; entries are checked one by one. */
  async function listAll<T>(
    collection: string,
    schema: z.ZodType<T>,
    locale: CmsLocale,
    signal?: AbortSignal,
  ): Promise<CmsEntryList<T>> {
    const entries: T[] = [];
    const invalid: InvalidCmsEntry[] = [];
    for (let page = 1, pageCount = 1; page <= pageCount; page += 1) {
      const query = new URLSearchParams({
        locale,
        'pagination[page]': String(page),
        'pagination[pageSize]': String(pageSize),
        // A stable order keeps pages from overlapping while editors publish during a resync.
        sort: 'id:asc',
      });
      const list = await cms.read(cmsListPageSchema, `/api/${collection}`, `${collection} list`, {
        query,
        signal,
      });
      if (!list) throw new CmsResponseError(`CMS has no /api/${collection} (is the content type deployed?)`);
      pageCount = list.meta.pagination.pageCount;
      for (const raw of list.data) {
        const entry = schema.safeParse(raw);
        if (entry.success) entries.push(entry.data);
        else invalid.push({ documentId: documentIdOf(raw), locale, problems: problemsOf(entry.error) });
      }
    }
    return { entries, invalid };
  }

  /** One published locale of a document, or null when the CMS answers 404. */
  async function getOne<T>(
    collection: string,
    what: string,
    schema: z.ZodType<{ data: T }>,
    documentId: string,
    locale: CmsLocale,
    signal?: AbortSignal,
  ): Promise<T | null> {
    const path = `/api/${collection}/${encodeURIComponent(documentId)}`;
    const query = new URLSearchParams({ locale });
    const document = await cms.read(schema, path, `${what} ${documentId} (${locale})`, { query, signal });
    return document?.data ?? null;
  }

  return {
    async getSupportContacts(signal) {
      const setting = await cms.read(supportContactsSchema, '/api/site-setting', 'site setting', { signal });
      return setting?.data.supportContacts ?? [];
    },
    // The CMS's <type>-populate middlewares decide what comes with an entry.
    getProperty: (documentId, locale, signal) =>
      getOne('properties', 'property', cmsPropertyResponseSchema, documentId, locale, signal),
    listProperties: (locale, signal) => listAll('properties', cmsPropertySchema, locale, signal),
    getProject: (documentId, locale, signal) =>
      getOne('projects', 'project', cmsProjectResponseSchema, documentId, locale, signal),
    listProjects: (locale, signal) => listAll('projects', cmsProjectEntrySchema, locale, signal),
    listReviewTags: (locale, signal) => listAll('review-tags', cmsReviewTagSchema, locale, signal),
  };
}

function documentIdOf(raw: unknown): string | null {
  if (typeof raw === 'object' && raw !== null && 'documentId' in raw && typeof raw.documentId === 'string') {
    return raw.documentId;
  }
  return null;
}
