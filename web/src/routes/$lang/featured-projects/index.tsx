import { defaultLanguage, isLanguage } from '@stayvn/shared';
import { Link, createFileRoute } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { Breadcrumb } from '@/components/detail/breadcrumb';
import { ErrorNotice } from '@/components/errors/error-notice';
import { QueryBoundary } from '@/components/errors/query-boundary';
import { featuredProjectsQueryOptions } from '@/features/featured-projects/api/get-projects';
import { ProjectList, ProjectListSkeleton } from '@/features/featured-projects/components/project-list';
import styles from '@/features/featured-projects/components/projects.module.css';
import { pageHead, translate } from '@/lib/seo';

export const Route = createFileRoute('/$lang/featured-projects/')({
  head: ({ params }) => {
    const language = isLanguage(params.lang) ? params.lang : defaultLanguage;
    return pageHead({
      language,
      path: '/featured-projects',
      title: translate(language, 'project.list.title'),
      description: translate(language, 'project.list.description'),
    });
  },
  loader: async ({ context: { queryClient, language } }) => {
    // The list shows its own error with a retry; a failing CMS must not break the route.
    await queryClient.ensureQueryData(featuredProjectsQueryOptions(language)).catch(() => undefined);
  },
  component: FeaturedProjects,
});

function FeaturedProjects() {
  const intl = useIntl();
  const { language } = Route.useRouteContext();
  return (
    <div className={`container ${styles.page}`}>
      <Breadcrumb
        label={intl.formatMessage({ id: 'detail.breadcrumb' })}
        items={[
          {
            key: 'home',
            content: (
              <Link to="/$lang" params={{ lang: language }} activeOptions={{ exact: true }}>
                {intl.formatMessage({ id: 'detail.crumb.home' })}
              </Link>
            ),
          },
          { key: 'tab', content: intl.formatMessage({ id: 'project.list.title' }) },
        ]}
      />
      <h1 className={styles.heading}>{intl.formatMessage({ id: 'project.list.title' })}</h1>
      <p className={styles.lead}>{intl.formatMessage({ id: 'project.list.description' })}</p>
      <QueryBoundary
        pending={<ProjectListSkeleton />}
        fallback={({ error, retry }) => (
          <ErrorNotice error={error} retry={retry} titleId="project.list.error" />
        )}
      >
        <ProjectList
          language={language}
          renderLink={(project, props) => (
            <Link
              to="/$lang/featured-projects/detail/$tab/$id/$slug"
              params={{
                lang: language,
                tab: 'overview',
                id: project.documentId,
                slug: project.slug || 'project',
              }}
              data-testid="project-link"
              {...props}
            />
          )}
        />
      </QueryBoundary>
    </div>
  );
}
