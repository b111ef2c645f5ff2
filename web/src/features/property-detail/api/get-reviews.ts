import { pageSizes, type Language } from '@stayvn/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/** `GET /v1/properties/:id/rating`: average and five-star distribution (spec §3 Rating). */
export const ratingQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['reviews', 'rating', id],
    queryFn: ({ signal }) =>
      apiGet(`/v1/properties/${encodeURIComponent(id)}/rating`, {
        schema: () => import('./schemas').then((module) => module.ratingSummarySchema),
        signal,
      }),
  });

/**
 * `GET /v1/properties/:id/reviews`: a page of reviews (ten, or all of up to 15; see
 * `reviewPageSize`), texts in the page language.
 */
export const reviewsQueryOptions = (
  id: string,
  language: Language,
  pageIndex: number,
  pageSize: number = pageSizes.reviews,
) =>
  queryOptions({
    queryKey: ['reviews', 'list', id, language, pageIndex, pageSize],
    queryFn: ({ signal }) =>
      apiGet(`/v1/properties/${encodeURIComponent(id)}/reviews`, {
        query: { lang: language, pageIndex, pageSize },
        schema: () => import('./schemas').then((module) => module.reviewPageSchema),
        signal,
      }),
    // The current page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
