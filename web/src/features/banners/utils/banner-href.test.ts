import { describe, expect, it } from 'vitest';
import { localiseBannerHref } from './banner-href';

describe('localiseBannerHref', () => {
  it('puts the page language in front of site paths', () => {
    expect(localiseBannerHref('/offers?x=1', 'jp')).toBe('/jp/offers?x=1');
    expect(localiseBannerHref('/', 'vi')).toBe('/vi');
  });

  it('keeps paths that already have a language, and external links', () => {
    expect(localiseBannerHref('/en/offers', 'jp')).toBe('/en/offers');
    expect(localiseBannerHref('https://example.com/a', 'jp')).toBe('https://example.com/a');
    expect(localiseBannerHref('//cdn.example.com/a', 'jp')).toBe('//cdn.example.com/a');
  });
});
