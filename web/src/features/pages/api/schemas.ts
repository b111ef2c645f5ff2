import { cmsMediaSchema } from '@/lib/cms-schemas';
import { z } from '@/lib/zod';

const cmsPageSchema = z.lazy(() =>
  z.object({
    documentId: z.string().min(1),
    slug: z.string().min(1),
    title: z.string(),
    summary: z.string().nullish(),
    content: z.string().nullish(),
    order: z.number().nullish(),
    image: cmsMediaSchema.nullish(),
  }),
);
export type CmsPage = z.infer<typeof cmsPageSchema>;

export const sectionPagesResponseSchema = z.lazy(() => z.object({ data: z.array(cmsPageSchema) }));
