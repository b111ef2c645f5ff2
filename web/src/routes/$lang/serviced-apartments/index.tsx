import { defaultLanguage, isLanguage } from '@stayvn/shared';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { prefetchListing } from '@/features/search/api/prefetch-listing';
import { prefetchSearchForm } from '@/features/search/api/prefetch-search-form';
import { LazySearchForm } from '@/features/search/components/lazy-search-form';
import { ListingPage } from '@/features/search/components/listing-page';
import { listingSearch } from '@/features/search/utils/search-params';
import { orderOf } from '@/features/search/utils/search-filter';
import { useRememberSectionQuery } from '@/lib/section-query';
import { pageHead, translate } from '@/lib/seo';
import { CardContactProvider } from '../-property-enquiry';

/** The serviced-apartment list: the chosen city's residences, newest first (spec §2.2). */
export const Route = createFileRoute('/$lang/serviced-apartments/')({
  validateSearch: listingSearch,
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
  loader: ({ context, deps }) => {
    prefetchListing(context, deps);
    prefetchSearchForm(context, listingForm);
  },
  component: ApartmentsPage,
});

const listingForm = { defaultTab: 'residence' } as const;

function ApartmentsPage() {
  const intl = useIntl();
  const { language } = Route.useRouteContext();
  const search = Route.useSearch();
  useRememberSectionQuery('serviced-apartments', search);
  const navigate = useNavigate({ from: Route.fullPath });
  return (
    <CardContactProvider language={language}>
      <ListingPage
        data-testid="serviced-apartments-page"
        language={language}
        search={search}
        title={intl.formatMessage({ id: 'listing.apartments.title' })}
        subtitle={intl.formatMessage({ id: 'listing.apartments.subtitle' })}
        form={<LazySearchForm variant="page" {...listingForm} />}
        linkTarget="serviced-apartments"
        onSort={(sort) =>
          void navigate({ search: (previous) => ({ ...previous, ...orderOf(sort), pageIndex: 1 }) })
        }
      />
    </CardContactProvider>
  );
}
