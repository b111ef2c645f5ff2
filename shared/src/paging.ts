import { z } from 'zod';

/** Page sizes and home-page counts from the spec's constants (section 9). */
export const pageSizes = {
  listing: 15,
  offers: 10,
  reviews: 10,
  favourites: 9,
  signedInFavourites: 999,
} as const;

export const homeCounts = {
  hotApartments: 3,
  blogs: 3,
  featuredProjects: 5,
  essentials: 6,
  banners: 5,
  partnersVisible: 4,
} as const;

export const defaultListingQuery = {
  pageIndex: 1,
  pageSize: pageSizes.listing,
  orderBy: 'desc',
  sortBy: 0,
} as const;

/** One page of a list, as the booking service answers it: the items, the total and where it is. */
export function pageSchemaOf<Item extends z.ZodType>(item: Item) {
  return z.object({
    items: z.array(item),
    total: z.number().int().nonnegative(),
    pageIndex: z.number().int().positive(),
    pageSize: z.number().int().positive(),
  });
}
