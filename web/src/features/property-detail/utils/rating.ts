import { ratingScore, reviewRates, type RatingLabel, type RatingSummary } from '@stayvn/shared';

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

/** The exact average of the distribution; the service's figure when the distribution is empty. */
function exactAverage(summary: RatingSummary): number {
  const counted = summary.distribution.reduce((sum, entry) => sum + entry.total, 0);
  if (counted === 0) return summary.average;
  return summary.distribution.reduce((sum, entry) => sum + entry.rate * entry.total, 0) / counted;
}

/**
 * Spec §4 rating label rules applied to the service's summary; no summary counts as no reviews.
 * The score shown and its label come from one number (`ratingScore`).
 */
export function ratingView(summary: RatingSummary | null | undefined): RatingView {
  const total = summary?.total ?? 0;
  const { score, label, colour } = ratingScore(summary && total > 0 ? exactAverage(summary) : 0);
  const bars = [...reviewRates].reverse().map((rate) => {
    const count = summary?.distribution.find((entry) => entry.rate === rate)?.total ?? 0;
    return { rate, total: count, percent: total > 0 ? Math.round((count / total) * 100) : 0 };
  });
  return { average: score, label, colour, total, bars };
}
