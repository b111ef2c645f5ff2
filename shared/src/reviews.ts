import { pageSizes } from './paging.js';

/** The rates a review can give. */
export const reviewRates = [1, 2, 3, 4, 5] as const;

/** Spec §4: the label and colour of an average rate. */
export type RatingLabel = 'excellent' | 'good' | 'review_score' | 'awaiting_review';
export const ratingColours: Record<RatingLabel, string | null> = {
  excellent: '#1ECD6F',
  good: '#FFD935',
  review_score: '#FF8C5A',
  awaiting_review: null,
};
export function ratingLabel(average: number): RatingLabel {
  if (average >= 4) return 'excellent';
  if (average >= 3) return 'good';
  if (average >= 1) return 'review_score';
  return 'awaiting_review';
}

export type RatingScore = { score: number; label: RatingLabel; colour: string | null };

/**
 * The score a visitor sees (the average to one decimal; 0 without reviews) and the label and
 * colour of that same number: a true 3.96 shows "4.0" and is excellent, never a yellow "good"
 * beside "4.0". Every place that shows a rating takes both from here.
 */
export function ratingScore(average: number | null | undefined): RatingScore {
  const exact = average ?? 0;
  // Tenths as integers: 3.95 * 10 is 39.49999… in binary, and must still round up.
  const score = exact > 0 ? Math.round(Number((exact * 10).toPrecision(12))) / 10 : 0;
  const label = ratingLabel(score);
  return { score, label, colour: ratingColours[label] };
}

/** Spec §9: long review texts are cut at 300 characters. */
export const reviewExcerptLength = 300;

/** Spec §9: the review list has a paginator only when there are more than 15 reviews. */
export const reviewPagingThreshold = 15;

export function showsReviewPaginator(totalReviews: number): boolean {
  return totalReviews > reviewPagingThreshold;
}

/**
 * Reviews a page for a list of this many: the spec's 10 when the paginator shows, and all of
 * them (up to 15) on one page when it does not, so that none is out of reach.
 */
export function reviewPageSizeFor(totalReviews: number): number {
  return showsReviewPaginator(totalReviews) ? pageSizes.reviews : reviewPagingThreshold;
}
