import { defaultListingQuery, pageSizes, searchLimits, searchTypes } from '@stayvn/shared';
import {
  choiceParam,
  integerParam,
  numberChoiceParam,
  numberParam,
  searchParam,
  searchParams,
  textParam,
  type SearchOf,
} from '@/lib/url-params';

/*
 * The listing and results pages' address parameters, as their routes validate them. Apart from
 * the filter's logic (`search-filter.ts`), so that the route tree, which every page loads first,
 * carries these few schemas and not the search form's code.
 */

/**
 * The filter as the results page's URL carries it, beside the spec's listing query. Lists stay
 * comma-joined strings so links read `districts=ba-dinh,tay-ho` (the router reads `1` as a
 * number: texts take numbers too). Broken values are dropped rather than failing the page; the
 * booking service validates the rest.
 */
export const filterSearchParams = searchParams({
  type: choiceParam(searchTypes),
  keyword: textParam,
  cityId: numberParam,
  districts: textParam,
  bedrooms: textParam,
  sizes: textParam,
  views: textParam,
  interiorFacilities: textParam,
  buildingFacilities: textParam,
  facilities: textParam,
  priceMin: numberParam,
  priceMax: numberParam,
  checkIn: textParam,
  checkOut: textParam,
  adults: numberParam,
  children: numberParam,
  rooms: numberParam,
});
export type FilterSearchParams = SearchOf<typeof filterSearchParams.shape>;

/**
 * The spec's listing query (pageIndex=1, pageSize=15, orderBy=desc, sortBy=0). Absent or broken
 * values read as their defaults (`withListingDefaults`) but are not written into the address,
 * so a link such as `/serviced-apartments?pageIndex=2` stays as it was typed.
 */
export const listingSearch = searchParams({
  pageIndex: integerParam(1, 100_000),
  pageSize: integerParam(1, searchLimits.pageSizeMax),
  orderBy: choiceParam(['asc', 'desc']),
  sortBy: numberChoiceParam([0, 1]),
});
export type ListingSearchParams = SearchOf<typeof listingSearch.shape>;
export type ListingSearch = Required<ListingSearchParams>;

export function withListingDefaults(
  search: ListingSearchParams,
  pageSize: number = pageSizes.listing,
): ListingSearch {
  return {
    pageIndex: search.pageIndex ?? defaultListingQuery.pageIndex,
    pageSize: search.pageSize ?? pageSize,
    orderBy: search.orderBy ?? defaultListingQuery.orderBy,
    sortBy: search.sortBy ?? defaultListingQuery.sortBy,
  };
}

/** The results page: the listing query, the spec's searchGlobal flag and the filter. */
export const searchResultSearch = searchParams({
  ...listingSearch.shape,
  ...filterSearchParams.shape,
  // `nextSearchGlobal` flips it; the router reads `searchGlobal=false` as the boolean.
  searchGlobal: searchParam<boolean | string | undefined, boolean | string | undefined>((value) =>
    typeof value === 'boolean' || typeof value === 'string' ? value : undefined,
  ),
});
export type SearchResultSearch = SearchOf<typeof searchResultSearch.shape>;
