import { describe, expect, it } from 'vitest';
import { initialsOf, reviewExcerpt } from './review-text';

describe('reviewExcerpt', () => {
  it('keeps a text of at most 300 characters whole', () => {
    const text = 'a'.repeat(300);
    expect(reviewExcerpt(text)).toEqual({ excerpt: text, truncated: false });
  });

  it('cuts a longer text at 300 characters, on a word boundary when one is near', () => {
    const words = 'word '.repeat(80).trim(); // 399 characters
    const { excerpt, truncated } = reviewExcerpt(words);
    expect(truncated).toBe(true);
    expect(excerpt.endsWith('word…')).toBe(true);
    expect(Array.from(excerpt).length).toBeLessThanOrEqual(301);
  });

  it('counts Japanese and emoji characters as one each', () => {
    const japanese = 'と'.repeat(301);
    const { excerpt } = reviewExcerpt(japanese);
    expect(Array.from(excerpt)).toHaveLength(301);
    expect(reviewExcerpt('😀'.repeat(300)).truncated).toBe(false);
  });
});

describe('initialsOf', () => {
  it('takes the first letters of the first and last names', () => {
    expect(initialsOf('Nguyễn Văn An')).toBe('NA');
    expect(initialsOf('  yuki ')).toBe('Y');
    expect(initialsOf('')).toBe('?');
    expect(initialsOf('佐藤 健')).toBe('佐');
  });
});
