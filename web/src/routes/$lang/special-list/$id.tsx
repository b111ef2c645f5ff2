import { defaultLanguage, isLanguage } from '@stayvn/shared';
import { createFileRoute } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { ErrorNotice } from '@/components/errors/error-notice';
import { QueryBoundary } from '@/components/errors/query-boundary';
import { currencyAtom } from '@/lib/preferences/atoms';
import { specialListQueryOptions } from '@/features/search/api/get-special-list';
import { propertiesByIdsQueryOptions } from '@/features/search/api/search-properties';
import { EmptyResults } from '@/features/search/components/empty-results';
import { PageHeader } from '@/features/search/components/page-header';
import { PropertyGrid } from '@/features/search/components/property-grid';
import { ResultListSkeleton } from '@/features/search/components/result-list';
import { ListBoundary } from '@/features/search/components/search-listing';
import styles from '@/features/search/components/results.module.css';
import { pageHead, translate } from '@/lib/seo';
import { ContentSkeleton } from '@/components/content/content-skeleton';
import { CardContactProvider } from '../-property-enquiry';

/** A curated list (spec §2.6): the CMS names it and its members, the booking service draws the cards. */
export const Route = createFileRoute('/$lang/special-list/$id')({
  loader: async ({ context: { queryClient, store, language }, params }): Promise<{ name: string | null }> => {
    try {
      const list = await queryClient.ensureQueryData(specialListQueryOptions(params.id, language));
      if (list && list.propertyIds.length > 0) {
        await queryClient
          .ensureQueryData(propertiesByIdsQueryOptions(list.propertyIds, language, store.get(currencyAtom)))
          .catch(() => undefined);
      }
      return { name: list?.name ?? null };
    } catch {
      // The page's boundary shows the error with a retry.
      return { name: null };
    }
  },
  head: ({ params, loaderData }) => {
    const language = isLanguage(params.lang) ? params.lang : defaultLanguage;
    return pageHead({
      language,
      path: `/special-list/${encodeURIComponent(params.id)}`,
      title: loaderData?.name ?? translate(language, 'listing.special.title'),
      description: translate(language, 'listing.special.description'),
    });
  },
  // Light, so that it stays in the route tree (the router keeps pending components unsplit).
  pendingComponent: ContentSkeleton,
  pendingMs: 300,
  component: SpecialListPage,
});

function NotFound() {
  const intl = useIntl();
  return (
    <EmptyResults
      title={intl.formatMessage({ id: 'search_page.not_found' })}
      body={intl.formatMessage({ id: 'listing.special.empty' })}
    />
  );
}

function SpecialListCards({ ids }: { ids: string[] }) {
  const { language } = Route.useRouteContext();
  const currency = useAtomValue(currencyAtom);
  const { data: properties } = useSuspenseQuery(propertiesByIdsQueryOptions(ids, language, currency));
  if (properties.length === 0) return <NotFound />;
  return (
    <PropertyGrid
      properties={properties}
      language={language}
      linkTarget="detail"
      data-testid="special-list-grid"
    />
  );
}

function SpecialListContent() {
  const intl = useIntl();
  const { language } = Route.useRouteContext();
  const { id } = Route.useParams();
  const { data: list } = useSuspenseQuery(specialListQueryOptions(id, language));
  return (
    <>
      <PageHeader
        language={language}
        title={list?.name ?? intl.formatMessage({ id: 'listing.special.title' })}
        crumb={list?.name ?? intl.formatMessage({ id: 'listing.special.title' })}
      />
      {list && list.propertyIds.length > 0 ? (
        <ListBoundary>
          <SpecialListCards ids={list.propertyIds} />
        </ListBoundary>
      ) : (
        <NotFound />
      )}
    </>
  );
}

function SpecialListPage() {
  const intl = useIntl();
  const { language } = Route.useRouteContext();
  const { id } = Route.useParams();
  // Spec §2.6: the list opens at its top, also when reached from the bottom of another page.
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [id]);
  const skeleton = (
    <>
      <PageHeader language={language} title={intl.formatMessage({ id: 'listing.special.title' })} />
      <ResultListSkeleton />
    </>
  );
  return (
    <div className={`container ${styles.page}`} data-testid="special-list-page">
      <QueryBoundary
        pending={skeleton}
        fallback={({ error, retry }) => <ErrorNotice error={error} retry={retry} titleId="listing.error" />}
      >
        <CardContactProvider language={language}>
          <SpecialListContent />
        </CardContactProvider>
      </QueryBoundary>
    </div>
  );
}
