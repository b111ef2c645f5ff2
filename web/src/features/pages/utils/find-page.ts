import { markdownExcerpt } from '@/lib/markdown-excerpt';
import type { ContentPage } from '../api/get-pages';

/** The page of a section with this slug; slugs are compared as the CMS stores them (lower case). */
export function findPage(pages: ContentPage[], slug: string): ContentPage | undefined {
  const wanted = slug.trim().toLowerCase();
  return pages.find((page) => page.slug === wanted);
}

/** A page's meta description: its summary, else the start of its text. */
export function pageDescription(page: Pick<ContentPage, 'summary' | 'content'>, max = 160): string {
  return page.summary ? markdownExcerpt(page.summary, max) : markdownExcerpt(page.content, max);
}
