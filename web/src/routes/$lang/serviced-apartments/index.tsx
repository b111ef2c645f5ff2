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
  listingSearchSchema,
} from '@/features/search/utils/listing-search';
import { orderOf, sortOf } from '@/features/search/utils/search-filter';
import { pageHead, translate } from '@/lib/seo';

/** The serviced-apartment list: the chosen city's residences, newest first (spec §2.2). */
export const Route = createFileRoute('/$lang/serviced-apartments/')({
  validateSearch: listingSearchSchema(),
  loaderDeps: ({ search }) => search,
  head: ({ params }) => {
    const language = isLanguage(params.lang) ? params.lang : defaultLanguage;
    return pageHead({
      language,
      path: '/serviced-apartments',
      title: translate(language, 'listing.apartments.title'),
      description: translate(language, 'listing.apartments.description'),
    });
  },
  loader: async ({ context: { queryClient, store, language }, deps }) => {
    const query = listingApiQuery(deps, {
      lang: language,
      currency: store.get(currencyAtom),
      defaultCityId: store.get(cityIdAtom),
    });
    // Not awaited: the page renders at once and its list shows a skeleton until the data is in.
    void queryClient.prefetchQuery(searchResultsQueryOptions(query));
  },
  component: ApartmentsPage,
});

function ApartmentsPage() {
  const intl = useIntl();
  const { language } = Route.useRouteContext();
  const search = Route.useSearch();
  const currency = useAtomValue(currencyAtom);
  const navigate = useNavigate({ from: Route.fullPath });
  const defaultCityId = useAtomValue(cityIdAtom);
  return (
    <div className={`container ${styles.page}`} data-testid="serviced-apartments-page">
      <PageHeader
        language={language}
        title={intl.formatMessage({ id: 'listing.apartments.title' })}
        subtitle={intl.formatMessage({ id: 'listing.apartments.subtitle' })}
      />
      <div className={styles.formSlot}>
        <LazySearchForm variant="page" defaultTab="residence" />
      </div>
      <SearchListing
        query={listingApiQuery(search, { lang: language, currency, defaultCityId })}
        language={language}
        linkTarget="serviced-apartments"
        sort={sortOf(withListingDefaults(search))}
        onSort={(sort) =>
          void navigate({ search: (previous) => ({ ...previous, ...orderOf(sort), pageIndex: 1 }) })
        }
      />
    </div>
  );
}
