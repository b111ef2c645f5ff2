import { describe, expect, it } from 'vitest';
import { isCurrentSection } from './nav-links';

describe('isCurrentSection', () => {
  it('marks the section of the page', () => {
    expect(isCurrentSection('/en/offers', 'offers')).toBe(true);
    expect(isCurrentSection('/jp/serviced-office/gallery', 'serviced-office/overview')).toBe(true);
    expect(isCurrentSection('/vi/blog/news/detail/1/x', 'blogs/all-blogs')).toBe(true);
  });

  it('leaves the others alone', () => {
    expect(isCurrentSection('/en', 'offers')).toBe(false);
    expect(isCurrentSection('/en/offers-old', 'offers')).toBe(false);
    expect(isCurrentSection('/en/about-us', 'for-owners')).toBe(false);
  });
});
