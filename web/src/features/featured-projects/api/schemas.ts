import { facilitySchema, nearbyCategorySchema, serviceSchema } from '@/lib/cms-detail-schemas';
import { cmsList, cmsMediaSchema } from '@/lib/cms-schemas';
import { z } from '@/lib/zod';

export { propertyListSchema } from '@stayvn/shared';

const place = z.lazy(() => z.object({ name: z.string() }).nullish());

/** A project (building) as the featured list shows it (spec §3 Featured project). */
export const projectSummarySchema = z.lazy(() =>
  z.object({
    documentId: z.string(),
    slug: z.string().nullish(),
    name: z.string(),
    address: z.string().nullish(),
    quantity: z.number().nullish(),
    city: place,
    district: place,
    gallery: cmsList(cmsMediaSchema),
  }),
);
export type ProjectSummary = z.infer<typeof projectSummarySchema>;

/** `GET /api/projects/:documentId` with the CMS's detail populate (cms project-populate). */
export const projectDetailSchema = z.lazy(() =>
  projectSummarySchema.unwrap().extend({
    latitude: z.number().nullish(),
    longitude: z.number().nullish(),
    overview: z.string().nullish(),
    facilities: cmsList(facilitySchema),
    services: cmsList(serviceSchema),
    nearbyCategories: cmsList(nearbyCategorySchema),
    properties: cmsList(z.object({ documentId: z.string() })),
  }),
);
export type ProjectDetail = z.infer<typeof projectDetailSchema>;

export const featuredProjectsResponseSchema = z.lazy(() => z.object({ data: z.array(projectSummarySchema) }));

export const projectDetailResponseSchema = z.lazy(() => z.object({ data: projectDetailSchema }));
