import { describe, expect, it } from 'vitest';
import {
  cmsLocaleOf,
  isLanguage,
  languageFromBrowser,
  languageOfCmsLocale,
  preferredLanguage,
} from './languages.js';
import { languageSchema } from './schemas/languages.js';

describe('URL and CMS locales', () => {
  it('maps jp in the URL to ja in the CMS and back', () => {
    expect(cmsLocaleOf('jp')).toBe('ja');
    expect(languageOfCmsLocale('ja')).toBe('jp');
  });
  it('keeps en and vi as they are', () => {
    expect(cmsLocaleOf('en')).toBe('en');
    expect(cmsLocaleOf('vi')).toBe('vi');
    expect(languageOfCmsLocale('vi')).toBe('vi');
  });
  it('knows no CMS locale jp and no URL language ja', () => {
    expect(languageOfCmsLocale('jp')).toBeUndefined();
    expect(isLanguage('ja')).toBe(false);
    expect(languageSchema.safeParse('ja').success).toBe(false);
  });
});

describe('browser language', () => {
  it.each([
    ['ja-JP', 'jp'],
    ['ja', 'jp'],
    ['en-GB', 'en'],
    ['vi-VN', 'vi'],
    ['VI', 'vi'],
    ['fr-FR', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%s gives %s', (tag, expected) => {
    expect(languageFromBrowser(tag)).toBe(expected);
  });
});

describe('preferred language when the path has none', () => {
  it('takes the stored value first', () => {
    expect(preferredLanguage('vi', ['ja-JP'])).toBe('vi');
  });
  it('ignores a stored value that is not a language', () => {
    expect(preferredLanguage('xx', ['ja-JP'])).toBe('jp');
  });
  it('takes the first browser language the site knows', () => {
    expect(preferredLanguage(null, ['fr-FR', 'vi-VN', 'en-US'])).toBe('vi');
  });
  it('falls back to English', () => {
    expect(preferredLanguage(undefined, ['de-DE'])).toBe('en');
    expect(preferredLanguage(undefined, [])).toBe('en');
  });
});
