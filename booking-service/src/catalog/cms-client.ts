import type { CmsLocale } from '@stayvn/shared';
import { z } from 'zod';
import {
  cmsProjectDocumentSchema,
  cmsProjectEntrySchema,
  cmsPropertyDocumentSchema,
  cmsListPageSchema,
  cmsPropertySchema,
  cmsReviewTagSchema,
  type CmsProjectEntry,
  type CmsProperty,
  type CmsReviewTag,
} from './cms-property.js';
import { CmsResponseError, getCmsJson } from './cms-fetch.js';

export { CmsResponseError, CmsUnavailableError } from './cms-fetch.js';

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

/** A support contact of the site setting: type 1 answers residence enquiries, type 4 office ones. */
const cmsSupportContactSchema = z.object({
  cityCode: z.string(),
  type: z.number().int(),
  phone: z.string().nullish(),
  emailSupport: z.string(),
});
export type CmsSupportContact = z.infer<typeof cmsSupportContactSchema>;

const cmsSiteSettingSchema = z.object({
  data: z.object({ supportContacts: z.array(cmsSupportContactSchema).nullish() }).nullable(),
});

export interface CatalogCmsClient {
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

export interface CatalogCmsClientOptions {
  cmsUrl: string;
  pageSize?: number;
  timeoutMs?: number;
}

export function createCatalogCmsClient({
  cmsUrl,
  pageSize = 100,
  timeoutMs = 15_000,
}: CatalogCmsClientOptions): CatalogCmsClient {
  const getJson = (pathAndQuery: string, signal?: AbortSignal) =>
    getCmsJson(`${cmsUrl}${pathAndQuery}`, { signal, timeoutMs });

  /** Every published entry of a collection in one locale; entries are checked one by one. */
  async function listAll<T>(
    collection: string,
    parse: (raw: unknown) => { success: true; data: T } | { success: false; error: z.ZodError },
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
      const { status, body } = await getJson(`/api/${collection}?${query}`, signal);
      if (status === 404)
        throw new CmsResponseError(`CMS has no /api/${collection} (is the content type deployed?)`);
      const parsed = cmsListPageSchema.safeParse(body);
      if (!parsed.success)
        throw new CmsResponseError(
          `CMS ${collection} list is not usable: ${problemsOf(parsed.error).join('; ')}`,
        );
      pageCount = parsed.data.meta.pagination.pageCount;
      for (const raw of parsed.data.data) {
        const entry = parse(raw);
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
    const query = new URLSearchParams({ locale });
    const { status, body } = await getJson(
      `/api/${collection}/${encodeURIComponent(documentId)}?${query}`,
      signal,
    );
    if (status === 404) return null;
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      throw new CmsResponseError(
        `CMS ${what} ${documentId} (${locale}) is not usable: ${problemsOf(parsed.error).join('; ')}`,
      );
    }
    return parsed.data.data;
  }

  return {
    async getSupportContacts(signal) {
      const { status, body } = await getJson('/api/site-setting', signal);
      if (status === 404) return [];
      const parsed = cmsSiteSettingSchema.safeParse(body);
      if (!parsed.success)
        throw new CmsResponseError(`CMS site setting is not usable: ${problemsOf(parsed.error).join('; ')}`);
      return parsed.data.data?.supportContacts ?? [];
    },
    // The CMS's <type>-populate middlewares decide what comes with an entry.
    getProperty: (documentId, locale, signal) =>
      getOne('properties', 'property', cmsPropertyDocumentSchema, documentId, locale, signal),
    listProperties: (locale, signal) =>
      listAll('properties', (raw) => cmsPropertySchema.safeParse(raw), locale, signal),
    getProject: (documentId, locale, signal) =>
      getOne('projects', 'project', cmsProjectDocumentSchema, documentId, locale, signal),
    listProjects: (locale, signal) =>
      listAll('projects', (raw) => cmsProjectEntrySchema.safeParse(raw), locale, signal),
    listReviewTags: (locale, signal) =>
      listAll('review-tags', (raw) => cmsReviewTagSchema.safeParse(raw), locale, signal),
  };
}

function problemsOf(error: { issues: { path: PropertyKey[]; message: string }[] }): string[] {
  return error.issues.map((issue) => `${issue.path.map(String).join('.') || '(root)'}: ${issue.message}`);
}

function documentIdOf(raw: unknown): string | null {
  if (typeof raw === 'object' && raw !== null && 'documentId' in raw && typeof raw.documentId === 'string') {
    return raw.documentId;
  }
  return null;
}
