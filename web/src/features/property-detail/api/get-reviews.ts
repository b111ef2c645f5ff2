import type { Language } from '@stayvn/shared';
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
 * `GET /v1/properties/:id/reviews`: a page of reviews, texts in the page language. The service
 * sizes it (`reviewPageSizeFor`: all of up to 15, else ten) from the count it reads with it, so
 * a total seen earlier cannot pick the wrong size.
 */
export const reviewsQueryOptions = (id: string, language: Language, pageIndex: number) =>
  queryOptions({
    queryKey: ['reviews', 'list', id, language, pageIndex],
    queryFn: ({ signal }) =>
      apiGet(`/v1/properties/${encodeURIComponent(id)}/reviews`, {
        query: { lang: language, pageIndex },
        schema: () => import('./schemas').then((module) => module.reviewPageSchema),
        signal,
      }),
    // The current page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
