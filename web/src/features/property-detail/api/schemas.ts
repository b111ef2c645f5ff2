import { cmsPropertySchema, propertyKindSchema, stayTypeSchema } from '@stayvn/shared';
import { facilitySchema, nearbyCategorySchema, serviceSchema } from '@/lib/cms-detail-schemas';
import { cmsList, cmsMediaSchema } from '@/lib/cms-schemas';
import { z } from '@/lib/zod';

export { propertyListSchema, ratingSummarySchema, reviewPageSchema } from '@stayvn/shared';

/**
 * `GET /api/properties/:documentId` with the CMS's detail populate (cms property-populate): the
 * property entry as shared describes it for the web and the booking service
 * (`cmsPropertySchema`), with what the detail populate adds and how the page reads it: kind and
 * type required, its overview, facilities with their group's name, the offer's services, the images and the
 * nearby places in the shapes the project page shares (lib/cms-detail-schemas.ts).
 */
export const propertyDetailSchema = z.lazy(() =>
  cmsPropertySchema.unwrap().extend({
    kind: propertyKindSchema,
    typeCode: stayTypeSchema,
    overview: z.string().nullish(),
    facilities: cmsList(facilitySchema),
    offerItems: cmsList(serviceSchema),
    images: cmsList(cmsMediaSchema),
    nearbyCategories: cmsList(nearbyCategorySchema),
  }),
);
export type PropertyDetail = z.infer<typeof propertyDetailSchema>;

export const propertyDetailResponseSchema = z.lazy(() => z.object({ data: propertyDetailSchema }));
