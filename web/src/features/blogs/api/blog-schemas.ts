import { z } from 'zod';
import { cmsMediaSchema, responsiveImage, type ResponsiveImage } from '@/lib/cms-media';

/** A blog as the CMS answers it (blog-populate adds the thumbnail and the category key). */
export const cmsBlogSchema = z.lazy(() =>
  z.object({
    documentId: z.string().min(1),
    slug: z.string().nullish(),
    title: z.string(),
    excerpt: z.string().nullish(),
    body: z.string().nullish(),
    date: z.string(),
    thumbnail: cmsMediaSchema.nullish(),
    category: z.object({ key: z.string(), name: z.string() }).nullish(),
  }),
);
export type CmsBlog = z.infer<typeof cmsBlogSchema>;

export const paginationSchema = z.lazy(() =>
  z.object({
    page: z.number().int(),
    pageSize: z.number().int(),
    pageCount: z.number().int(),
    total: z.number().int(),
  }),
);

export type BlogSummary = {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  date: string;
  image: ResponsiveImage | null;
  categoryKey: string | null;
  categoryName: string | null;
};

export type Blog = BlogSummary & { body: string };

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
