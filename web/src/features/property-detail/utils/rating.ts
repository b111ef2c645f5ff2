import {
  pageSizes,
  ratingColours,
  ratingLabel,
  reviewRates,
  type RatingLabel,
  type RatingSummary,
} from '@stayvn/shared';

export type RatingView = {
  /** One decimal, for display; 0 without reviews. */
  average: number;
  label: RatingLabel;
  /** The spec's colour for the label; null (neutral) while awaiting reviews. */
  colour: string | null;
  total: number;
  /** Five bars, 5 stars first, each with its share of all reviews in percent. */
  bars: Array<{ rate: number; total: number; percent: number }>;
};

/**
 * The exact average of the distribution (the service's `average` is rounded to one decimal, so a
 * true 3.96 arrives as 4.0); the service's figure when the distribution is empty.
 */
function exactAverage(summary: RatingSummary): number {
  const counted = summary.distribution.reduce((sum, entry) => sum + entry.total, 0);
  if (counted === 0) return summary.average;
  return summary.distribution.reduce((sum, entry) => sum + entry.rate * entry.total, 0) / counted;
}

/**
 * Spec §4 rating label rules applied to the service's summary; no summary counts as no reviews.
 * The label is chosen from the exact average, before it is rounded for display.
 */
export function ratingView(summary: RatingSummary | null | undefined): RatingView {
  const total = summary?.total ?? 0;
  const exact = summary && total > 0 ? exactAverage(summary) : 0;
  const average = Math.round(exact * 10) / 10;
  const label = ratingLabel(exact);
  const bars = [...reviewRates].reverse().map((rate) => {
    const count = summary?.distribution.find((entry) => entry.rate === rate)?.total ?? 0;
    return { rate, total: count, percent: total > 0 ? Math.round((count / total) * 100) : 0 };
  });
  return { average, label, colour: ratingColours[label], total, bars };
}

/** Spec §9: the review list pages only when there are more than 15 reviews. */
export const reviewPagingThreshold = 15;

export function showsPaginator(totalReviews: number): boolean {
  return totalReviews > reviewPagingThreshold;
}

/**
 * Reviews a page: the spec's 10 when the paginator shows; all of them (up to 15) on one page
 * when it does not, so none is out of reach.
 */
export function reviewPageSize(totalReviews: number): number {
  return showsPaginator(totalReviews) ? pageSizes.reviews : reviewPagingThreshold;
}
