import { describe, expect, it } from 'vitest';
import { firstSegment, resolveLanguage, switchLanguageHref } from './resolve-language';

const base = { searchStr: '', stored: null, browserLanguages: [] as string[] };

describe('resolveLanguage', () => {
  it('lets a language in the path win over the stored and browser ones', () => {
    expect(
      resolveLanguage({ ...base, pathname: '/jp/offers', stored: 'vi', browserLanguages: ['en-US'] }),
    ).toEqual({
      kind: 'ok',
      language: 'jp',
    });
  });

  it('prefixes the stored language, keeping the path and the query string', () => {
    expect(
      resolveLanguage({ ...base, pathname: '/serviced-apartments', searchStr: '?x=1&y=2', stored: 'vi' }),
    ).toEqual({ kind: 'redirect', language: 'vi', href: '/vi/serviced-apartments?x=1&y=2' });
  });

  it('sends the bare root to the stored language', () => {
    expect(resolveLanguage({ ...base, pathname: '/', stored: 'jp' })).toMatchObject({ href: '/jp' });
  });

  it('uses the browser language when nothing valid is stored (Japanese is jp)', () => {
    expect(
      resolveLanguage({ ...base, pathname: '/', stored: 'xx', browserLanguages: ['fr-FR', 'ja-JP'] }),
    ).toEqual({
      kind: 'redirect',
      language: 'jp',
      href: '/jp',
    });
    expect(resolveLanguage({ ...base, pathname: '/offers', browserLanguages: ['vi-VN'] })).toMatchObject({
      href: '/vi/offers',
    });
  });

  it('falls back to English', () => {
    expect(resolveLanguage({ ...base, pathname: '/', browserLanguages: ['de-DE'] })).toMatchObject({
      href: '/en',
    });
  });

  it('treats the CMS spelling ja and unknown segments as part of the path', () => {
    expect(resolveLanguage({ ...base, pathname: '/ja/blogs', stored: 'en' })).toMatchObject({
      href: '/en/ja/blogs',
    });
  });

  it('keeps the hash', () => {
    expect(resolveLanguage({ ...base, pathname: '/faqs', hash: 'top', stored: 'en' })).toMatchObject({
      href: '/en/faqs#top',
    });
  });
});

describe('switchLanguageHref', () => {
  it('swaps the first segment and keeps the rest of the path and the query', () => {
    expect(
      switchLanguageHref({ pathname: '/en/serviced-apartments/overview/1', searchStr: '?home=true' }, 'vi'),
    ).toBe('/vi/serviced-apartments/overview/1?home=true');
  });

  it('swaps a language query value too', () => {
    expect(
      switchLanguageHref({ pathname: '/vi/search-result', searchStr: '?language=vi&pageIndex=1' }, 'jp'),
    ).toBe('/jp/search-result?language=jp&pageIndex=1');
  });

  it('adds the language when the path has none', () => {
    expect(switchLanguageHref({ pathname: '/', searchStr: '' }, 'jp')).toBe('/jp');
    expect(switchLanguageHref({ pathname: '/offers', searchStr: '' }, 'en')).toBe('/en/offers');
  });
});

describe('firstSegment', () => {
  it('ignores leading and doubled slashes', () => {
    expect(firstSegment('//vi//x')).toBe('vi');
    expect(firstSegment('/')).toBeUndefined();
  });
});
