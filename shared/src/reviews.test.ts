import { describe, expect, it } from 'vitest';
import { ratingScore, reviewPageSizeFor, showsReviewPaginator } from './reviews.js';

describe('ratingScore', () => {
  it('labels the score it shows, rounded to one decimal', () => {
    expect(ratingScore(3.96)).toEqual({ score: 4, label: 'excellent', colour: '#1ECD6F' });
    expect(ratingScore(3.95)).toMatchObject({ score: 4, label: 'excellent' });
    expect(ratingScore(3.9499)).toEqual({ score: 3.9, label: 'good', colour: '#FFD935' });
    expect(ratingScore(4)).toMatchObject({ score: 4, label: 'excellent' });
    expect(ratingScore(5)).toMatchObject({ score: 5, label: 'excellent' });
  });

  it('puts each spec boundary on the shown score', () => {
    expect(ratingScore(3)).toMatchObject({ score: 3, label: 'good' });
    expect(ratingScore(2.95)).toMatchObject({ score: 3, label: 'good' });
    expect(ratingScore(2.94)).toEqual({ score: 2.9, label: 'review_score', colour: '#FF8C5A' });
    expect(ratingScore(1)).toMatchObject({ score: 1, label: 'review_score' });
    expect(ratingScore(0.96)).toMatchObject({ score: 1, label: 'review_score' });
    expect(ratingScore(0.94)).toMatchObject({ score: 0.9, label: 'awaiting_review' });
  });

  it('is 0 and awaiting review without ratings', () => {
    for (const none of [0, null, undefined]) {
      expect(ratingScore(none)).toEqual({ score: 0, label: 'awaiting_review', colour: null });
    }
  });
});

describe('review paging', () => {
  it('shows up to 15 reviews on one page, without a paginator', () => {
    for (const total of [0, 1, 10, 11, 15]) {
      expect(showsReviewPaginator(total)).toBe(false);
      expect(reviewPageSizeFor(total)).toBeGreaterThanOrEqual(total);
    }
  });

  it('pages ten at a time above 15', () => {
    expect(showsReviewPaginator(16)).toBe(true);
    expect(reviewPageSizeFor(16)).toBe(10);
    expect(reviewPageSizeFor(400)).toBe(10);
  });
});
