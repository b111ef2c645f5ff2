import { describe, expect, it } from 'vitest';
import { contentHead } from './content-head';

const titleOf = (head: { meta: Array<Record<string, string>> }) =>
  head.meta.find((tag) => 'title' in tag)?.title;
const robotsOf = (head: { meta: Array<Record<string, string>> }) =>
  head.meta.find((tag) => tag.name === 'robots')?.content;

describe('contentHead', () => {
  it('uses the CMS page title and description once loaded', () => {
    const head = contentHead(
      'jp',
      '/about-us/company-profile',
      { title: '会社概要', description: '説明' },
      'about.title',
    );
    expect(titleOf(head)).toBe('会社概要 | StayVN');
    expect(head.meta).toContainEqual({ name: 'description', content: '説明' });
    expect(robotsOf(head)).toBeUndefined();
  });

  it('falls back to the translated section name before the page is known', () => {
    expect(titleOf(contentHead('vi', '/about-us/x', undefined, 'about.title'))).toBe('Về chúng tôi | StayVN');
  });

  it('titles an unknown page as not found and keeps it out of search engines', () => {
    const head = contentHead('en', '/about-us/nope', undefined, 'about.title', 'notFound');
    expect(titleOf(head)).toMatch(/not found/i);
    expect(robotsOf(head)).toBe('noindex, follow');
  });
});
