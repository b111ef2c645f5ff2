import { cmsListPageSchema, cmsLocales, type CmsLocale } from '@stayvn/shared';
import { z } from 'zod';
import type { CmsClient } from '../cms/cms-client.js';

/**
 * The CMS entries the sitemap links to, read from Strapi's public REST API in every locale:
 * an entry published in a locale is a page in that language. Only what a URL needs is kept.
 */

/** One published CMS entry in one locale. */
export interface CmsContentEntry {
  documentId: string;
  locale: CmsLocale;
  key: string | null;
  slug: string | null;
  /** Page section (pages only). */
  section: string | null;
  /** Category key (blogs only). */
  categoryKey: string | null;
  updatedAt: string | null;
}

/** The collections that make public pages, by their REST path. */
export const contentCollections = [
  'blogs',
  'blog-categories',
  'projects',
  'special-lists',
  'policies',
  'pages',
] as const;
export type ContentCollection = (typeof contentCollections)[number];

export type CmsContent = Record<ContentCollection, CmsContentEntry[]>;

// Lenient on purpose: an entry the sitemap cannot use is skipped, not a failed sitemap.
const entrySchema = z.object({
  documentId: z.string().min(1),
  key: z.string().nullish(),
  slug: z.string().nullish(),
  section: z.string().nullish(),
  updatedAt: z.string().nullish(),
  category: z.object({ key: z.string().nullish() }).nullish(),
});

/** Only the attributes a URL is made of; relations come from each type's populate middleware. */
const fieldsOf: Record<ContentCollection, string[]> = {
  blogs: ['slug', 'updatedAt'],
  'blog-categories': ['key', 'updatedAt'],
  projects: ['slug', 'updatedAt'],
  'special-lists': ['key', 'updatedAt'],
  policies: ['key', 'updatedAt'],
  pages: ['key', 'slug', 'section', 'updatedAt'],
};

export interface CmsContentReader {
  /** Every published entry of every collection in every locale; throws when the CMS fails. */
  readAll(signal?: AbortSignal): Promise<CmsContent>;
}

export function createCmsContentReader(
  cms: CmsClient,
  { pageSize = 100 }: { pageSize?: number } = {},
): CmsContentReader {
  async function getPage(
    collection: ContentCollection,
    locale: CmsLocale,
    page: number,
    signal?: AbortSignal,
  ) {
    const query = new URLSearchParams({
      locale,
      'pagination[page]': String(page),
      'pagination[pageSize]': String(pageSize),
      sort: 'id:asc',
    });
    fieldsOf[collection].forEach((field, index) => query.set(`fields[${index}]`, field));
    const list = await cms.read(cmsListPageSchema, `/api/${collection}`, `${collection} list`, {
      query,
      signal,
    });
    // A collection the CMS does not have (yet) makes no pages.
    if (!list) return { entries: [], pageCount: 1 };
    const entries: CmsContentEntry[] = [];
    for (const raw of list.data) {
      const entry = entrySchema.safeParse(raw);
      if (!entry.success) continue;
      entries.push({
        documentId: entry.data.documentId,
        locale,
        key: entry.data.key ?? null,
        slug: entry.data.slug ?? null,
        section: entry.data.section ?? null,
        categoryKey: entry.data.category?.key ?? null,
        updatedAt: entry.data.updatedAt ?? null,
      });
    }
    return { entries, pageCount: list.meta.pagination.pageCount };
  }

  async function readCollection(collection: ContentCollection, signal?: AbortSignal) {
    const perLocale = await Promise.all(
      cmsLocales.map(async (locale) => {
        const entries: CmsContentEntry[] = [];
        for (let page = 1, pageCount = 1; page <= pageCount; page += 1) {
          const result = await getPage(collection, locale, page, signal);
          entries.push(...result.entries);
          pageCount = result.pageCount;
        }
        return entries;
      }),
    );
    return perLocale.flat();
  }

  return {
    async readAll(signal) {
      const lists = await Promise.all(contentCollections.map((name) => readCollection(name, signal)));
      return Object.fromEntries(contentCollections.map((name, index) => [name, lists[index]!])) as CmsContent;
    },
  };
}
