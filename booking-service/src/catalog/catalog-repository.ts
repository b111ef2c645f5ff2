import type { Database } from '../db/connect.js';
import { createCardPageQueries } from './card-page-queries.js';
import { createCatalogSyncQueries } from './catalog-sync-queries.js';
import { createProjectQueries } from './project-queries.js';
import { createPropertyQueries } from './property-queries.js';

export type { CardPage, SearchPageQuery } from './card-page-queries.js';
export type { DatabaseTimestamp } from './catalog-sync-queries.js';
export type { BookableProperty, HotListQuery } from './property-queries.js';

/**
 * Drizzle queries over `catalog_properties` and `catalog_projects` only; rules live in the
 * catalog service. `cmsPublicUrl` makes the kept cards' image addresses absolute.
 */
export function createCatalogRepository(db: Database, { cmsPublicUrl }: { cmsPublicUrl: string }) {
  return {
    ...createCatalogSyncQueries(db, cmsPublicUrl),
    ...createPropertyQueries(db),
    ...createCardPageQueries(db),
    ...createProjectQueries(db),
  };
}

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
