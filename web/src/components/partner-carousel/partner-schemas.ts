import { cmsMediaSchema } from '@/lib/cms-schemas';
import { z } from '@/lib/zod';

const cmsPartnerSchema = z.lazy(() =>
  z.object({
    documentId: z.string(),
    name: z.string(),
    url: z.string().nullish(),
    logo: cmsMediaSchema.nullish(),
  }),
);

/** Partners are not localised in the CMS: one list for every language. */
export const partnersResponseSchema = z.lazy(() => z.object({ data: z.array(cmsPartnerSchema) }));
