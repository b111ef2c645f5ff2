import type { CmsLocale } from '@stayvn/shared';
import { asc } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/connect.js';
import { catalogProperties } from '../db/schema/index.js';
import type { CmsContentReader } from './cms-content.js';
import { sitePages, type CatalogPageRow } from './site-pages.js';
import { renderSitemap } from './sitemap-xml.js';

/** How long a built sitemap is served before it is rebuilt (crawlers come rarely; the CMS is spared). */
export const sitemapTtlMs = 5 * 60_000;

export interface SitemapService {
  /** The sitemap XML: cached, rebuilt once it is older than the TTL; throws when it cannot be built at all. */
  xml(): Promise<string>;
}

async function catalogRows(db: Database): Promise<CatalogPageRow[]> {
  const rows = await db
    .select({
      documentId: catalogProperties.documentId,
      slug: catalogProperties.slug,
      kind: catalogProperties.kind,
      typeCode: catalogProperties.typeCode,
      name: catalogProperties.name,
      cmsUpdatedAt: catalogProperties.cmsUpdatedAt,
    })
    .from(catalogProperties)
    .orderBy(asc(catalogProperties.publishedAt), asc(catalogProperties.documentId));
  return rows.map(({ name, ...row }) => ({ ...row, locales: Object.keys(name) as CmsLocale[] }));
}

export function createSitemapService({
  db,
  cms,
  webUrl,
  log,
  ttlMs = sitemapTtlMs,
  now = Date.now,
}: {
  db: Database;
  cms: CmsContentReader;
  webUrl: string;
  log: FastifyBaseLogger;
  ttlMs?: number;
  now?: () => number;
}): SitemapService {
  let cached: { xml: string; builtAt: number } | null = null;
  // Concurrent requests after expiry share one build.
  let building: Promise<string> | null = null;

  async function build(): Promise<string> {
    const [content, catalog] = await Promise.all([cms.readAll(), catalogRows(db)]);
    const { xml, urlCount, truncated } = renderSitemap(webUrl, sitePages(content, catalog));
    if (truncated)
      log.warn({ urlCount }, 'sitemap cut at the 50,000 URL limit: split it into a sitemap index');
    log.info({ urlCount }, 'sitemap built');
    cached = { xml, builtAt: now() };
    return xml;
  }

  return {
    async xml() {
      if (cached && now() - cached.builtAt < ttlMs) return cached.xml;
      building ??= build().finally(() => {
        building = null;
      });
      try {
        return await building;
      } catch (error) {
        // A CMS hiccup should not take the sitemap away: the last good one is better than none.
        if (cached) {
          log.warn({ err: error }, 'sitemap rebuild failed; serving the previous one');
          return cached.xml;
        }
        throw error;
      }
    },
  };
}
