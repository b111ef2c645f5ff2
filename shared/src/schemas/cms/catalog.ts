import { z } from 'zod';
import { propertyKindSchema, stayTypeSchema } from '../catalog.js';
import { cityCodeSchema } from '../cities.js';
import { cmsRatePeriodSchema, cmsRatePlanSchema } from './rates.js';
import { cmsAmountSchema, cmsDecimalSchema, cmsMediaSchema } from './strapi.js';

/*
 * The catalog's CMS entries (property, project, review tag) as the CMS's <type>-populate
 * middlewares answer them: attributes flattened, relations populated with their names in the
 * asked locale. A relation whose target is not published in that locale comes back null.
 */

const taxonomyKey = z.string().min(1);

/** A relation the CMS names in the asked locale; `key` is the same in every locale. */
export const cmsNamedSchema = z.lazy(() =>
  z.looseObject({
    documentId: z.string().min(1),
    key: taxonomyKey,
    name: z.string().nullish(),
  }),
);

export const cmsCitySchema = z.lazy(() =>
  z.looseObject({
    documentId: z.string().min(1),
    code: cityCodeSchema,
    name: z.string().nullish(),
  }),
);

export const cmsProjectSchema = z.lazy(() => cmsNamedSchema.unwrap().extend({ slug: z.string().nullish() }));

export const cmsBedroomTypeSchema = z.lazy(() =>
  cmsNamedSchema.unwrap().extend({ bedrooms: z.number().int().nonnegative().nullish() }),
);

export const cmsFacilitySchema = z.lazy(() =>
  cmsNamedSchema.unwrap().extend({
    /** A lucide icon name. */
    icon: z.string().nullish(),
    isShow: z.boolean().nullish(),
    // interior (legacy group 2) and building (3) today; another group is kept, not rejected.
    group: z.looseObject({ key: z.string().nullish(), legacyId: z.number().nullish() }).nullish(),
  }),
);
export type CmsFacility = z.infer<typeof cmsFacilitySchema>;

export const cmsOfferItemSchema = z.lazy(() =>
  cmsNamedSchema.unwrap().extend({ icon: z.string().nullish() }),
);

const coordinate = (limit: number) => cmsDecimalSchema.pipe(z.number().min(-limit).max(limit));

/** One locale of a published `api::property.property` entry. */
export const cmsPropertySchema = z.lazy(() =>
  z.looseObject({
    documentId: z.string().min(1),
    locale: z.string().nullish(),
    name: z.string().min(1),
    slug: z.string().nullish(),
    kind: propertyKindSchema.nullish(),
    typeCode: stayTypeSchema.nullish(),
    city: cmsCitySchema.nullish(),
    district: cmsNamedSchema.nullish(),
    project: cmsProjectSchema.nullish(),
    address: z.string().nullish(),
    latitude: coordinate(90).nullish(),
    longitude: coordinate(180).nullish(),
    bedroomType: cmsBedroomTypeSchema.nullish(),
    bathrooms: z.number().int().nonnegative().nullish(),
    size: cmsAmountSchema.nullish(),
    capacity: z.number().int().nonnegative().nullish(),
    view: cmsNamedSchema.nullish(),
    facilities: z.array(cmsFacilitySchema).nullish(),
    priceUsd: cmsAmountSchema,
    priceVnd: cmsAmountSchema,
    offerPriceUsd: cmsAmountSchema.nullish(),
    offerPriceVnd: cmsAmountSchema.nullish(),
    isOffer: z.boolean().nullish(),
    ratePeriods: z.array(cmsRatePeriodSchema).nullish(),
    ratePlans: z.array(cmsRatePlanSchema).nullish(),
    offerItems: z.array(cmsOfferItemSchema).nullish(),
    hot: z.boolean().nullish(),
    images: z.array(cmsMediaSchema).nullish(),
    publishedAt: z.iso.datetime({ offset: true }).nullish(),
    updatedAt: z.iso.datetime({ offset: true }),
  }),
);
export type CmsProperty = z.infer<typeof cmsPropertySchema>;

/** `GET /api/properties/:documentId?locale=…`. */
export const cmsPropertyResponseSchema = z.lazy(() => z.object({ data: cmsPropertySchema }));

/** One locale of a published `api::project.project` entry, as much as the project menu needs. */
export const cmsProjectEntrySchema = z.lazy(() =>
  z.looseObject({
    documentId: z.string().min(1),
    key: taxonomyKey,
    slug: z.string().nullish(),
    name: z.string().min(1),
    city: cmsCitySchema.nullish(),
    updatedAt: z.iso.datetime({ offset: true }),
  }),
);
export type CmsProjectEntry = z.infer<typeof cmsProjectEntrySchema>;

/** `GET /api/projects/:documentId?locale=…`. */
export const cmsProjectResponseSchema = z.lazy(() => z.object({ data: cmsProjectEntrySchema }));

/** One locale of an `api::review-tag.review-tag` entry (no drafts: tags are not published). */
export const cmsReviewTagSchema = z.lazy(() =>
  z.looseObject({
    documentId: z.string().min(1),
    key: taxonomyKey,
    title: z.string().min(1),
  }),
);
export type CmsReviewTag = z.infer<typeof cmsReviewTagSchema>;
