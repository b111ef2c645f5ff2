import { cmsLocaleOf, type Language } from '@stayvn/shared';
import { count, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/connect.js';
import { catalogProperties, catalogVersion } from '../db/schema/index.js';
import { statementNames } from '../db/statement-names.js';
import { runWritten } from '../db/written-query.js';
import { cardTextColumns, type CardPrices } from './catalog-row.js';

export interface SearchPageQuery {
  where: SQL | undefined;
  orderBy: SQL[];
  pageIndex: number;
  pageSize: number;
  /** When set, whether any property, in any city, names this destination. */
  destination?: SQL | undefined;
}

/** A page of kept cards: each with the prices it is shown with. */
export interface CardPage {
  rows: (CardPrices & { card: string })[];
  total: number;
  destinationMatched: boolean;
}

/** The search's reads: a page of kept cards, a count of matches, the index version answers are kept by. */
export function createCardPageQueries(db: Database) {
  // A search's text depends on which filters it has, not on their values: a few dozen shapes.
  const cardPageStatement = statementNames('card_page', 200);
  async function countMatches(where: SQL | undefined, tx: Database = db): Promise<number> {
    const [row] = await tx.select({ value: count() }).from(catalogProperties).where(where);
    return row?.value ?? 0;
  }

  return {
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

    countMatches,

    /** The property index's version: it moves on with every committed change (migration 0008). */
    async version(tx: Database = db): Promise<number> {
      const [row] = await tx
        .select({ version: catalogVersion.version })
        .from(catalogVersion)
        .where(eq(catalogVersion.id, 1));
      return row?.version ?? 0;
    },
  };
}
