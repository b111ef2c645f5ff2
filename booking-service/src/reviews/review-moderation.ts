import { cmsLocaleOf, type StaffReviewListQuery } from '@stayvn/shared';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { pickText } from '../catalog/catalog-row.js';
import type { Database } from '../db/connect.js';
import { catalogProperties, reviews, type ReviewRow, type ReviewStatus } from '../db/schema/index.js';
import { pageOf, searchOf } from '../staff/paging.js';

/** Staff's side of the reviews sent through links: the list, with names, and the decisions. */
export function createReviewModeration(db: Database) {
  /** Each review with its property's name in the review's language, in one read. */
  async function withPropertyNames(rows: ReviewRow[], tx: Database = db) {
    const ids = [...new Set(rows.map((row) => row.propertyDocumentId))];
    const found = ids.length
      ? await tx
          .select({ documentId: catalogProperties.documentId, name: catalogProperties.name })
          .from(catalogProperties)
          .where(inArray(catalogProperties.documentId, ids))
      : [];
    const names = new Map(found.map((property) => [property.documentId, property.name]));
    return rows.map((row) => {
      const name = names.get(row.propertyDocumentId);
      return { row, propertyName: name ? pickText(name, cmsLocaleOf(row.language)) : null };
    });
  }

  return {
    /** Staff's moderation: publish (counts in the totals, images public) or hide. */
    async moderate(
      reviewId: string,
      status: Exclude<ReviewStatus, 'pending'>,
      tx: Database = db,
    ): Promise<ReviewRow | undefined> {
      const [row] = await tx.update(reviews).set({ status }).where(eq(reviews.id, reviewId)).returning();
      return row;
    },

    /** Reviews sent through links, a page at a time, each with its property's name. */
    async pageForStaff(query: StaffReviewListQuery) {
      const sortColumns = {
        createdAt: reviews.createdAt,
        rate: reviews.rate,
        fullName: reviews.authorFullName,
      } as const;
      const where = and(
        eq(reviews.status, query.status),
        isNotNull(reviews.invitationId),
        searchOf(query.q, [reviews.authorFullName, reviews.content]),
      );
      const { items, total } = await pageOf(db, reviews, query, where, sortColumns[query.sort], reviews.id);
      return { items: await withPropertyNames(items), total };
    },

    withPropertyNames,
  };
}
