import {
  defaultListingQuery,
  pageSizes,
  searchLimits,
  type CityId,
  type CurrencyCode,
  type Language,
} from '@stayvn/shared';
import { z } from 'zod';
import {
  filterFromSearchParams,
  filterSearchParamsSchema,
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
export function listingSearchSchema() {
  return z.object({
    pageIndex: z.coerce.number().int().min(1).max(100_000).optional().catch(undefined),
    pageSize: z.coerce.number().int().min(1).max(searchLimits.pageSizeMax).optional().catch(undefined),
    orderBy: z.enum(['asc', 'desc']).optional().catch(undefined),
    sortBy: z.coerce
      .number()
      .pipe(z.union([z.literal(0), z.literal(1)]))
      .optional()
      .catch(undefined),
  });
}
export type ListingSearchParams = z.output<ReturnType<typeof listingSearchSchema>>;
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
export const searchResultSearchSchema = z.lazy(() =>
  listingSearchSchema().extend({
    ...filterSearchParamsSchema.unwrap().shape,
    searchGlobal: z.union([z.boolean(), z.string()]).optional().catch(undefined),
  }),
);
export type SearchResultSearch = z.output<typeof searchResultSearchSchema>;

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
