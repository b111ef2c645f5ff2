import { defaultLanguage, isLanguage } from '@stayvn/shared';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { cityIdAtom, currencyAtom } from '@/features/preferences/atoms';
import { searchResultsQueryOptions } from '@/features/search/api/search-properties';
import { PageHeader } from '@/features/search/components/page-header';
import { LazySearchForm } from '@/features/search/components/lazy-search-form';
import { SearchListing } from '@/features/search/components/search-listing';
import styles from '@/features/search/components/results.module.css';
import {
  withListingDefaults,
  listingApiQuery,
  searchResultSearchSchema,
} from '@/features/search/utils/listing-search';
import { filterFromSearchParams, orderOf, sortOf } from '@/features/search/utils/search-filter';
import { pageHead, translate } from '@/lib/seo';

export const Route = createFileRoute('/$lang/search-result/')({
  validateSearch: searchResultSearchSchema,
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
  loader: async ({ context: { queryClient, store, language }, deps }) => {
    const query = listingApiQuery(deps, {
      lang: language,
      currency: store.get(currencyAtom),
      defaultCityId: store.get(cityIdAtom),
    });
    // Not awaited: the page renders at once under a working form, and its list shows a skeleton
    // until the data is in (or the failure, with a retry).
    void queryClient.prefetchQuery(searchResultsQueryOptions(query));
  },
  component: SearchResultPage,
});

function SearchResultPage() {
  const intl = useIntl();
  const { language } = Route.useRouteContext();
  const search = Route.useSearch();
  const currency = useAtomValue(currencyAtom);
  const navigate = useNavigate({ from: Route.fullPath });
  const defaultCityId = useAtomValue(cityIdAtom);
  const filter = filterFromSearchParams(search, defaultCityId);
  return (
    <div className={`container ${styles.page}`} data-testid="search-result-page">
      <PageHeader language={language} title={intl.formatMessage({ id: 'search_page.title' })} />
      <div className={styles.formSlot}>
        {/* Keyed by the filter, so going back in history shows that search's choices. */}
        <LazySearchForm key={JSON.stringify(filter)} variant="page" initialFilter={filter} />
      </div>
      <SearchListing
        query={listingApiQuery(search, { lang: language, currency, defaultCityId })}
        language={language}
        linkTarget="search-result"
        sort={sortOf(withListingDefaults(search))}
        onSort={(sort) =>
          void navigate({ search: (previous) => ({ ...previous, ...orderOf(sort), pageIndex: 1 }) })
        }
      />
    </div>
  );
}
