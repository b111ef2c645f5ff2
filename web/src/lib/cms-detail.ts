import type { NearbyCategory } from '@/components/detail/location-types';
import type { NearbyCategoryData } from './cms-detail-schemas';
import { responsiveImage } from './cms-media';

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
