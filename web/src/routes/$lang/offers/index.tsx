import { defaultLanguage, isLanguage, pageSizes, searchTypes, type SearchType } from '@stayvn/shared';
import { Link, createFileRoute } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { cityIdAtom, currencyAtom } from '@/lib/preferences/atoms';
import { offersQueryOptions, type OffersQuery } from '@/features/search/api/search-properties';
import { PageHeader } from '@/features/search/components/page-header';
import { ResultList } from '@/features/search/components/result-list';
import { ListBoundary } from '@/features/search/components/search-listing';
import styles from '@/features/search/components/results.module.css';
import { listingSearch, withListingDefaults } from '@/features/search/utils/search-params';
import { useRememberSectionQuery } from '@/lib/section-query';
import { pageHead, translate } from '@/lib/seo';
import { choiceParam, searchParams, type SearchOf } from '@/lib/url-params';
import { CardContactProvider } from '../-property-enquiry';

const offersSearch = searchParams({ ...listingSearch.shape, type: choiceParam(searchTypes) });
type OffersSearch = SearchOf<typeof offersSearch.shape>;

/** Properties on offer (spec §2.2): 10 a page, residences or offices. */
export const Route = createFileRoute('/$lang/offers/')({
  validateSearch: offersSearch,
  loaderDeps: ({ search }) => search,
  head: ({ params }) => {
    const language = isLanguage(params.lang) ? params.lang : defaultLanguage;
    return pageHead({
      language,
      path: '/offers',
      title: translate(language, 'listing.offers.title'),
      description: translate(language, 'listing.offers.description'),
    });
  },
  // Not awaited: the page renders at once and its list shows a skeleton until the data is in.
  loader: ({ context: { queryClient, store, language }, deps }) => {
    void Promise.allSettled([
      queryClient.ensureQueryData(
        offersQueryOptions(offersQuery(deps, language, store.get(currencyAtom), store.get(cityIdAtom))),
      ),
    ]);
  },
  component: OffersPage,
});

function offersQuery(
  search: OffersSearch,
  lang: OffersQuery['lang'],
  currency: OffersQuery['currency'],
  cityId: OffersQuery['cityId'],
): OffersQuery {
  const { pageIndex, pageSize } = withListingDefaults(search, pageSizes.offers);
  return { type: search.type ?? 'residence', lang, currency, cityId, pageIndex, pageSize };
}

function Offers({ search }: { search: OffersSearch }) {
  const { language } = Route.useRouteContext();
  const currency = useAtomValue(currencyAtom);
  const cityId = useAtomValue(cityIdAtom);
  const { data } = useSuspenseQuery(offersQueryOptions(offersQuery(search, language, currency, cityId)));
  return <ResultList {...data} language={language} linkTarget="offers" />;
}

function OffersPage() {
  const intl = useIntl();
  const { language } = Route.useRouteContext();
  const search = Route.useSearch();
  useRememberSectionQuery('offers', search);
  const tabs: Array<{ type: SearchType; label: string }> = [
    { type: 'residence', label: intl.formatMessage({ id: 'listing.offers.residences' }) },
    { type: 'office', label: intl.formatMessage({ id: 'listing.offers.offices' }) },
  ];
  return (
    <div className={`container ${styles.page}`} data-testid="offers-page">
      <PageHeader
        language={language}
        title={intl.formatMessage({ id: 'listing.offers.title' })}
        subtitle={intl.formatMessage({ id: 'listing.offers.subtitle' })}
      />
      <nav className={styles.tabs} aria-label={intl.formatMessage({ id: 'listing.offers.kinds' })}>
        {tabs.map((tab) => (
          <Link
            key={tab.type}
            to="/$lang/offers"
            params={{ lang: language }}
            search={{ pageIndex: 1, pageSize: pageSizes.offers, orderBy: 'desc', sortBy: 0, type: tab.type }}
            className={styles.tabLink}
            aria-current={(search.type ?? 'residence') === tab.type ? 'page' : undefined}
            data-testid={`offers-tab-${tab.type}`}
          >
            {tab.label}
          </Link>
        ))}
      </nav>
      <ListBoundary>
        <CardContactProvider language={language}>
          <Offers search={search} />
        </CardContactProvider>
      </ListBoundary>
    </div>
  );
}
