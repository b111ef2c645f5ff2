import { ratingColours } from '@stayvn/shared';
import { describe, expect, it } from 'vitest';
import { ratingView } from './rating';

const summary = (average: number, totals: number[]) => ({
  average,
  total: totals.reduce((sum, count) => sum + count, 0),
  distribution: totals.map((total, index) => ({ rate: 5 - index, total })),
});

describe('ratingView', () => {
  it('labels and colours the average by the spec thresholds', () => {
    expect(ratingView(summary(4.5, [3, 1, 0, 0, 0]))).toMatchObject({
      label: 'excellent',
      colour: '#1ECD6F',
    });
    expect(ratingView(summary(3.2, [0, 1, 3, 0, 0]))).toMatchObject({ label: 'good', colour: '#FFD935' });
    expect(ratingView(summary(2, [0, 0, 0, 4, 0]))).toMatchObject({
      label: 'review_score',
      colour: '#FF8C5A',
    });
    expect(ratingColours.excellent).toBe('#1ECD6F');
  });

  it('shows 0 and awaiting review without ratings, or without an answer at all', () => {
    expect(ratingView(summary(0, [0, 0, 0, 0, 0]))).toMatchObject({
      average: 0,
      label: 'awaiting_review',
      colour: null,
    });
    expect(ratingView(null)).toMatchObject({ average: 0, total: 0, label: 'awaiting_review' });
  });

  it('draws five bars, five stars first, as shares of all reviews', () => {
    const view = ratingView(summary(4.3, [6, 2, 2, 0, 0]));
    expect(view.bars).toEqual([
      { rate: 5, total: 6, percent: 60 },
      { rate: 4, total: 2, percent: 20 },
      { rate: 3, total: 2, percent: 20 },
      { rate: 2, total: 0, percent: 0 },
      { rate: 1, total: 0, percent: 0 },
    ]);
  });
});

describe('ratingView label', () => {
  it('labels the score it shows: a true 3.96 shows 4.0 and is excellent', () => {
    // 25 reviews averaging (25 + 56 + 18) / 25 = 3.96.
    expect(ratingView(summary(4, [5, 14, 6, 0, 0]))).toMatchObject({
      average: 4,
      label: 'excellent',
      colour: '#1ECD6F',
    });
    // (4 * 18 + 3 * 2) / 20 = 3.9 → good.
    expect(ratingView(summary(3.9, [0, 18, 2, 0, 0]))).toMatchObject({ average: 3.9, label: 'good' });
  });
});
