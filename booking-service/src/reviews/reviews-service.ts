import {
  cmsLocaleOf,
  errorCodes,
  ratingScore,
  reviewPageSizeFor,
  reviewRates,
  type Language,
  type RatingSummary,
  type ReviewPage,
} from '@stayvn/shared';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import { absoluteUrl, pickText } from '../catalog/catalog-row.js';
import type { CatalogRepository } from '../catalog/catalog-repository.js';
import type { Database } from '../db/connect.js';
import { AppError } from '../errors/app-error.js';
import { demoReviews } from './demo-reviews.js';
import type { ReviewsRepository } from './reviews-repository.js';

export interface ReviewsServiceDeps {
  db: Database;
  repository: ReviewsRepository;
  catalog: Pick<CatalogRepository, 'find' | 'listWithImages'>;
  log: FastifyBaseLogger;
  /** Where uploaded avatars are served (`PUBLIC_URL`). */
  publicUrl: string;
  /** The base of CMS media urls (`CMS_PUBLIC_URL`). */
  cmsPublicUrl: string;
  seedDemoReviews: boolean;
}

/** The average rate to one decimal, as the rating tab shows it (and labels it). */
export function roundAverage(average: number | null): number {
  return ratingScore(average).score;
}

export function createReviewsService({
  db,
  repository,
  catalog,
  log,
  publicUrl,
  cmsPublicUrl,
  seedDemoReviews,
}: ReviewsServiceDeps) {
  /** Reviews are read for a listed property only; anything else is 404. */
  async function requireProperty(documentId: string): Promise<void> {
    if (!(await catalog.find(documentId))) {
      throw new AppError(404, errorCodes.notFound, 'No such property');
    }
  }

  return {
    async ratingSummary(propertyDocumentId: string): Promise<RatingSummary> {
      await requireProperty(propertyDocumentId);
      const totals = await repository.ratingTotals(propertyDocumentId);
      return {
        average: roundAverage(totals.average),
        total: totals.total,
        distribution: [...reviewRates]
          .reverse()
          .map((rate) => ({ rate, total: totals.byRate.get(rate) ?? 0 })),
      };
    },

    async page(
      propertyDocumentId: string,
      { lang, pageIndex, pageSize: asked }: { lang: Language; pageIndex: number; pageSize?: number },
    ): Promise<ReviewPage> {
      await requireProperty(propertyDocumentId);
      const [{ rows, total, pageSize }, tags] = await Promise.all([
        repository.page(propertyDocumentId, { pageIndex, pageSize: asked ?? reviewPageSizeFor }),
        repository.listTags(),
      ]);
      const locale = cmsLocaleOf(lang);
      const tagTitles = new Map(tags.map((tag) => [tag.key, pickText(tag.title, locale)]));
      return {
        items: rows.map((row) => {
          const title = row.tagKey ? tagTitles.get(row.tagKey) : undefined;
          return {
            id: row.id,
            fullName: row.authorFullName,
            avatarUrl: row.authorAvatarFile ? `${publicUrl}/v1/avatars/${row.authorAvatarFile}` : null,
            rate: row.rate,
            createdAt: row.createdAt.toISOString(),
            content: row.content,
            images: row.images.map((image) => ({
              url: image.key
                ? `${publicUrl}/v1/review-images/${image.key.slice(image.key.lastIndexOf('/') + 1)}`
                : absoluteUrl(image.url ?? '', cmsPublicUrl),
            })),
            // A tag the CMS no longer has is not shown.
            tag: row.tagKey && title ? { key: row.tagKey, title } : null,
          };
        }),
        total,
        pageIndex,
        pageSize,
      };
    },

    /**
     * Fills an empty reviews table with demo reviews of the indexed apartments (SEED_DEMO_REVIEWS,
     * on by default, off in production). Runs after a full catalog resync; a lock keeps two
     * instances from seeding twice.
     */
    async seedDemoReviewsIfEmpty(now: Date = new Date()): Promise<number> {
      if (!seedDemoReviews) return 0;
      const inserted = await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('booking-service:demo-reviews'))`);
        if ((await repository.count(tx)) > 0) return 0;
        const apartments = await catalog.listWithImages('apartment', tx);
        const tagKeys = (await repository.listTags(tx)).map((tag) => tag.key);
        const rows = demoReviews(apartments, tagKeys, now);
        await repository.insertMany(rows, tx);
        return rows.length;
      });
      if (inserted > 0) log.info({ reviews: inserted }, 'reviews: demo reviews seeded');
      return inserted;
    },
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
