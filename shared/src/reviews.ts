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

/** Spec §9: long review texts are cut at 300 characters. */
export const reviewExcerptLength = 300;
