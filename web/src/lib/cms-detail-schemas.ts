import { z } from '@/lib/zod';
import { cmsList, cmsMediaSchema } from './cms-schemas';

/**
 * CMS shapes that apartments and projects share: nearby places, facilities with their group,
 * offer services. Both detail pages read them the same way (lib/cms-detail.ts maps them).
 */
/** Nearby places (spec §3 Location): categories with items, the property's own or its project's. */
export const nearbyCategorySchema = z.lazy(() =>
  z.object({
    id: z.number(),
    name: z.string(),
    icon: z.string().nullish(),
    image: cmsMediaSchema.nullish(),
    items: cmsList(
      z.object({
        id: z.number(),
        name: z.string(),
        latitude: z.number().nullish(),
        longitude: z.number().nullish(),
        content: z.string().nullish(),
        icon: z.string().nullish(),
        image: cmsMediaSchema.nullish(),
        address: z.string().nullish(),
        phone: z.string().nullish(),
      }),
    ),
  }),
);
export type NearbyCategoryData = z.infer<typeof nearbyCategorySchema>;

export const facilitySchema = z.lazy(() =>
  z.object({
    id: z.number(),
    key: z.string(),
    name: z.string(),
    icon: z
      .string()
      .nullish()
      .transform((icon) => icon ?? null),
    isShow: z
      .boolean()
      .nullish()
      .transform((isShow) => isShow !== false),
    group: z
      .object({ key: z.string(), name: z.string() })
      .nullish()
      .transform((group) => group ?? null),
  }),
);

export const serviceSchema = z.lazy(() =>
  z.object({ key: z.string(), name: z.string(), icon: z.string().nullish() }),
);
