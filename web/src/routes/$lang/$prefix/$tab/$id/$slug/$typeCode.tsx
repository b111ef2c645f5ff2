import { Link, createFileRoute, redirect } from '@tanstack/react-router';
import { NotFoundPage } from '@/components/errors/not-found-page';
import { loadDetailForHead } from '@/features/property-detail/api/get-property-detail';
import { PropertyDetailRoute } from '@/features/property-detail/components/property-detail-route';
import { detailPageHead } from '@/features/property-detail/utils/detail-head';
import { parseApartmentDetailParams, tabSegment } from '@/features/property-detail/utils/detail-route';
import { homeSearch } from '@/lib/url-params';
import { useDetailSession } from '../../../../-use-detail-session';

/**
 * Apartment detail, spec §2.2: /{lang}/{prefix}/{tab}/{id}/{slug}/{typeCode}. Any segment
 * outside the spec's values shows the not-found page.
 */
export const Route = createFileRoute('/$lang/$prefix/$tab/$id/$slug/$typeCode')({
  validateSearch: homeSearch,
  loaderDeps: ({ search }) => ({ search }),
  loader: async ({ params, context, deps }) => {
    const parsed = parseApartmentDetailParams(params);
    if (!parsed) return { property: null };
    const loaded = await loadDetailForHead(context, parsed.id, context.language);
    // Spec §2.3: the offers tab exists only with services; its URL of a property without them is
    // the overview's, so the address says what the page shows.
    if (parsed.tab === 'offers' && loaded.property && loaded.property.offerItems.length === 0) {
      throw redirect({
        to: '/$lang/$prefix/$tab/$id/$slug/$typeCode',
        params: { ...params, tab: 'overview' },
        search: deps.search,
        replace: true,
      });
    }
    return loaded;
  },
  head: ({ params, loaderData }) =>
    detailPageHead(
      params.lang,
      loaderData?.property ?? null,
      `/${params.prefix}/${params.tab}/${params.id}/${params.slug}/${params.typeCode}`,
    ),
  component: ApartmentDetail,
});

function ApartmentDetail() {
  const params = Route.useParams();
  const search = Route.useSearch();
  const { language } = Route.useRouteContext();
  const session = useDetailSession(language);
  const parsed = parseApartmentDetailParams(params);
  if (!parsed) return <NotFoundPage language={language} />;
  return (
    <PropertyDetailRoute
      language={language}
      {...session}
      id={parsed.id}
      tab={parsed.tab}
      prefix={parsed.prefix}
      fromHome={search.home === true}
      path={`/${parsed.prefix}/${tabSegment(parsed.tab, parsed.prefix)}/${parsed.id}/${parsed.slug}/${parsed.typeCode}`}
      renderTabLink={(tab, props) => (
        <Link
          to="/$lang/$prefix/$tab/$id/$slug/$typeCode"
          params={{ ...params, tab: tabSegment(tab, parsed.prefix) }}
          search={search}
          resetScroll={false}
          {...props}
        />
      )}
    />
  );
}
