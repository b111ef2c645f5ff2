import { createFileRoute, linkOptions, notFound, redirect } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { PageHero } from '@/components/content/page-hero';
import { CardGridSkeleton } from '@/components/content/content-skeleton';
import { contentRouteFallbacks } from '@/components/content/route-fallbacks';
import { QueryBoundary } from '@/components/errors/query-boundary';
import { ErrorNotice } from '@/components/errors/error-notice';
import { blogCategoriesQueryOptions } from '@/features/blogs/api/get-blog-categories';
import { blogsQueryOptions } from '@/features/blogs/api/get-blogs';
import { BlogCategoryTabs } from '@/features/blogs/components/blog-category-tabs';
import { BlogList } from '@/features/blogs/components/blog-list';
import blogStyles from '@/features/blogs/components/blogs.module.css';
import { findCategory } from '@/features/blogs/utils/blog-categories';
import { blogListSearch } from '@/features/blogs/utils/paging';
import { notFoundHead } from '@/lib/content-head';
import { routeLanguage } from '@/lib/route-language';
import { optionalPathSegment, pathSegment } from '@/lib/url-params';
import { pageHead, translate } from '@/lib/seo';

/**
 * /{lang}/blogs/{category}/{id?}?pageIndex=n — the blogs of one category (or all), paged. The
 * optional id is the category's CMS document id (the spec's route has it); when given it must
 * belong to the category.
 */
export const Route = createFileRoute('/$lang/blogs/$category/{-$id}')({
  params: {
    parse: (raw) => ({
      category: pathSegment(100)(raw.category),
      id: optionalPathSegment(80)(raw.id),
    }),
  },
  validateSearch: blogListSearch,
  loaderDeps: ({ search }) => ({ pageIndex: search.pageIndex }),
  loader: async ({ context: { queryClient, language }, params, deps }) => {
    const categories = await queryClient.ensureQueryData(blogCategoriesQueryOptions(language));
    const category = findCategory(categories, params.category, params.id);
    if (!category) throw notFound();
    const page = await queryClient.ensureQueryData(
      blogsQueryOptions({ language, category: category.key, pageIndex: deps.pageIndex }),
    );
    // A page past the end (an old link, a shrunk category) shows the last page instead.
    if (page.pageCount > 0 && deps.pageIndex > page.pageCount) {
      throw redirect({
        to: '/$lang/blogs/$category/{-$id}',
        params: { lang: language, category: category.key, id: params.id },
        search: { pageIndex: page.pageCount },
        replace: true,
      });
    }
    return { categoryName: category.name };
  },
  head: ({ params, loaderData, match }) => {
    if (match.status === 'notFound') return notFoundHead(params.lang, `/blogs/${params.category}`);
    const language = routeLanguage(params.lang);
    const category = loaderData?.categoryName ?? params.category;
    return pageHead({
      language,
      path: `/blogs/${params.category}`,
      title: translate(language, 'blog.list.headTitle', { category }),
      description: translate(language, 'blog.list.description', { category }),
    });
  },
  ...contentRouteFallbacks,
  component: BlogsPage,
});

function BlogsPage() {
  const intl = useIntl();
  const { language } = Route.useRouteContext();
  const { category } = Route.useParams();
  const { pageIndex } = Route.useSearch();
  const { data: categories } = useSuspenseQuery(blogCategoriesQueryOptions(language));
  const current = findCategory(categories, category);
  return (
    <>
      <PageHero
        crumbs={[
          {
            label: intl.formatMessage({ id: 'content.home' }),
            link: linkOptions({ to: '/$lang', params: { lang: language } }),
          },
          { label: intl.formatMessage({ id: 'blog.title' }) },
        ]}
        eyebrow={intl.formatMessage({ id: 'blog.title' })}
        title={current?.name ?? intl.formatMessage({ id: 'blog.title' })}
        lead={intl.formatMessage({ id: 'blog.lead' })}
      >
        <BlogCategoryTabs categories={categories} current={category} language={language} />
      </PageHero>
      <div className={`container ${blogStyles.listSection}`}>
        <QueryBoundary
          pending={<CardGridSkeleton count={6} />}
          fallback={({ error, retry }) => <ErrorNotice error={error} retry={retry} />}
        >
          <BlogList query={{ language, category, pageIndex }} />
        </QueryBoundary>
      </div>
    </>
  );
}
