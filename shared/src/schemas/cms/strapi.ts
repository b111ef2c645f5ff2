import { z } from 'zod';

/*
 * How Strapi 5's REST API answers, as far as the web and the booking service read it. Object
 * schemas are built on first use (see built-lazily.test.ts).
 */

/**
 * A decimal or big integer: Strapi answers decimals as numbers on SQLite and may answer them
 * (and big integers always) as strings on PostgreSQL; both spellings are accepted.
 */
export const cmsDecimalSchema = z.union([
  z.number(),
  z
    .string()
    .regex(/^-?\d+(\.\d+)?$/)
    .transform(Number),
]);

/** A decimal the CMS keeps at zero or above (prices, rates, sizes). */
export const cmsAmountSchema = cmsDecimalSchema.pipe(z.number().nonnegative());

/** One page of a collection; entries are checked one by one, so one bad entry cannot stop a reader. */
export const cmsListPageSchema = z.lazy(() =>
  z.object({
    data: z.array(z.unknown()),
    meta: z.object({ pagination: z.looseObject({ pageCount: z.number().int().min(0) }) }),
  }),
);
export type CmsListPage = z.infer<typeof cmsListPageSchema>;

const cmsMediaFormatSchema = z.lazy(() =>
  z.looseObject({
    url: z.string().min(1),
    width: z.number().nullish(),
    height: z.number().nullish(),
  }),
);

/** A media field: the upload and the renditions Strapi made of it (none when it was too small). */
export const cmsMediaSchema = z.lazy(() =>
  z.looseObject({
    url: z.string().min(1),
    width: z.number().nullish(),
    height: z.number().nullish(),
    alternativeText: z.string().nullish(),
    formats: z.record(z.string(), cmsMediaFormatSchema.nullish()).nullish(),
  }),
);
export type CmsMedia = z.infer<typeof cmsMediaSchema>;
