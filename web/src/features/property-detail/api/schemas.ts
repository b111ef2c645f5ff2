import { propertyKindSchema, stayTypeSchema } from '@stayvn/shared';
import { facilitySchema, nearbyCategorySchema, serviceSchema } from '@/lib/cms-detail-schemas';
import { cmsList, cmsMediaSchema } from '@/lib/cms-schemas';
import { z } from '@/lib/zod';

export { propertyListSchema, ratingSummarySchema, reviewPageSchema } from '@stayvn/shared';

const named = z.lazy(() => z.object({ key: z.string().nullish(), name: z.string() }));

/** Strapi sends decimals as numbers and big integers as strings. */
const amount = z
  .union([z.number(), z.string()])
  .nullish()
  .transform((value) => {
    if (value === null || value === undefined || value === '') return null;
    const number = Number(value);
    return Number.isFinite(number) ? number : null;
  });

/** `GET /api/properties/:documentId` with the CMS's detail populate (cms property-populate). */
export const propertyDetailSchema = z.lazy(() =>
  z.object({
    documentId: z.string(),
    name: z.string(),
    slug: z.string().nullish(),
    kind: propertyKindSchema,
    typeCode: stayTypeSchema,
    address: z.string().nullish(),
    latitude: z.number().nullish(),
    longitude: z.number().nullish(),
    bathrooms: z.number().nullish(),
    size: amount,
    capacity: z.number().nullish(),
    priceUsd: amount,
    priceVnd: amount,
    offerPriceUsd: amount,
    offerPriceVnd: amount,
    isOffer: z.boolean().nullish(),
    overview: z.string().nullish(),
    city: z.object({ code: z.string(), name: z.string() }).nullish(),
    district: named.nullish(),
    project: z.object({ documentId: z.string(), slug: z.string().nullish(), name: z.string() }).nullish(),
    bedroomType: z.object({ key: z.string(), name: z.string(), bedrooms: z.number().nullish() }).nullish(),
    view: named.nullish(),
    facilities: cmsList(facilitySchema),
    offerItems: cmsList(serviceSchema),
    images: cmsList(cmsMediaSchema),
    nearbyCategories: cmsList(nearbyCategorySchema),
  }),
);
export type PropertyDetail = z.infer<typeof propertyDetailSchema>;

export const propertyDetailResponseSchema = z.lazy(() => z.object({ data: propertyDetailSchema }));
