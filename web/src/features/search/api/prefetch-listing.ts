import type { Language } from '@stayvn/shared';
import type { QueryClient } from '@tanstack/react-query';
import { cityIdAtom, currencyAtom } from '@/lib/preferences/atoms';
import type { AppStore } from '@/lib/store';
import { listingApiQuery } from '../utils/listing-search';
import type { FilterSearchParams, ListingSearchParams } from '../utils/search-params';
import { specialListNamesQueryOptions } from './get-special-list';
import { searchResultsQueryOptions } from './search-properties';

/**
 * A listing route's loader: starts the search for its params without waiting, so the page
 * renders at once and its list shows a skeleton until the cards are in (or the failure, with a
 * retry, under a working form). The special lists linked beside the form come with it.
 */
export function prefetchListing(
  { queryClient, store, language }: { queryClient: QueryClient; store: AppStore; language: Language },
  search: ListingSearchParams & FilterSearchParams,
) {
  const query = listingApiQuery(search, {
    lang: language,
    currency: store.get(currencyAtom),
    defaultCityId: store.get(cityIdAtom),
  });
  void queryClient.prefetchQuery(searchResultsQueryOptions(query));
  void queryClient.prefetchQuery(specialListNamesQueryOptions(language));
}
