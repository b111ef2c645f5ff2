import { defaultLanguage, isLanguage } from '@stayvn/shared';
import { Link, createFileRoute } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { NotFoundPage } from '@/components/errors/not-found-page';
import { projectDetailQueryOptions } from '@/features/featured-projects/api/get-projects';
import { ProjectDetailPage } from '@/features/featured-projects/components/project-detail-page';
import { parseProjectParams } from '@/features/featured-projects/utils/project-route';
import { cmsMediaUrl } from '@/lib/cms-client';
import { pageHead, translate } from '@/lib/seo';
import { useSession } from '@/lib/session/use-session';
import { homeSearch } from '@/lib/url-params';
import { markdownExcerpt } from '@/lib/markdown-excerpt';
import { siteTo } from '@/components/ui/site-link';
import { CardContactProvider } from '../../../../-property-enquiry';

/** A featured project, spec §2.2: /featured-projects/detail/{tab}/{id}/{slug}; from home with ?home=true. */
export const Route = createFileRoute('/$lang/featured-projects/detail/$tab/$id/$slug')({
  validateSearch: homeSearch,
  loader: async ({ params, context: { queryClient, language } }) => {
    const parsed = parseProjectParams(params);
    if (!parsed) return { project: null };
    const project = await queryClient
      .ensureQueryData(projectDetailQueryOptions(parsed.id, language))
      .catch(() => null);
    return { project };
  },
  head: ({ params, loaderData }) => {
    const language = isLanguage(params.lang) ? params.lang : defaultLanguage;
    const project = loaderData?.project;
    const image = project?.gallery[0];
    return pageHead({
      language,
      path: `/featured-projects/detail/${params.tab}/${params.id}/${params.slug}`,
      title: project?.name ?? translate(language, 'project.list.title'),
      description: project?.overview ? markdownExcerpt(project.overview) || undefined : undefined,
      image: image ? cmsMediaUrl(image.formats?.large?.url ?? image.url) : null,
    });
  },
  component: ProjectDetail,
});

function ProjectDetail() {
  const intl = useIntl();
  const params = Route.useParams();
  const search = Route.useSearch();
  const { language } = Route.useRouteContext();
  const { currency } = useSession();
  const parsed = parseProjectParams(params);
  if (!parsed) return <NotFoundPage language={language} />;
  return (
    <CardContactProvider language={language}>
      <ProjectDetailPage
        language={language}
        currency={currency}
        id={parsed.id}
        tab={parsed.tab}
        homeCrumb={
          <Link to="/$lang" params={{ lang: language }} activeOptions={{ exact: true }}>
            {intl.formatMessage({ id: 'detail.crumb.home' })}
          </Link>
        }
        sectionCrumb={
          search.home ? null : (
            <Link
              to="/$lang/featured-projects"
              params={{ lang: language }}
              activeOptions={{ exact: true }}
              data-testid="crumb-section-link"
            >
              {intl.formatMessage({ id: 'project.list.title' })}
            </Link>
          )
        }
        renderTabLink={(tab, props) => (
          <Link
            to="/$lang/featured-projects/detail/$tab/$id/$slug"
            params={{ ...params, tab }}
            search={search}
            resetScroll={false}
            {...props}
          />
        )}
        preparationLink={
          <Link to={siteTo(language, 'preparation-page')} data-testid="preparation-link">
            {intl.formatMessage({ id: 'detail.location.preparation' })}
          </Link>
        }
      />
    </CardContactProvider>
  );
}
