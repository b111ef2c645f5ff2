import { Link, createFileRoute, notFound, redirect } from '@tanstack/react-router';
import { loadDetailForHead } from '@/features/property-detail/api/get-property-detail';
import { PropertyDetailRoute } from '@/features/property-detail/components/property-detail-route';
import { detailPageHead } from '@/features/property-detail/utils/detail-head';
import { parseTabQuery, type DetailTab } from '@/features/property-detail/utils/detail-route';
import { useDetailSession } from '../../../-use-detail-session';

const kinds = ['office', 'residence'] as const;
type Kind = (typeof kinds)[number];
const isKind = (value: string): value is Kind => (kinds as readonly string[]).includes(value);

/**
 * /{lang}/office/detail/{id}/{slug} and /{lang}/residence/detail/{id}/{slug}: the detail that
 * office and special-list cards link to (spec §2.2, §2.6), the same page as the apartment
 * detail without a section crumb. The tab travels as ?tab= so each tab still has its own URL.
 */
export const Route = createFileRoute('/$lang/$kind/detail/$id/$slug')({
  params: {
    parse: ({ kind, id, slug }) => {
      if (!isKind(kind)) throw notFound();
      return { kind, id, slug };
    },
    stringify: ({ kind, id, slug }) => ({ kind, id, slug }),
  },
  validateSearch: (search: Record<string, unknown>): { tab?: DetailTab } => {
    const tab = parseTabQuery(search.tab);
    return tab === 'overview' ? {} : { tab };
  },
  loaderDeps: ({ search }) => ({ tab: search.tab }),
  loader: async ({ params, context, deps }) => {
    const loaded = await loadDetailForHead(context, params.id, context.language);
    // As under /{prefix}/offer-sub/…: no services, no offers tab, so the overview's own URL.
    if (deps.tab === 'offers' && loaded.property && loaded.property.offerItems.length === 0) {
      throw redirect({ to: '/$lang/$kind/detail/$id/$slug', params, search: {}, replace: true });
    }
    return loaded;
  },
  head: ({ params, loaderData }) =>
    detailPageHead(
      params.lang,
      loaderData?.property ?? null,
      `/${params.kind}/detail/${params.id}/${params.slug}`,
    ),
  component: CardDetail,
});

function CardDetail() {
  const params = Route.useParams();
  const search = Route.useSearch();
  const { language } = Route.useRouteContext();
  const session = useDetailSession(language);
  return (
    <PropertyDetailRoute
      language={language}
      {...session}
      id={params.id}
      tab={search.tab ?? 'overview'}
      prefix={null}
      fromHome
      path={`/${params.kind}/detail/${params.id}/${params.slug}`}
      renderTabLink={(tab, props) => (
        <Link
          to="/$lang/$kind/detail/$id/$slug"
          params={params}
          search={tab === 'overview' ? {} : { tab }}
          resetScroll={false}
          {...props}
        />
      )}
    />
  );
}
