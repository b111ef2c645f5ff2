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
