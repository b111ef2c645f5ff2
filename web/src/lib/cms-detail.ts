import { z } from 'zod';
import type { NearbyCategory } from '@/components/detail/location-panel';
import { cmsList } from './cms-client';
import { cmsMediaSchema, responsiveImage } from './cms-media';

/**
 * CMS shapes that apartments and projects share: nearby places, facilities with their group,
 * offer services. Both detail pages read them the same way.
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

/** Nearby categories as the location panel takes them; empty categories are left out. */
export function nearbyCategoriesOf(categories: NearbyCategoryData[]): NearbyCategory[] {
  return categories
    .map((category) => ({
      id: String(category.id),
      name: category.name,
      icon: category.icon ?? null,
      items: category.items.map((item) => ({
        id: `${category.id}-${item.id}`,
        name: item.name,
        latitude: item.latitude ?? null,
        longitude: item.longitude ?? null,
        content: item.content ?? null,
        icon: item.icon ?? category.icon ?? null,
        image: item.image ? responsiveImage(item.image, item.name) : null,
        address: item.address ?? null,
        phone: item.phone ?? null,
      })),
    }))
    .filter((category) => category.items.length > 0);
}
