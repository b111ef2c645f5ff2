import type { CityId, PropertyKind } from '@stayvn/shared';
import {
  and,
  arrayContains,
  count,
  desc,
  eq,
  getTableColumns,
  inArray,
  notInArray,
  sql,
  type SQL,
} from 'drizzle-orm';
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

export interface SearchPageQuery {
  where: SQL | undefined;
  orderBy: SQL[];
  pageIndex: number;
  pageSize: number;
  /** When set, whether any property, in any city, names this destination. */
  destination?: SQL | undefined;
}

export interface SearchPage {
  rows: CatalogProperty[];
  total: number;
  destinationMatched: boolean;
}

const catalogColumnKeys = Object.keys(getTableColumns(catalogProperties)) as (keyof CatalogProperty)[];

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

    /**
     * One page of matches, their total and whether the keyword names a destination, in one
     * statement: the page is a CTE left-joined to a single row, so an empty page (past the end,
     * or nothing matches) still answers the total.
     */
    async searchPage(
      { where, orderBy, pageIndex, pageSize, destination }: SearchPageQuery,
      tx: Database = db,
    ): Promise<SearchPage> {
      const orderList = sql.join(orderBy, sql`, `);
      const page = tx.$with('page').as(
        tx
          .select({
            ...getTableColumns(catalogProperties),
            ordinal: sql<number>`row_number() over (order by ${orderList})`.as('ordinal'),
          })
          .from(catalogProperties)
          .where(where)
          .orderBy(...orderBy)
          .limit(pageSize)
          .offset((pageIndex - 1) * pageSize),
      );
      const pageFields = Object.fromEntries(catalogColumnKeys.map((key) => [key, page[key]]));
      const matched = tx.select({ value: count() }).from(catalogProperties).where(where);
      const destinationQuery = destination
        ? sql<boolean>`exists (select 1 from ${catalogProperties} where ${destination})`
        : sql<boolean>`true`;
      const result = await tx
        .with(page)
        .select({
          ...pageFields,
          total: sql<number>`(${matched})`.mapWith(Number),
          destinationMatched: destinationQuery.mapWith(Boolean),
        })
        .from(sql`(select 1) as one`)
        .leftJoin(page, sql`true`)
        .orderBy(page.ordinal);
      // Left-joined: on an empty page the one row has nulls for every property column.
      const answered = result as unknown as (CatalogProperty & {
        total: number;
        destinationMatched: boolean;
      })[];
      const first = answered[0];
      return {
        rows: answered
          .filter((row) => row.documentId !== null)
          .map(({ total: _total, destinationMatched: _matched, ...row }) => row as CatalogProperty),
        total: first?.total ?? 0,
        destinationMatched: first?.destinationMatched ?? false,
      };
    },

    async countMatches(where: SQL | undefined, tx: Database = db): Promise<number> {
      const [row] = await tx.select({ value: count() }).from(catalogProperties).where(where);
      return row?.value ?? 0;
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
