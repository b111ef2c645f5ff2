import { defaultLanguage, isLanguage } from '@stayvn/shared';
import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { cityIdAtom } from '@/lib/preferences/atoms';
import { districtsOfTheCityFor } from '@/features/search/api/city-districts';
import { prefetchListing } from '@/features/search/api/prefetch-listing';
import { prefetchSearchForm } from '@/features/search/api/prefetch-search-form';
import { CollapsibleSearch } from '@/features/search/components/collapsible-search';
import { LazySearchForm } from '@/features/search/components/lazy-search-form';
import { ListingPage } from '@/features/search/components/listing-page';
import { searchResultSearch } from '@/features/search/utils/search-params';
import {
  filterFromSearchParams,
  filterToSearchParams,
  hasFilterParams,
  hasKeptFilter,
  joined,
  loadKeptFilterFor,
  keptOrder,
  orderOf,
} from '@/features/search/utils/search-filter';
import { useRememberSectionQuery } from '@/lib/section-query';
import { pageHead, translate } from '@/lib/seo';
import { CardContactProvider } from '../-property-enquiry';

export const Route = createFileRoute('/$lang/search-result/')({
  validateSearch: searchResultSearch,
  loaderDeps: ({ search }) => search,
  head: ({ params }) => {
    const language = isLanguage(params.lang) ? params.lang : defaultLanguage;
    return pageHead({
      language,
      path: '/search-result',
      title: translate(language, 'search_page.title'),
      description: translate(language, 'search_page.description'),
      // Endless filter combinations: keep them out of search engines.
      indexable: false,
    });
  },
  loader: async ({ context, deps, params }) => {
    // An address without a filter (the menu's link, a bare /search-result) shows the filter
    // kept this visit (spec §2.5), and so never overwrites it with an empty one; the order the
    // visitor last chose for those results comes back with it, unless the address names one.
    if (!hasFilterParams(deps) && hasKeptFilter({})) {
      const kept = await loadKeptFilterFor({});
      if (kept) {
        throw redirect({
          to: '/$lang/search-result',
          params,
          search: { ...deps, ...keptOrder(deps), ...filterToSearchParams(kept) },
          replace: true,
        });
      }
    }
    const filter = filterFromSearchParams(deps, context.store.get(cityIdAtom));
    prefetchListing(context, deps);
    prefetchSearchForm(context, { initialFilter: filter });
    // Meanwhile, with the form's choices (asked for just above): districts of another city are
    // left out of the address, which is rare enough that the prefetches are not held back for it.
    const districts = await districtsOfTheCityFor(context.queryClient, context.language, filter);
    if (districts) {
      throw redirect({
        to: '/$lang/search-result',
        params,
        search: { ...deps, districts: joined(districts) },
        replace: true,
      });
    }
  },
  component: SearchResultPage,
});

function SearchResultPage() {
  const intl = useIntl();
  const { language } = Route.useRouteContext();
  const search = Route.useSearch();
  useRememberSectionQuery('search-result', search);
  const navigate = useNavigate({ from: Route.fullPath });
  const filter = filterFromSearchParams(search, useAtomValue(cityIdAtom));
  return (
    <CardContactProvider language={language}>
      <ListingPage
        data-testid="search-result-page"
        language={language}
        search={search}
        title={intl.formatMessage({ id: 'search_page.title' })}
        // Keyed by the filter, so going back in history shows that search's choices.
        form={
          // Closed again for each search (keyed by it), so a phone shows the new results first.
          <CollapsibleSearch key={JSON.stringify(filter)} filter={filter} language={language}>
            <LazySearchForm variant="page" initialFilter={filter} />
          </CollapsibleSearch>
        }
        linkTarget="search-result"
        onSort={(sort) =>
          void navigate({ search: (previous) => ({ ...previous, ...orderOf(sort), pageIndex: 1 }) })
        }
      />
    </CardContactProvider>
  );
}
