import { todayInVietnam, type Language } from '@stayvn/shared';
import type { QueryClient } from '@tanstack/react-query';
import { cityIdAtom, currencyAtom } from '@/lib/preferences/atoms';
import type { AppStore } from '@/lib/store';
import {
  filterToApiQuery,
  loadKeptFilterFor,
  readKeptFilter,
  startingFilter,
  type SearchFilter,
} from '../utils/search-filter';
import { priceRangesQueryOptions, searchOptionsQueryOptions } from './get-search-options';
import { searchCountQueryOptions } from './search-properties';

/**
 * The loader's share for a route that shows the search form: its choices (cities, districts,
 * bedrooms…), the price bounds and the live count of the filter it opens with. Not awaited, as
 * the other sections' data; a prerendered page waits for them, so its form is sent complete
 * and can be taken over later without changing. A visitor's kept filter is checked with its
 * schema, loaded on demand; the prerenderer never has one, so its prefetch starts at once.
 */
export function prefetchSearchForm(
  { queryClient, store, language }: { queryClient: QueryClient; store: AppStore; language: Language },
  form: { initialFilter?: SearchFilter; defaultTab?: SearchFilter['type'] },
) {
  const context = { lang: language, currency: store.get(currencyAtom) };
  const prefetchCount = (kept: SearchFilter | null) => {
    const filter = startingFilter(form, store.get(cityIdAtom), todayInVietnam(), kept);
    void queryClient.prefetchQuery(searchCountQueryOptions(filterToApiQuery(filter, context)));
  };
  void queryClient.prefetchQuery(searchOptionsQueryOptions(language));
  void queryClient.prefetchQuery(priceRangesQueryOptions());
  if (readKeptFilter(form)) void loadKeptFilterFor(form).then(prefetchCount, () => prefetchCount(null));
  else prefetchCount(null);
}
