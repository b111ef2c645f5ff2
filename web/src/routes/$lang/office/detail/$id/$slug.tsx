import { Link, createFileRoute } from '@tanstack/react-router';
import { propertyDetailQueryOptions } from '@/features/property-detail/api/get-property-detail';
import { PropertyDetailRoute } from '@/features/property-detail/components/property-detail-route';
import { detailPageHead } from '@/features/property-detail/utils/detail-head';
import { parseTabQuery, type DetailTab } from '@/features/property-detail/utils/detail-route';
import { useDetailSession } from '../../../-use-detail-session';

/**
 * The office detail that office and special-list cards link to (spec §2.2, §2.6): the same page as the apartment detail, without a section crumb;
 * the tab travels as ?tab= so each tab still has its own URL.
 */
export const Route = createFileRoute('/$lang/office/detail/$id/$slug')({
  validateSearch: (search: Record<string, unknown>): { tab?: DetailTab } => {
    const tab = parseTabQuery(search.tab);
    return tab === 'overview' ? {} : { tab };
  },
  loader: async ({ params, context: { queryClient, language } }) => {
    const property = await queryClient
      .ensureQueryData(propertyDetailQueryOptions(params.id, language))
      .catch(() => null);
    return { property };
  },
  head: ({ params, loaderData }) =>
    detailPageHead(params.lang, loaderData?.property ?? null, `/office/detail/${params.id}/${params.slug}`),
  component: OfficeDetail,
});

function OfficeDetail() {
  const params = Route.useParams();
  const search = Route.useSearch();
  const { language } = Route.useRouteContext();
  const session = useDetailSession();
  return (
    <PropertyDetailRoute
      language={language}
      {...session}
      id={params.id}
      tab={search.tab ?? 'overview'}
      prefix={null}
      fromHome
      path={`/office/detail/${params.id}/${params.slug}`}
      renderTabLink={(tab, props) => (
        <Link
          to="/$lang/office/detail/$id/$slug"
          params={params}
          search={tab === 'overview' ? {} : { tab }}
          resetScroll={false}
          {...props}
        />
      )}
    />
  );
}
