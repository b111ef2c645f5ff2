import { cityCodeSchema, propertyKindSchema, stayTypeSchema } from '@stayvn/shared';
import { z } from 'zod';
import { cmsRatePeriodSchema, cmsRatePlanSchema } from './cms-rates.js';

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

const taxonomyKey = z.string().min(1);

/** A relation the CMS names in the asked locale; `key` is the same in every locale. */
const cmsNamedSchema = z.looseObject({
  documentId: z.string().min(1),
  key: taxonomyKey,
  name: z.string().nullish(),
});

export const cmsCitySchema = z.looseObject({
  documentId: z.string().min(1),
  code: cityCodeSchema,
  name: z.string().nullish(),
});

export const cmsProjectSchema = cmsNamedSchema.extend({ slug: z.string().nullish() });

export const cmsBedroomTypeSchema = cmsNamedSchema.extend({
  bedrooms: z.number().int().nonnegative().nullish(),
});

export const cmsFacilitySchema = cmsNamedSchema.extend({
  /** A lucide icon name. */
  icon: z.string().nullish(),
  isShow: z.boolean().nullish(),
  // interior (legacy group 2) and building (3) today; another group is kept, not rejected.
  group: z.looseObject({ key: z.string().nullish(), legacyId: z.number().nullish() }).nullish(),
});
export type CmsFacility = z.infer<typeof cmsFacilitySchema>;

export const cmsOfferItemSchema = cmsNamedSchema.extend({ icon: z.string().nullish() });

const coordinate = (limit: number) => numeric.pipe(z.number().min(-limit).max(limit));

/**
 * One locale of a published `api::property.property` entry as the CMS's property-populate
 * middleware answers it: attributes flattened, relations populated with their names in the
 * asked locale.
 */
export const cmsPropertySchema = z.looseObject({
  documentId: z.string().min(1),
  locale: z.string().nullish(),
  name: z.string().min(1),
  slug: z.string().nullish(),
  kind: propertyKindSchema.nullish(),
  typeCode: stayTypeSchema.nullish(),
  // A relation whose target is not published in the asked locale comes back null.
  city: cmsCitySchema.nullish(),
  district: cmsNamedSchema.nullish(),
  project: cmsProjectSchema.nullish(),
  address: z.string().nullish(),
  latitude: coordinate(90).nullish(),
  longitude: coordinate(180).nullish(),
  bedroomType: cmsBedroomTypeSchema.nullish(),
  bathrooms: z.number().int().nonnegative().nullish(),
  size: nonNegative.nullish(),
  capacity: z.number().int().nonnegative().nullish(),
  view: cmsNamedSchema.nullish(),
  facilities: z.array(cmsFacilitySchema).nullish(),
  priceUsd: nonNegative,
  priceVnd: nonNegative,
  offerPriceUsd: nonNegative.nullish(),
  offerPriceVnd: nonNegative.nullish(),
  isOffer: z.boolean().nullish(),
  ratePeriods: z.array(cmsRatePeriodSchema).nullish(),
  ratePlans: z.array(cmsRatePlanSchema).nullish(),
  offerItems: z.array(cmsOfferItemSchema).nullish(),
  hot: z.boolean().nullish(),
  images: z.array(cmsMediaSchema).nullish(),
  publishedAt: z.iso.datetime({ offset: true }).nullish(),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type CmsProperty = z.infer<typeof cmsPropertySchema>;

/** A list page; entries are checked one by one so that one bad entry cannot stop a resync. */
export const cmsListPageSchema = z.object({
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

/** One locale of a published `api::project.project` entry, as much as the project menu needs. */
export const cmsProjectEntrySchema = z.looseObject({
  documentId: z.string().min(1),
  key: taxonomyKey,
  slug: z.string().nullish(),
  name: z.string().min(1),
  city: cmsCitySchema.nullish(),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type CmsProjectEntry = z.infer<typeof cmsProjectEntrySchema>;

export const cmsProjectDocumentSchema = z.object({ data: cmsProjectEntrySchema });

/** One locale of an `api::review-tag.review-tag` entry (no drafts: tags are not published). */
export const cmsReviewTagSchema = z.looseObject({
  documentId: z.string().min(1),
  key: taxonomyKey,
  title: z.string().min(1),
});
export type CmsReviewTag = z.infer<typeof cmsReviewTagSchema>;
