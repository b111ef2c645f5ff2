import { cmsMediaSchema } from '@/lib/cms-schemas';
import { z } from '@/lib/zod';

/** A CMS collection answer; the home page's editorial blocks below (get-home-content.ts maps them). */
const listOf = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item) });

const cmsEssentialSchema = z.lazy(() =>
  z.object({
    documentId: z.string(),
    title: z.string(),
    content: z.string().nullish(),
    image: cmsMediaSchema.nullish(),
  }),
);

export const essentialsResponseSchema = z.lazy(() => listOf(cmsEssentialSchema));

const cmsProjectSchema = z.lazy(() =>
  z.object({
    documentId: z.string(),
    slug: z.string(),
    name: z.string(),
    address: z.string().nullish(),
    city: z.object({ name: z.string() }).nullish(),
    district: z.object({ name: z.string() }).nullish(),
    gallery: z.array(cmsMediaSchema).nullish(),
  }),
);

export const featuredProjectsResponseSchema = z.lazy(() => listOf(cmsProjectSchema));

const cmsBlogSchema = z.lazy(() =>
  z.object({
    documentId: z.string(),
    slug: z.string(),
    title: z.string(),
    excerpt: z.string().nullish(),
    date: z.string().nullish(),
    thumbnail: cmsMediaSchema.nullish(),
    category: z.object({ key: z.string(), name: z.string() }).nullish(),
  }),
);

export const homeBlogsResponseSchema = z.lazy(() => listOf(cmsBlogSchema));

const cmsPageSchema = z.lazy(() =>
  z.object({
    title: z.string(),
    summary: z.string().nullish(),
    image: cmsMediaSchema.nullish(),
  }),
);

export const aboutSummaryResponseSchema = z.lazy(() => listOf(cmsPageSchema));
