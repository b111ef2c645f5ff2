import { cmsMediaSchema } from '@/lib/cms-schemas';
import type { ResponsiveImage } from '@/lib/cms-media';
import { z } from '@/lib/zod';

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

/** One article by its document id. */
export const blogResponseSchema = z.lazy(() => z.object({ data: cmsBlogSchema }));

/** A page of articles with Strapi's pagination. */
export const blogListResponseSchema = z.lazy(() =>
  z.object({
    data: z.array(cmsBlogSchema),
    meta: z.object({ pagination: paginationSchema }),
  }),
);

export const blogCategoriesResponseSchema = z.lazy(() =>
  z.object({
    data: z.array(
      z.object({
        documentId: z.string().min(1),
        key: z.string().min(1),
        name: z.string(),
        order: z.number().nullish(),
      }),
    ),
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
