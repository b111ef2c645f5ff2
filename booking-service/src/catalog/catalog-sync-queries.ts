import { and, eq, getTableColumns, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/connect.js';
import { catalogProjects, catalogProperties, type NewCatalogProperty } from '../db/schema/index.js';
import { cardFields, cardTextsOf, type CardRow, type CardTexts } from './catalog-row.js';

const { documentId: _key, ...updatableColumns } = getTableColumns(catalogProperties);

// On conflict every fact is replaced by the incoming one, so a column added by a later
// migration is upserted without touching this code.
function replaceWithIncoming(columns: Record<string, { name: string }>) {
  return Object.fromEntries(
    Object.entries(columns).map(([key, column]) => [key, sql.raw(`excluded."${column.name}"`)]),
  );
}
const replaceProperty = replaceWithIncoming(updatableColumns);
const { documentId: _projectKey, ...updatableProjectColumns } = getTableColumns(catalogProjects);
const replaceProject = replaceWithIncoming(updatableProjectColumns);

// Keeps each statement well under PostgreSQL's 65,535 bind parameters.
const upsertChunkSize = 500;

/** A timestamp exactly as PostgreSQL prints it. */
export type DatabaseTimestamp = string & { readonly __brand: 'DatabaseTimestamp' };

const allColumns = getTableColumns(catalogProperties);
/** What a property card shows: the index columns `toPropertyCard` reads, and no others. */
const cardColumns = Object.fromEntries(cardFields.map((key) => [key, allColumns[key]])) as {
  [Key in keyof CardRow]: (typeof allColumns)[Key];
};

type DocumentTable = typeof catalogProperties | typeof catalogProjects;

/**
 * Upsert and delete by CMS document id, shared by the property and the project rows. Each row
 * records when it was last indexed, which is what a resync's stale-row rule looks at.
 */
function documentRows<T extends DocumentTable>(
  db: Database,
  table: T,
  set: Record<string, SQL>,
  /** What a row gets before it is written, besides the time it is indexed. */
  complete: (row: T['$inferInsert']) => T['$inferInsert'] = (row) => row,
) {
  const untyped = table as DocumentTable;
  return {
    async upsert(rows: T['$inferInsert'][], tx: Database = db): Promise<void> {
      for (let start = 0; start < rows.length; start += upsertChunkSize) {
        const chunk = rows
          .slice(start, start + upsertChunkSize)
          .map((row) => ({ ...complete(row), indexedAt: sql`now()` }));
        await tx
          .insert(untyped)
          .values(chunk as never[])
          .onConflictDoUpdate({ target: untyped.documentId, set });
      }
    },

    /** Returns whether a row was there. */
    async delete(documentId: string, tx: Database = db): Promise<boolean> {
      const deleted = await tx
        .delete(untyped)
        .where(eq(untyped.documentId, documentId))
        .returning({ documentId: untyped.documentId });
      return deleted.length > 0;
    },

    /**
     * Deletes rows whose document is not in `keep` and that were last indexed before `before`,
     * so that a row a webhook indexed while a resync was reading the CMS survives the resync.
     */
    async deleteStale(keep: string[], before: DatabaseTimestamp, tx: Database = db): Promise<string[]> {
      const conditions = [sql`${untyped.indexedAt} < ${before}::timestamptz`];
      if (keep.length > 0) conditions.push(notInArray(untyped.documentId, keep));
      const deleted = await tx
        .delete(untyped)
        .where(and(...conditions))
        .returning({ documentId: untyped.documentId });
      return deleted.map((row) => row.documentId);
    },
  };
}

/** A row as written, with the defaults of the card's columns the insert may leave out. */
function cardRowOf(row: NewCatalogProperty): CardRow {
  return {
    ...row,
    address: row.address ?? {},
    district: row.district ?? {},
    projectName: row.projectName ?? {},
    bedroomTypeName: row.bedroomTypeName ?? {},
    bedrooms: row.bedrooms ?? null,
    size: row.size ?? null,
    cardImage: row.cardImage ?? null,
    offerPriceUsd: row.offerPriceUsd ?? null,
    offerPriceVnd: row.offerPriceVnd ?? null,
    isOffer: row.isOffer ?? false,
    images: row.images ?? [],
    latitude: row.latitude ?? null,
    longitude: row.longitude ?? null,
    offerItems: row.offerItems ?? [],
  };
}

/**
 * The writes of a sync from the CMS: property and project rows upserted and deleted by document
 * id, their kept cards, and the database clock a resync's stale-row rule compares with.
 */
export function createCatalogSyncQueries(db: Database, cmsPublicUrl: string) {
  const properties = documentRows(db, catalogProperties, replaceProperty, (row) => ({
    ...row,
    ...cardTextsOf(cardRowOf(row), cmsPublicUrl),
  }));
  const projects = documentRows(db, catalogProjects, replaceProject);
  return {
    upsert: properties.upsert,
    delete: properties.delete,
    deleteStale: properties.deleteStale,
    upsertProjects: projects.upsert,
    deleteProject: projects.delete,
    deleteStaleProjects: projects.deleteStale,

    /**
     * Writes the cards of rows kept without them (rows from before the card columns) or with
     * image addresses of another CMS_PUBLIC_URL. Returns how many were written.
     */
    async refreshCards(tx: Database = db): Promise<number> {
      const p = catalogProperties;
      let written = 0;
      for (;;) {
        const stale = await tx
          .select(cardColumns)
          .from(p)
          .where(sql`${p.cardsBaseUrl} is distinct from ${cmsPublicUrl}`)
          .limit(upsertChunkSize);
        if (stale.length === 0) return written;
        for (const row of stale) {
          const texts: CardTexts = cardTextsOf(row, cmsPublicUrl);
          await tx.update(p).set(texts).where(eq(p.documentId, row.documentId));
        }
        written += stale.length;
      }
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
