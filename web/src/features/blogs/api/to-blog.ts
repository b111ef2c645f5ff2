import { responsiveImage } from '@/lib/cms-media';
import type { Blog, BlogSummary, CmsBlog } from './blog-schemas';

/**
 * The CMS makes a slug from the title, but an editor may clear it; the URL then carries a
 * slug made the same way, so links never have an empty segment.
 */
export function slugify(text: string): string {
  return (
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/đ/gi, 'd')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'article'
  );
}

export function toBlogSummary(blog: CmsBlog): BlogSummary {
  return {
    id: blog.documentId,
    slug: blog.slug?.trim() || slugify(blog.title),
    title: blog.title,
    excerpt: blog.excerpt?.trim() ?? '',
    date: blog.date,
    image: blog.thumbnail ? responsiveImage(blog.thumbnail) : null,
    categoryKey: blog.category?.key ?? null,
    categoryName: blog.category?.name ?? null,
  };
}

export function toBlog(blog: CmsBlog): Blog {
  return { ...toBlogSummary(blog), body: blog.body ?? '' };
}
