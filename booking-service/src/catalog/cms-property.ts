import { cityCodeSchema, propertyKindSchema, stayTypeSchema } from '@stayvn/shared';
import { z } from 'zod';

// Strapi answers decimals as numbers on SQLite and may answer them (and big integers always)
// as strings on PostgreSQL; both spellings are accepted.
const numeric = z.union([
  z.number(),
  z
    .string()
    .regex(/^-?\d+(\.\d+)?$/)
    .transform(Number),
]);
const nonNegative = numeric.pipe(z.number().nonnegative());

const cmsMediaFormatSchema = z.looseObject({
  url: z.string().min(1),
  width: z.number().nullish(),
  height: z.number().nullish(),
});

export const cmsMediaSchema = z.looseObject({
  url: z.string().min(1),
  width: z.number().nullish(),
  height: z.number().nullish(),
  alternativeText: z.string().nullish(),
  formats: z.record(z.string(), cmsMediaFormatSchema.nullish()).nullish(),
});
export type CmsMedia = z.infer<typeof cmsMediaSchema>;

/** One locale of a published `api::property.property` entry as Strapi 5's REST API flattens it. */
export const cmsPropertySchema = z.looseObject({
  documentId: z.string().min(1),
  locale: z.string().nullish(),
  name: z.string().min(1),
  slug: z.string().nullish(),
  kind: propertyKindSchema.nullish(),
  typeCode: stayTypeSchema.nullish(),
  cityCode: cityCodeSchema,
  district: z.string().nullish(),
  address: z.string().nullish(),
  bedrooms: z.number().int().nonnegative().nullish(),
  size: nonNegative.nullish(),
  priceUsd: nonNegative,
  priceVnd: nonNegative,
  offerPriceUsd: nonNegative.nullish(),
  offerPriceVnd: nonNegative.nullish(),
  isOffer: z.boolean().nullish(),
  hot: z.boolean().nullish(),
  images: z.array(cmsMediaSchema).nullish(),
  publishedAt: z.iso.datetime({ offset: true }).nullish(),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type CmsProperty = z.infer<typeof cmsPropertySchema>;

/** A list page; entries are checked one by one so that one bad entry cannot stop a resync. */
export const cmsPropertyPageSchema = z.object({
  data: z.array(z.unknown()),
  meta: z.object({
    pagination: z.object({
      page: z.number().int(),
      pageSize: z.number().int(),
      pageCount: z.number().int(),
      total: z.number().int(),
    }),
  }),
});

export const cmsPropertyDocumentSchema = z.object({ data: cmsPropertySchema });
