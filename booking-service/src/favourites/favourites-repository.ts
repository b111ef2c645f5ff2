import type { PropertyKind } from '@stayvn/shared';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/connect.js';
import { catalogProperties, favourites, type CatalogProperty } from '../db/schema/index.js';

/** Drizzle queries over `favourites` (joined to the catalog index for the cards) only. */
export function createFavouritesRepository(db: Database) {
  /** The user's favourites that the index still holds: an unpublished property drops out. */
  const listed = (userId: string, kind: PropertyKind | undefined) =>
    and(eq(favourites.userId, userId), kind ? eq(catalogProperties.kind, kind) : undefined);

  return {
    /** A page of the user's listed favourites, newest like first. */
    async page(
      userId: string,
      { kind, offset, limit }: { kind: PropertyKind | undefined; offset: number; limit: number },
      tx: Database = db,
    ): Promise<{ rows: CatalogProperty[]; total: number }> {
      const [rows, [totals]] = await Promise.all([
        tx
          .select({ property: catalogProperties })
          .from(favourites)
          .innerJoin(catalogProperties, eq(catalogProperties.documentId, favourites.propertyDocumentId))
          .where(listed(userId, kind))
          .orderBy(desc(favourites.createdAt), favourites.propertyDocumentId)
          .offset(offset)
          .limit(limit),
        tx
          .select({ total: count() })
          .from(favourites)
          .innerJoin(catalogProperties, eq(catalogProperties.documentId, favourites.propertyDocumentId))
          .where(listed(userId, kind)),
      ]);
      return { rows: rows.map((row) => row.property), total: totals?.total ?? 0 };
    },

    /** Every stored id of the user, newest first (listed or not: the web keeps its own list). */
    async ids(userId: string, tx: Database = db): Promise<string[]> {
      const rows = await tx
        .select({ id: favourites.propertyDocumentId })
        .from(favourites)
        .where(eq(favourites.userId, userId))
        .orderBy(desc(favourites.createdAt), favourites.propertyDocumentId);
      return rows.map((row) => row.id);
    },

    /** Adds the ids not already there; the primary key makes a repeat a no-op. */
    async add(userId: string, propertyIds: string[], tx: Database = db): Promise<void> {
      if (propertyIds.length === 0) return;
      await tx
        .insert(favourites)
        .values(propertyIds.map((propertyDocumentId) => ({ userId, propertyDocumentId })))
        .onConflictDoNothing();
    },

    async remove(userId: string, propertyIds: string[], tx: Database = db): Promise<void> {
      if (propertyIds.length === 0) return;
      await tx
        .delete(favourites)
        .where(and(eq(favourites.userId, userId), inArray(favourites.propertyDocumentId, propertyIds)));
    },

    async removeAll(userId: string, tx: Database = db): Promise<void> {
      await tx.delete(favourites).where(eq(favourites.userId, userId));
    },

    /** Whether the index holds the property (a like of an unknown id is refused). */
    async indexed(propertyId: string, tx: Database = db): Promise<boolean> {
      const [row] = await tx
        .select({ id: catalogProperties.documentId })
        .from(catalogProperties)
        .where(eq(catalogProperties.documentId, propertyId));
      return row !== undefined;
    },
  };
}

export type FavouritesRepository = ReturnType<typeof createFavouritesRepository>;
