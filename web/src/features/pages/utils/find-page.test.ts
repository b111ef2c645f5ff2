import { describe, expect, it } from 'vitest';
import type { ContentPage } from '../api/get-pages';
import { findPage, pageDescription } from './find-page';

const page = (slug: string, summary = '', content = ''): ContentPage => ({
  id: slug,
  slug,
  title: slug,
  summary,
  content,
  image: null,
});

describe('findPage', () => {
  const pages = [page('company-profile'), page('what-is-stayvn')];

  it('finds a page by its slug, whatever the case of the address', () => {
    expect(findPage(pages, 'what-is-stayvn')?.id).toBe('what-is-stayvn');
    expect(findPage(pages, 'Company-Profile')?.id).toBe('company-profile');
  });

  it('answers nothing for an unknown slug', () => {
    expect(findPage(pages, 'unknown')).toBeUndefined();
  });
});

describe('pageDescription', () => {
  it('prefers the summary', () => {
    expect(pageDescription(page('a', 'A short summary.', '# Body'))).toBe('A short summary.');
  });

  it('falls back to the start of the text', () => {
    expect(pageDescription(page('a', '', '## Title\n\nSee **our** team.'))).toBe('See our team.');
  });
});
