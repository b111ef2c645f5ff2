import { z } from 'zod';
import { defaultLanguage } from '../languages.js';
import { languageSchema } from './languages.js';
import { pageSchemaOf } from './paging.js';

/**
 * The read side of reviews (spec §3 Rating and Review, §7.3): rating totals and paged reviews of
 * one property. A property is named by its CMS document id, as cards and detail URLs name it.
 */
export const propertyIdParamsSchema = z.lazy(() =>
  z.object({
    id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, { error: 'err_invalid_id' }),
  }),
);
export type PropertyIdParams = z.infer<typeof propertyIdParamsSchema>;

export const ratingSummarySchema = z.lazy(() =>
  z.object({
    /** The average rate, one decimal; 0 when there is no review (label: awaiting review). */
    average: z.number().min(0).max(5),
    total: z.number().int().nonnegative(),
    /** One entry per rate 5, 4, 3, 2, 1 (in that order), with how many reviews gave it. */
    distribution: z.array(
      z.object({ rate: z.number().int().min(1).max(5), total: z.number().int().nonnegative() }),
    ),
  }),
);
export type RatingSummary = z.infer<typeof ratingSummarySchema>;

export const reviewsQuerySchema = z.lazy(() =>
  z.object({
    lang: languageSchema.default(defaultLanguage),
    pageIndex: z.coerce
      .number({ error: 'err_page_index' })
      .int({ error: 'err_page_index' })
      .min(1, { error: 'err_page_index' })
      .max(100_000, { error: 'err_page_index' })
      .default(1),
    /**
     * Without it the service picks the spec's page (`reviewPageSizeFor`): all of up to 15 reviews
     * on one page, else 10 a page.
     */
    pageSize: z.coerce
      .number({ error: 'err_page_size' })
      .int({ error: 'err_page_size' })
      .min(1, { error: 'err_page_size' })
      .max(50, { error: 'err_page_size' })
      .optional(),
  }),
);
export type ReviewsQuery = z.infer<typeof reviewsQuerySchema>;

export const reviewSchema = z.lazy(() =>
  z.object({
    id: z.string(),
    fullName: z.string(),
    avatarUrl: z.string().nullable(),
    rate: z.number().int().min(1).max(5),
    /** ISO 8601 date-time. */
    createdAt: z.string(),
    content: z.string(),
    images: z.array(z.object({ url: z.string() })),
    /** The review tag's title in the asked language, if one was chosen. */
    tag: z.object({ key: z.string(), title: z.string() }).nullable(),
  }),
);
export type Review = z.infer<typeof reviewSchema>;

export const reviewPageSchema = z.lazy(() => pageSchemaOf(reviewSchema));
export type ReviewPage = z.infer<typeof reviewPageSchema>;
