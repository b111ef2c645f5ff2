import type { CityId, PropertyKind } from '@stayvn/shared';
import { and, arrayContains, count, desc, eq, getTableColumns, inArray, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../db/connect.js';
import { catalogProperties, type CatalogProperty, type NewCatalogProperty } from '../db/schema/index.js';

const { documentId: _key, ...updatableColumns } = getTableColumns(catalogProperties);

// On conflict every fact is replaced by the incoming one, so a column added by a later
// migration is upserted without touching this code.
const replaceWithIncoming = Object.fromEntries(
  Object.entries(updatableColumns).map(([key, column]) => [key, sql.raw(`excluded."${column.name}"`)]),
);

// Keeps each statement well under PostgreSQL's 65,535 bind parameters.
const upsertChunkSize = 500;

/** A timestamp exactly as PostgreSQL prints it. */
export type DatabaseTimestamp = string & { readonly __brand: 'DatabaseTimestamp' };

export interface HotListQuery {
  cityId: CityId;
  kind: PropertyKind;
  limit: number;
}

/** Drizzle queries over `catalog_properties` only; rules live in the catalog service. */
export function createCatalogRepository(db: Database) {
  return {
    async upsert(rows: NewCatalogProperty[], tx: Database = db): Promise<void> {
      for (let start = 0; start < rows.length; start += upsertChunkSize) {
        const chunk = rows
          .slice(start, start + upsertChunkSize)
          .map((row) => ({ ...row, indexedAt: sql`now()` }));
        await tx
          .insert(catalogProperties)
          .values(chunk)
          .onConflictDoUpdate({ target: catalogProperties.documentId, set: replaceWithIncoming });
      }
    },

    /** Returns whether a row was there. */
    async delete(documentId: string, tx: Database = db): Promise<boolean> {
      const deleted = await tx
        .delete(catalogProperties)
        .where(eq(catalogProperties.documentId, documentId))
        .returning({ documentId: catalogProperties.documentId });
      return deleted.length > 0;
    },

    /**
     * Deletes rows whose document is not in `keep` and that were last indexed before `before`,
     * so that a row a webhook indexed while a resync was reading the CMS survives the resync.
     */
    async deleteStale(keep: string[], before: DatabaseTimestamp, tx: Database = db): Promise<string[]> {
      const conditions = [sql`${catalogProperties.indexedAt} < ${before}::timestamptz`];
      if (keep.length > 0) conditions.push(notInArray(catalogProperties.documentId, keep));
      const deleted = await tx
        .delete(catalogProperties)
        .where(and(...conditions))
        .returning({ documentId: catalogProperties.documentId });
      return deleted.map((row) => row.documentId);
    },

    async count(tx: Database = db): Promise<number> {
      const [row] = await tx.select({ value: count() }).from(catalogProperties);
      return row?.value ?? 0;
    },

    async find(documentId: string, tx: Database = db): Promise<CatalogProperty | undefined> {
      const [row] = await tx
        .select()
        .from(catalogProperties)
        .where(eq(catalogProperties.documentId, documentId));
      return row;
    },

    async findMany(documentIds: string[], tx: Database = db): Promise<CatalogProperty[]> {
      if (documentIds.length === 0) return [];
      return tx.select().from(catalogProperties).where(inArray(catalogProperties.documentId, documentIds));
    },

    /** Hot properties of one kind in one city, newest published first. */
    async listHot({ cityId, kind, limit }: HotListQuery, tx: Database = db): Promise<CatalogProperty[]> {
      return tx
        .select()
        .from(catalogProperties)
        .where(
          and(
            eq(catalogProperties.cityId, cityId),
            eq(catalogProperties.isHot, true),
            eq(catalogProperties.kind, kind),
          ),
        )
        .orderBy(desc(catalogProperties.publishedAt), catalogProperties.documentId)
        .limit(limit);
    },

    /** Properties that copy facts from a CMS entry (GIN index over related_document_ids). */
    async listIdsRelatedTo(relatedDocumentId: string, tx: Database = db): Promise<string[]> {
      const rows = await tx
        .select({ documentId: catalogProperties.documentId })
        .from(catalogProperties)
        .where(arrayContains(catalogProperties.relatedDocumentIds, [relatedDocumentId]))
        .orderBy(catalogProperties.documentId);
      return rows.map((row) => row.documentId);
    },

    async listIds(tx: Database = db): Promise<string[]> {
      const rows = await tx
        .select({ documentId: catalogProperties.documentId })
        .from(catalogProperties)
        .orderBy(catalogProperties.documentId);
      return rows.map((row) => row.documentId);
    },

    /**
     * The database's clock, which is the one `indexed_at` is written with, as text so that
     * no microseconds are lost on the way through a JavaScript Date.
     */
    async now(tx: Database = db): Promise<DatabaseTimestamp> {
      const result = await tx.execute(sql`select now()::text as now`);
      return (result as unknown as { rows: { now: DatabaseTimestamp }[] }).rows[0]!.now;
    },
  };
}

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
