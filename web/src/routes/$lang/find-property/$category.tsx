import { defaultLanguage, isLanguage, searchLimits } from '@stayvn/shared';
import { Link, createFileRoute, notFound, useNavigate } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { cityIdAtom, currencyAtom } from '@/lib/preferences/atoms';
import { projectChoicesQueryOptions } from '@/features/search/api/get-projects';
import { searchOptionsQueryOptions } from '@/features/search/api/get-search-options';
import { searchResultsQueryOptions } from '@/features/search/api/search-properties';
import { MapSearch } from '@/features/search/components/map-search';
import { PageHeader } from '@/features/search/components/page-header';
import { ProjectPicker } from '@/features/search/components/project-picker';
import styles from '@/features/search/components/results.module.css';
import { ListBoundary, SearchListing } from '@/features/search/components/search-listing';
import { listingApiQuery } from '@/features/search/utils/listing-search';
import {
  listingSearch,
  type ListingSearchParams,
  withListingDefaults,
} from '@/features/search/utils/search-params';
import type { LatLng } from '@/features/search/utils/map-bounds';
import { orderOf, sortOf, type SearchApiQuery } from '@/features/search/utils/search-filter';
import type { CityId, CurrencyCode, Language } from '@stayvn/shared';
import { pageHead, translate } from '@/lib/seo';
import { searchParams, stringParam, type SearchOf } from '@/lib/url-params';
import { CardContactProvider } from '../-property-enquiry';

const categories = ['by-map', 'by-property'] as const;
type Category = (typeof categories)[number];
const isCategory = (value: string): value is Category => (categories as readonly string[]).includes(value);

const findPropertySearch = searchParams({ ...listingSearch.shape, project: stringParam({ max: 100 }) });
type FindPropertySearch = SearchOf<typeof findPropertySearch.shape>;

/** Hanoi's centre, for a map whose city and cards have no coordinates. */
const hanoi: LatLng = [21.0285, 105.8542];

type QueryContext = { lang: Language; currency: CurrencyCode; defaultCityId: CityId };

/** The map asks for as many cards as a page may hold, so its markers cover the area. */
function mapQuery(search: ListingSearchParams, context: QueryContext): SearchApiQuery {
  return listingApiQuery({ ...search, pageIndex: 1 }, context, { pageSize: searchLimits.pageSizeMax });
}

/** A project's properties in any city: the project names the place. */
function projectQuery(search: FindPropertySearch, context: QueryContext): SearchApiQuery {
  return { ...listingApiQuery(search, context), cityId: undefined, projects: search.project };
}

export const Route = createFileRoute('/$lang/find-property/$category')({
  params: {
    parse: (params) => {
      if (!isCategory(params.category)) throw notFound();
      return { category: params.category };
    },
    stringify: (params) => params,
  },
  validateSearch: findPropertySearch,
  loaderDeps: ({ search }) => search,
  // Not awaited: the page renders at once and its lists show skeletons until the data is in.
  loader: ({ context: { queryClient, store, language }, params, deps }) => {
    const context = {
      lang: language,
      currency: store.get(currencyAtom),
      defaultCityId: store.get(cityIdAtom),
    };
    const loads: Promise<unknown>[] = [];
    if (params.category === 'by-map') {
      loads.push(queryClient.ensureQueryData(searchResultsQueryOptions(mapQuery(deps, context))));
      loads.push(queryClient.ensureQueryData(searchOptionsQueryOptions(language)));
    } else {
      loads.push(queryClient.ensureQueryData(projectChoicesQueryOptions(language)));
      if (deps.project)
        loads.push(queryClient.ensureQueryData(searchResultsQueryOptions(projectQuery(deps, context))));
    }
    void Promise.allSettled(loads);
  },
  head: ({ params }) => {
    const language = isLanguage(params.lang) ? params.lang : defaultLanguage;
    const mode =
      params.category === 'by-property' ? 'listing.findProperty.byProperty' : 'listing.findProperty.byMap';
    return pageHead({
      language,
      path: `/find-property/${params.category}`,
      title: `${translate(language, 'listing.findProperty.title')} · ${translate(language, mode)}`,
      description: translate(language, 'listing.findProperty.description'),
    });
  },
  component: FindPropertyPage,
});

function ByMap({ context }: { context: QueryContext }) {
  const search = Route.useSearch();
  const options = useQuery(searchOptionsQueryOptions(context.lang));
  const city = options.data?.cities.find((item) => item.id === context.defaultCityId);
  const query = mapQuery(search, context);
  return (
    <ListBoundary>
      {/* Keyed by the query: another city or currency starts again from its own results. */}
      <MapSearch
        key={JSON.stringify(query)}
        query={query}
        language={context.lang}
        fallbackCenter={city?.center ?? hanoi}
      />
    </ListBoundary>
  );
}

function ByProperty({ context }: { context: QueryContext }) {
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  return (
    <>
      <div className={styles.formSlot}>
        <ListBoundary>
          <ProjectPicker
            language={context.lang}
            value={search.project}
            onSubmit={(project) =>
              void navigate({ search: (previous) => ({ ...previous, project, pageIndex: 1 }) })
            }
          />
        </ListBoundary>
      </div>
      {search.project ? (
        <SearchListing
          query={projectQuery(search, context)}
          language={context.lang}
          linkTarget="search-result"
          sort={sortOf(withListingDefaults(search))}
          onSort={(sort) =>
            void navigate({ search: (previous) => ({ ...previous, ...orderOf(sort), pageIndex: 1 }) })
          }
        />
      ) : null}
    </>
  );
}

function FindPropertyPage() {
  const intl = useIntl();
  const { language } = Route.useRouteContext();
  const { category } = Route.useParams();
  const currency = useAtomValue(currencyAtom);
  const defaultCityId = useAtomValue(cityIdAtom);
  const context = { lang: language, currency, defaultCityId };
  const modes: Array<{ category: Category; label: string }> = [
    { category: 'by-map', label: intl.formatMessage({ id: 'listing.findProperty.byMap' }) },
    { category: 'by-property', label: intl.formatMessage({ id: 'listing.findProperty.byProperty' }) },
  ];
  return (
    <div className={`container ${styles.page}`} data-testid={`find-property-${category}`}>
      <PageHeader
        language={language}
        title={intl.formatMessage({ id: 'listing.findProperty.title' })}
        subtitle={
          category === 'by-property' ? intl.formatMessage({ id: 'listing.project.intro' }) : undefined
        }
      />
      <nav className={styles.tabs} aria-label={intl.formatMessage({ id: 'listing.findProperty.modes' })}>
        {modes.map((mode) => (
          <Link
            key={mode.category}
            to="/$lang/find-property/$category"
            params={{ lang: language, category: mode.category }}
            search={{ pageIndex: 1, pageSize: 15, orderBy: 'desc', sortBy: 0 }}
            className={styles.tabLink}
            aria-current={category === mode.category ? 'page' : undefined}
            data-testid={`find-property-tab-${mode.category}`}
          >
            {mode.label}
          </Link>
        ))}
      </nav>
      <CardContactProvider language={language}>
        {category === 'by-map' ? <ByMap context={context} /> : <ByProperty context={context} />}
      </CardContactProvider>
    </div>
  );
}
