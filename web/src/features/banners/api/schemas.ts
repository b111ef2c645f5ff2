import { cmsMediaSchema } from '@/lib/cms-schemas';
import { z } from '@/lib/zod';

const cmsBannerSchema = z.lazy(() =>
  z.object({
    documentId: z.string(),
    name: z.string(),
    subTitle: z.string().nullish(),
    titleButton: z.string().nullish(),
    url: z.string().nullish(),
    order: z.number().nullish(),
    image: cmsMediaSchema.nullish(),
  }),
);

/** The home carousel's banners. */
export const bannersResponseSchema = z.lazy(() => z.object({ data: z.array(cmsBannerSchema) }));

/** The banners of an inner page's placement (owners, help). */
export const pageBannersResponseSchema = z.lazy(() =>
  z.object({
    data: z.array(
      z.object({
        documentId: z.string(),
        key: z.string(),
        name: z.string(),
        subTitle: z.string().nullish(),
        titleButton: z.string().nullish(),
        url: z.string().nullish(),
        image: cmsMediaSchema.nullish(),
      }),
    ),
  }),
);
