import {
  languageCodes,
  languageOfCmsLocale,
  type CmsLocale,
  type Language,
  type PropertyKind,
  type StayType,
} from '@stayvn/shared';
import type { CmsContent, CmsContentEntry } from './cms-content.js';

/** One public page of the site: its path without the language segment and the languages it exists in. */
export interface SitePage {
  /** e.g. `/offers`, or `/` for home. */
  path: string;
  languages: Language[];
  /** ISO date-time of the last edit, when known. */
  lastModified: string | null;
}

/**
 * The fixed public routes of the spec's route table (§2.2) that search engines should know,
 * in every language. Left out on purpose: search results and the map search (endless query
 * variations), the small-screen preparation page, login and sign-up, key and result pages,
 * and everything personal (account, bookings, favourites, payment) — robots.txt keeps
 * crawlers off the private ones.
 */
export const fixedPublicPaths = [
  '/',
  '/serviced-apartments',
  '/offers',
  '/featured-projects',
  '/for-owners',
  '/for-owners/create-your-property',
  '/for-owners/faqs',
  '/about-us',
  '/useful-information/faqs',
  '/helps',
  '/helps/frequently-asked-issues',
  '/helps/create-issue',
] as const;

/** A catalog row as the sitemap needs it. */
export interface CatalogPageRow {
  documentId: string;
  slug: string;
  kind: PropertyKind;
  typeCode: StayType;
  /** The locales the property has a name in. */
  locales: CmsLocale[];
  cmsUpdatedAt: Date;
}

const segment = (value: string) => encodeURIComponent(value);

/** Where a CMS page of each section lives on the web (the seed's comments and the route table). */
function pagePath(entry: CmsContentEntry): string | null {
  const slug = entry.slug;
  if (!slug) return null;
  switch (entry.section) {
    case 'about-us':
      return `/about-us/${segment(slug)}`;
    case 'useful-service-apartment':
      return `/useful-information/useful-service-apartment/${segment(slug)}`;
    case 'about-renting':
      return `/useful-information/about-renting-an-apartment-office-in-vietnam/${segment(slug)}`;
    case 'area-guide':
      return `/useful-information/area-guide/${segment(slug)}`;
    case 'customer-support':
      return '/useful-information/our-customer-support-service';
    case 'renting-process':
      return '/useful-information/apartment-renting-process';
    case 'housing-material':
      return slug === 'overview' || slug === 'gallery'
        ? `/about-us/housing-material/${slug}`
        : `/about-us/housing-material/products/${segment(slug)}`;
    case 'serviced-office':
      return ['private-room', 'work-space', 'virtual-offices', 'meeting-room'].includes(slug)
        ? `/serviced-office/types/${slug}`
        : `/serviced-office/${segment(slug)}`;
    default:
      return null;
  }
}

const blogCategoryFallback = 'all-blogs';

/** The web path of one CMS entry, or null when it makes no page (say, a page of an unknown section). */
function contentPath(collection: keyof CmsContent, entry: CmsContentEntry): string | null {
  switch (collection) {
    case 'blogs':
      return entry.slug
        ? `/blog/${segment(entry.categoryKey ?? blogCategoryFallback)}/detail/${segment(entry.documentId)}/${segment(entry.slug)}`
        : null;
    case 'blog-categories':
      return entry.key ? `/blogs/${segment(entry.key)}` : null;
    case 'projects':
      return entry.slug
        ? `/featured-projects/detail/overview/${segment(entry.documentId)}/${segment(entry.slug)}`
        : null;
    case 'special-lists':
      return `/special-list/${segment(entry.documentId)}`;
    case 'policies':
      return entry.key ? `/policy/${segment(entry.key)}` : null;
    case 'pages':
      return pagePath(entry);
  }
}

/** Where a property's detail page lives on the web, below the language segment. */
export function catalogPath(row: Pick<CatalogPageRow, 'kind' | 'documentId' | 'slug' | 'typeCode'>): string {
  return row.kind === 'office'
    ? `/office/detail/${segment(row.documentId)}/${segment(row.slug)}`
    : `/serviced-apartments/overview/${segment(row.documentId)}/${segment(row.slug)}/${row.typeCode}`;
}

const later = (a: string | null, b: string | null) => (a === null ? b : b === null ? a : a > b ? a : b);

/** Every public page with its languages, in a stable order (fixed routes, then CMS content, then the catalog). */
export function sitePages(content: CmsContent, catalog: CatalogPageRow[]): SitePage[] {
  const pages = new Map<string, { languages: Set<Language>; lastModified: string | null }>();
  const add = (path: string, languages: Iterable<Language>, lastModified: string | null) => {
    const page = pages.get(path) ?? { languages: new Set<Language>(), lastModified: null };
    for (const language of languages) page.languages.add(language);
    page.lastModified = later(page.lastModified, lastModified);
    pages.set(path, page);
  };

  for (const path of fixedPublicPaths) add(path, languageCodes, null);
  // The blog list of every category exists even before a category is published in a language.
  add(`/blogs/${blogCategoryFallback}`, languageCodes, null);

  for (const collection of Object.keys(content) as (keyof CmsContent)[]) {
    for (const entry of content[collection]) {
      const path = contentPath(collection, entry);
      const language = languageOfCmsLocale(entry.locale);
      if (path && language) add(path, [language], normalizeDate(entry.updatedAt));
    }
  }
  for (const row of catalog) {
    const languages = row.locales.map(languageOfCmsLocale).filter((language) => language !== undefined);
    add(catalogPath(row), languages, row.cmsUpdatedAt.toISOString());
  }

  return [...pages].map(([path, page]) => ({
    path,
    languages: languageCodes.filter((language) => page.languages.has(language)),
    lastModified: page.lastModified,
  }));
}

function normalizeDate(value: string | null): string | null {
  if (!value) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}
