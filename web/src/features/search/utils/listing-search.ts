import type { CityId, CurrencyCode, Language } from '@stayvn/shared';
import { filterFromSearchParams, filterToApiQuery, sortOf, type SearchApiQuery } from './search-filter';
import { withListingDefaults, type FilterSearchParams, type ListingSearchParams } from './search-params';

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
