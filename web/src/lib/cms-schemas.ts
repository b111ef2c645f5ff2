import { z } from '@/lib/zod';

/**
 * The CMS's shapes every feature reads with (media, lists) and Strapi's error body. A schema
 * module: loaded with the first CMS answer checked, never in a page's first download.
 */

/** Strapi 5 answers errors as `{ data: null, error: { status, name, message, details } }`. */
export const strapiErrorSchema = z.lazy(() =>
  z.object({
    error: z.object({
      status: z.number().int(),
      name: z.string(),
      message: z.string(),
      details: z.unknown().optional(),
    }),
  }),
);

/** Strapi's ValidationError lists field problems in details.errors[{ path: string[], message }]. */
export const strapiValidationDetailsSchema = z.lazy(() =>
  z.object({
    errors: z.array(z.object({ path: z.array(z.union([z.string(), z.number()])), message: z.string() })),
  }),
);

/** A CMS list field (a relation, a repeatable component): absent or null reads as empty. */
export const cmsList = <T extends z.ZodType>(item: T) =>
  z
    .array(item)
    .nullish()
    .transform((list) => list ?? []);

/** One rendition Strapi made of an upload (thumbnail, small, medium, large). */
const cmsFormatSchema = z.lazy(() =>
  z.object({
    url: z.string(),
    width: z.number(),
    height: z.number(),
  }),
);

/** A Strapi 5 media field as REST returns it; only what the pages use. */
export const cmsMediaSchema = z.lazy(() =>
  z.object({
    url: z.string(),
    width: z.number().nullish(),
    height: z.number().nullish(),
    alternativeText: z.string().nullish(),
    // Strapi leaves out, or sends null for, the renditions an upload was too small for.
    formats: z.record(z.string(), cmsFormatSchema.nullish()).nullish(),
  }),
);
export type CmsMedia = z.infer<typeof cmsMediaSchema>;
