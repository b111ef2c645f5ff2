import {
  ratingColours,
  ratingLabel,
  reviewRates,
  type RatingLabel,
  type RatingSummary,
} from '@stayvn/shared';

export type RatingView = {
  /** One decimal; 0 without reviews. */
  average: number;
  label: RatingLabel;
  /** The spec's colour for the label; null (neutral) while awaiting reviews. */
  colour: string | null;
  total: number;
  /** Five bars, 5 stars first, each with its share of all reviews in percent. */
  bars: Array<{ rate: number; total: number; percent: number }>;
};

/** Spec §4 rating label rules applied to the service's summary; no summary counts as no reviews. */
export function ratingView(summary: RatingSummary | null | undefined): RatingView {
  const total = summary?.total ?? 0;
  const average = total > 0 ? Math.round((summary?.average ?? 0) * 10) / 10 : 0;
  const label = ratingLabel(average);
  const bars = [...reviewRates].reverse().map((rate) => {
    const count = summary?.distribution.find((entry) => entry.rate === rate)?.total ?? 0;
    return { rate, total: count, percent: total > 0 ? Math.round((count / total) * 100) : 0 };
  });
  return { average, label, colour: ratingColours[label], total, bars };
}

/** Spec §9: the review list pages only when there are more than 15 reviews. */
export function showsPaginator(totalReviews: number): boolean {
  return totalReviews > 15;
}
