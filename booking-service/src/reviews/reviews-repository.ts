import { and, count, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../db/connect.js';
import {
  reviewTags,
  reviews,
  users,
  type NewReviewRow,
  type NewReviewTagRow,
  type ReviewRow,
  type ReviewTagRow,
} from '../db/schema/index.js';

export interface RatingTotals {
  total: number;
  /** The exact mean, or null without reviews. */
  average: number | null;
  /** How many reviews gave each rate. */
  byRate: Map<number, number>;
}

export type ReviewWithAuthor = ReviewRow & { authorAvatarFile: string | null };

const published = (propertyDocumentId: string) =>
  and(eq(reviews.propertyDocumentId, propertyDocumentId), eq(reviews.status, 'published'));

// Keeps each statement well under PostgreSQL's 65,535 bind parameters.
const insertChunkSize = 1_000;

/** Drizzle queries over `reviews` and `review_tags` only. */
export function createReviewsRepository(db: Database) {
  return {
    async ratingTotals(propertyDocumentId: string, tx: Database = db): Promise<RatingTotals> {
      const rows = await tx
        .select({ rate: reviews.rate, total: count() })
        .from(reviews)
        .where(published(propertyDocumentId))
        .groupBy(reviews.rate);
      const byRate = new Map(rows.map((row) => [row.rate, row.total]));
      const total = rows.reduce((sum, row) => sum + row.total, 0);
      const sum = rows.reduce((acc, row) => acc + row.rate * row.total, 0);
      return { total, average: total > 0 ? sum / total : null, byRate };
    },

    /** One page of published reviews, newest first, with the author's avatar when signed in. */
    async page(
      propertyDocumentId: string,
      { pageIndex, pageSize }: { pageIndex: number; pageSize: number | ((total: number) => number) },
      tx: Database = db,
    ): Promise<{ rows: ReviewWithAuthor[]; total: number; pageSize: number }> {
      const [counted] = await tx
        .select({ value: count() })
        .from(reviews)
        .where(published(propertyDocumentId));
      const total = counted?.value ?? 0;
      // A size chosen by the total (the spec's rule) is known once the total is.
      const size = typeof pageSize === 'function' ? pageSize(total) : pageSize;
      const rows = await tx
        .select({ review: reviews, authorAvatarFile: users.avatarFile })
        .from(reviews)
        .leftJoin(users, eq(users.id, reviews.userId))
        .where(published(propertyDocumentId))
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .limit(size)
        .offset((pageIndex - 1) * size);
      return {
        rows: rows.map((row) => ({ ...row.review, authorAvatarFile: row.authorAvatarFile })),
        total,
        pageSize: size,
      };
    },

    async count(tx: Database = db): Promise<number> {
      const [row] = await tx.select({ value: count() }).from(reviews);
      return row?.value ?? 0;
    },

    async insertMany(rows: NewReviewRow[], tx: Database = db): Promise<void> {
      for (let start = 0; start < rows.length; start += insertChunkSize) {
        await tx.insert(reviews).values(rows.slice(start, start + insertChunkSize));
      }
    },

    /** Makes the tags exactly these: upserted by key, the others deleted. */
    async replaceTags(rows: NewReviewTagRow[], tx: Database = db): Promise<void> {
      if (rows.length > 0) {
        await tx
          .insert(reviewTags)
          .values(rows.map((row) => ({ ...row, indexedAt: sql`now()` })))
          .onConflictDoUpdate({
            target: reviewTags.key,
            set: { documentId: sql`excluded.document_id`, title: sql`excluded.title`, indexedAt: sql`now()` },
          });
      }
      const keep = rows.map((row) => row.key);
      await tx.delete(reviewTags).where(keep.length > 0 ? notInArray(reviewTags.key, keep) : undefined);
    },

    async listTags(tx: Database = db): Promise<ReviewTagRow[]> {
      return tx.select().from(reviewTags).orderBy(reviewTags.key);
    },
  };
}

export type ReviewsRepository = ReturnType<typeof createReviewsRepository>;
