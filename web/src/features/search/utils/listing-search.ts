import {
  defaultListingQuery,
  pageSizes,
  searchLimits,
  type CityId,
  type CurrencyCode,
  type Language,
} from '@stayvn/shared';
import {
  choiceParam,
  integerParam,
  numberChoiceParam,
  searchParam,
  searchParams,
  type SearchOf,
} from '@/lib/url-params';
import {
  filterFromSearchParams,
  filterSearchParams,
  filterToApiQuery,
  sortOf,
  type FilterSearchParams,
  type SearchApiQuery,
} from './search-filter';

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

/** The booking-service query of a results or listing page. */
export function listingApiQuery(
  search: ListingSearchParams & FilterSearchParams,
  context: { lang: Language; currency: CurrencyCode; defaultCityId: CityId },
  extra: SearchApiQuery = {},
): SearchApiQuery {
  const filter = filterFromSearchParams(search, context.defaultCityId);
  const listing = withListingDefaults(search);
  return filterToApiQuery(filter, context, {
    pageIndex: listing.pageIndex,
    pageSize: listing.pageSize,
    sort: sortOf(listing),
    ...extra,
  });
}
