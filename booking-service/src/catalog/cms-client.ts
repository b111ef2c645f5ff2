import type { CmsLocale } from '@stayvn/shared';
import {
  cmsPropertyDocumentSchema,
  cmsPropertyPageSchema,
  cmsPropertySchema,
  type CmsProperty,
} from './cms-property.js';

/** The CMS could not be reached or answered with a server error: worth retrying later. */
export class CmsUnavailableError extends Error {
  override name = 'CmsUnavailableError';
}

/** The CMS answered something this service does not understand: retrying will not help. */
export class CmsResponseError extends Error {
  override name = 'CmsResponseError';
}

export interface InvalidCmsEntry {
  documentId: string | null;
  locale: CmsLocale;
  problems: string[];
}

export interface CmsPropertyList {
  entries: CmsProperty[];
  invalid: InvalidCmsEntry[];
}

export interface CatalogCmsClient {
  /** One published locale of a document, or null when that locale is not published. */
  getProperty(documentId: string, locale: CmsLocale, signal?: AbortSignal): Promise<CmsProperty | null>;
  /** Every published property in one locale, all pages. */
  listProperties(locale: CmsLocale, signal?: AbortSignal): Promise<CmsPropertyList>;
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
  async function getJson(
    pathAndQuery: string,
    signal?: AbortSignal,
  ): Promise<{ status: number; body: unknown }> {
    const url = `${cmsUrl}${pathAndQuery}`;
    const timeout = AbortSignal.timeout(timeoutMs);
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { accept: 'application/json' },
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
    } catch (error) {
      if (signal?.aborted) throw error;
      throw new CmsUnavailableError(`CMS unreachable at ${url}: ${describe(error)}`, { cause: error });
    }
    if (response.status >= 500) throw new CmsUnavailableError(`CMS answered ${response.status} for ${url}`);
    const text = await response.text();
    if (response.status === 404) return { status: 404, body: null };
    if (!response.ok) throw new CmsResponseError(`CMS answered ${response.status} for ${url}`);
    try {
      return { status: response.status, body: JSON.parse(text) };
    } catch {
      throw new CmsResponseError(`CMS answered something other than JSON for ${url}`);
    }
  }

  return {
    async getProperty(documentId, locale, signal) {
      // The CMS's property-populate middleware decides what comes with a property.
      const query = new URLSearchParams({ locale });
      const { status, body } = await getJson(
        `/api/properties/${encodeURIComponent(documentId)}?${query}`,
        signal,
      );
      if (status === 404) return null;
      const parsed = cmsPropertyDocumentSchema.safeParse(body);
      if (!parsed.success) {
        throw new CmsResponseError(
          `CMS property ${documentId} (${locale}) is not usable: ${problemsOf(parsed.error).join('; ')}`,
        );
      }
      return parsed.data.data;
    },

    async listProperties(locale, signal) {
      const entries: CmsProperty[] = [];
      const invalid: InvalidCmsEntry[] = [];
      for (let page = 1, pageCount = 1; page <= pageCount; page += 1) {
        const query = new URLSearchParams({
          locale,
          'pagination[page]': String(page),
          'pagination[pageSize]': String(pageSize),
          // A stable order keeps pages from overlapping while editors publish during a resync.
          sort: 'id:asc',
        });
        const { status, body } = await getJson(`/api/properties?${query}`, signal);
        if (status === 404)
          throw new CmsResponseError('CMS has no /api/properties (is the property type deployed?)');
        const parsed = cmsPropertyPageSchema.safeParse(body);
        if (!parsed.success)
          throw new CmsResponseError(
            `CMS property list is not usable: ${problemsOf(parsed.error).join('; ')}`,
          );
        pageCount = parsed.data.meta.pagination.pageCount;
        for (const raw of parsed.data.data) {
          const entry = cmsPropertySchema.safeParse(raw);
          if (entry.success) entries.push(entry.data);
          else invalid.push({ documentId: documentIdOf(raw), locale, problems: problemsOf(entry.error) });
        }
      }
      return { entries, invalid };
    },
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

function describe(error: unknown): string {
  if (error instanceof Error) {
    const cause = error.cause instanceof Error ? ` (${error.cause.message})` : '';
    return `${error.message}${cause}`;
  }
  return String(error);
}
