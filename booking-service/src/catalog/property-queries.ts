import type { CityId, PropertyKind } from '@stayvn/shared';
import { and, arrayContains, count, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/connect.js';
import { catalogProperties, type CatalogProperty } from '../db/schema/index.js';

export interface HotListQuery {
  cityId: CityId;
  kind: PropertyKind;
  limit: number;
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

/** The property rows read one by one or by list: for booking, the home page, the demo reviews. */
export function createPropertyQueries(db: Database) {
  return {
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
  };
}
