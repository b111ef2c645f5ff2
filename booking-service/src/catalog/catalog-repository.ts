import { cmsLocaleOf, type CityId, type Language, type PropertyKind } from '@stayvn/shared';
import {
  and,
  arrayContains,
  count,
  desc,
  eq,
  getTableColumns,
  inArray,
  isNotNull,
  notInArray,
  sql,
  type SQL,
} from 'drizzle-orm';
import {
  cardFields,
  cardTextColumns,
  cardTextsOf,
  type CardPrices,
  type CardRow,
  type CardTexts,
} from './catalog-row.js';
import type { Database } from '../db/connect.js';
import { statementNames } from '../db/statement-names.js';
import { runWritten } from '../db/written-query.js';
import {
  catalogProjects,
  catalogProperties,
  catalogVersion,
  type CatalogProject,
  type CatalogProperty,
  type NewCatalogProperty,
} from '../db/schema/index.js';

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

export interface SearchPageQuery {
  where: SQL | undefined;
  orderBy: SQL[];
  pageIndex: number;
  pageSize: number;
  /** When set, whether any property, in any city, names this destination. */
  destination?: SQL | undefined;
}

const allColumns = getTableColumns(catalogProperties);
/** What a property card shows: the index columns `toPropertyCard` reads, and no others. */
const cardColumns = Object.fromEntries(cardFields.map((key) => [key, allColumns[key]])) as {
  [Key in keyof CardRow]: (typeof allColumns)[Key];
};

export interface HotListQuery {
  cityId: CityId;
  kind: PropertyKind;
  limit: number;
}

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

/** A page of kept cards: each with the prices it is shown with. */
export interface CardPage {
  rows: (CardPrices & { card: string })[];
  total: number;
  destinationMatched: boolean;
}

/** The columns of a property that booking reads (`findBookable`). */
const bookableColumns = {
  documentId: catalogProperties.documentId,
  kind: catalogProperties.kind,
  typeCode: catalogProperties.typeCode,
  slug: catalogProperties.slug,
  name: catalogProperties.name,
  address: catalogProperties.address,
  district: catalogProperties.district,
  cardImage: catalogProperties.cardImage,
  priceUsd: catalogProperties.priceUsd,
  offerPriceUsd: catalogProperties.offerPriceUsd,
  isOffer: catalogProperties.isOffer,
  rates: catalogProperties.rates,
};
export type BookableProperty = Pick<CatalogProperty, keyof typeof bookableColumns>;

/**
 * Drizzle queries over `catalog_properties` and `catalog_projects` only; rules live in the
 * catalog service. `cmsPublicUrl` makes the kept cards' image addresses absolute.
 */
export function createCatalogRepository(db: Database, { cmsPublicUrl }: { cmsPublicUrl: string }) {
  // A search's text depends on which filters it has, not on their values: a few dozen shapes.
  const cardPageStatement = statementNames('card_page', 200);
  const properties = documentRows(db, catalogProperties, replaceProperty, (row) => ({
    ...row,
    ...cardTextsOf(cardRowOf(row), cmsPublicUrl),
  }));
  const projects = documentRows(db, catalogProjects, replaceProject);
  async function countMatches(where: SQL | undefined, tx: Database = db): Promise<number> {
    const [row] = await tx.select({ value: count() }).from(catalogProperties).where(where);
    return row?.value ?? 0;
  }

  return {
    upsert: properties.upsert,
    delete: properties.delete,
    deleteStale: properties.deleteStale,
    upsertProjects: projects.upsert,
    deleteProject: projects.delete,
    deleteStaleProjects: projects.deleteStale,

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

    /**
     * What booking a property needs of its row (kind and type, prices, the names a booking keeps):
     * not its cards, facts and images, which a burst of creates would parse again and again.
     */
    async findBookable(documentId: string, tx: Database = db): Promise<BookableProperty | undefined> {
      const [row] = await tx
        .select(bookableColumns)
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
     * statement and one scan of the matches: `count(*) over ()` is the total before the limit.
     * Only a page past the end (no rows, so no total) asks for the count on its own.
     */
    /**
     * A page of the index's kept cards in `language` (one text column, not every locale's
     * facts), the total and whether a keyword names a destination: one round trip.
     */
    async cardPage(
      { where, orderBy, pageIndex, pageSize, destination }: SearchPageQuery,
      language: Language,
    ): Promise<CardPage> {
      const destinationQuery = destination
        ? sql<boolean>`exists (select 1 from ${catalogProperties} where ${destination})`
        : sql<boolean>`true`;
      const p = catalogProperties;
      // Columns in this order: the rows come back as arrays.
      const written = db
        .select({
          card: p[cardTextColumns[cmsLocaleOf(language)]],
          priceUsd: p.priceUsd,
          priceVnd: p.priceVnd,
          offerPriceUsd: p.offerPriceUsd,
          offerPriceVnd: p.offerPriceVnd,
          total: sql`count(*) over ()`,
          destinationMatched: destinationQuery,
        })
        .from(p)
        .where(where)
        .orderBy(...orderBy)
        .limit(pageSize)
        .offset((pageIndex - 1) * pageSize)
        .toSQL();
      const answered = await runWritten(db, written, cardPageStatement(written.sql));
      const first = answered[0];
      if (!first)
        return {
          rows: [],
          total: pageIndex > 1 ? await countMatches(where) : 0,
          destinationMatched: destination
            ? (await db.select({ value: destinationQuery }).from(sql`(select 1) as one`))[0]?.value === true
            : true,
        };
      const money = (value: unknown) => (value === null ? null : Number(value));
      return {
        rows: answered.map(([card, priceUsd, priceVnd, offerPriceUsd, offerPriceVnd]) => ({
          card: String(card),
          priceUsd: Number(priceUsd),
          priceVnd: Number(priceVnd),
          offerPriceUsd: money(offerPriceUsd),
          offerPriceVnd: money(offerPriceVnd),
        })),
        total: Number(first[5]),
        destinationMatched: first[6] === true,
      };
    },

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

    countMatches,

    /** Properties that copy facts from a CMS entry (GIN index over related_document_ids). */
    async listIdsRelatedTo(relatedDocumentId: string, tx: Database = db): Promise<string[]> {
      const rows = await tx
        .select({ documentId: catalogProperties.documentId })
        .from(catalogProperties)
        .where(arrayContains(catalogProperties.relatedDocumentIds, [relatedDocumentId]))
        .orderBy(catalogProperties.documentId);
      return rows.map((row) => row.documentId);
    },

    /** Every indexed property of one kind with its first images (the demo reviews' seed). */
    async listWithImages(
      kind: PropertyKind,
      tx: Database = db,
    ): Promise<Pick<CatalogProperty, 'documentId' | 'images'>[]> {
      return tx
        .select({ documentId: catalogProperties.documentId, images: catalogProperties.images })
        .from(catalogProperties)
        .where(eq(catalogProperties.kind, kind))
        .orderBy(catalogProperties.documentId);
    },

    async listIds(tx: Database = db): Promise<string[]> {
      const rows = await tx
        .select({ documentId: catalogProperties.documentId })
        .from(catalogProperties)
        .orderBy(catalogProperties.documentId);
      return rows.map((row) => row.documentId);
    },

    async findProject(documentId: string, tx: Database = db): Promise<CatalogProject | undefined> {
      const [row] = await tx.select().from(catalogProjects).where(eq(catalogProjects.documentId, documentId));
      return row;
    },

    /** Projects that belong to a city (the menu leaves the others out). */
    async listProjectsWithCity(tx: Database = db): Promise<CatalogProject[]> {
      return tx
        .select()
        .from(catalogProjects)
        .where(isNotNull(catalogProjects.cityId))
        .orderBy(catalogProjects.cityId, catalogProjects.documentId);
    },

    /** The property index's version: it moves on with every committed change (migration 0008). */
    async version(tx: Database = db): Promise<number> {
      const [row] = await tx
        .select({ version: catalogVersion.version })
        .from(catalogVersion)
        .where(eq(catalogVersion.id, 1));
      return row?.version ?? 0;
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
