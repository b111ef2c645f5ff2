import { createFileRoute, linkOptions, notFound, redirect } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { CardGridSkeleton } from '@/components/content/content-skeleton';
import { PageHero } from '@/components/content/page-hero';
import { contentRouteFallbacks } from '@/components/content/route-fallbacks';
import { ErrorNotice } from '@/components/errors/error-notice';
import { QueryBoundary } from '@/components/errors/query-boundary';
import type { Crumb } from '@/components/ui/breadcrumbs';
import { config } from '@/config';
import { blogQueryOptions } from '@/features/blogs/api/get-blog';
import { blogCategoriesQueryOptions } from '@/features/blogs/api/get-blog-categories';
import { otherBlogsQueryOptions } from '@/features/blogs/api/get-blogs';
import { BlogArticle } from '@/features/blogs/components/blog-article';
import blogStyles from '@/features/blogs/components/blogs.module.css';
import { OtherBlogs } from '@/features/blogs/components/other-blogs';
import { findCategory } from '@/features/blogs/utils/blog-categories';
import { blogPostingJsonLd } from '@/features/blogs/utils/blog-json-ld';
import { localeFor } from '@/i18n';
import { formatDate } from '@/lib/format-date';
import { isHttpError } from '@/lib/http-error';
import { notFoundHead } from '@/lib/content-head';
import { routeLanguage } from '@/lib/route-language';
import { pageHead, serializeJsonLd, siteName, translate } from '@/lib/seo';
import { homeSearch, pathSegment } from '@/lib/url-params';

const segment = pathSegment(200);

/** /{lang}/blog/{category}/detail/{id}/{slug} — one article; {id} is the CMS document id. */
export const Route = createFileRoute('/$lang/blog/$category/detail/$id/$slug')({
  params: {
    parse: (raw) => ({
      category: segment(raw.category),
      id: segment(raw.id),
      slug: segment(raw.slug),
    }),
  },
  // Links from the home page add ?home=true: the trail then skips the blog list.
  validateSearch: homeSearch,
  loader: async ({ context: { queryClient, language }, params, location }) => {
    const [categories, blog] = await Promise.all([
      queryClient.ensureQueryData(blogCategoriesQueryOptions(language)),
      queryClient.ensureQueryData(blogQueryOptions(language, params.id)).catch((error: unknown) => {
        if (isHttpError(error) && error.isNotFound) throw notFound();
        throw error;
      }),
    ]);
    if (!findCategory(categories, params.category)) throw notFound();
    // The slug is decoration; an outdated one is corrected so each article has one address.
    if (blog.slug !== params.slug) {
      throw redirect({
        to: '/$lang/blog/$category/detail/$id/$slug',
        params: { lang: language, category: params.category, id: blog.id, slug: blog.slug },
        search: location.search,
        replace: true,
      });
    }
    void queryClient.prefetchQuery(otherBlogsQueryOptions(language, blog.id, blog.categoryKey));
    return {
      title: blog.title,
      excerpt: blog.excerpt,
      image: blog.image?.src ?? null,
      // An article is listed under every tab it appears in; search engines get one address.
      canonicalCategory: blog.categoryKey ?? params.category,
    };
  },
  head: ({ params, loaderData, match }) => {
    if (match.status === 'notFound')
      return notFoundHead(params.lang, `/blog/${params.category}/detail/${params.id}/${params.slug}`);
    const language = routeLanguage(params.lang);
    return pageHead({
      language,
      path: `/blog/${loaderData?.canonicalCategory ?? params.category}/detail/${params.id}/${params.slug}`,
      title: loaderData?.title ?? translate(language, 'blog.title'),
      description: loaderData?.excerpt,
      image: loaderData?.image,
      type: 'article',
    });
  },
  ...contentRouteFallbacks,
  component: BlogDetailPage,
});

function BlogDetailPage() {
  const intl = useIntl();
  const { language } = Route.useRouteContext();
  const params = Route.useParams();
  const { home } = Route.useSearch();
  const { data: blog } = useSuspenseQuery(blogQueryOptions(language, params.id));
  const { data: categories } = useSuspenseQuery(blogCategoriesQueryOptions(language));
  const category = findCategory(categories, params.category);

  const crumbs: Crumb[] = [
    {
      label: intl.formatMessage({ id: 'content.home' }),
      link: linkOptions({ to: '/$lang', params: { lang: language } }),
    },
  ];
  if (!home) {
    crumbs.push({
      label: category?.name ?? intl.formatMessage({ id: 'blog.title' }),
      link: linkOptions({
        to: '/$lang/blogs/$category/{-$id}',
        params: { lang: language, category: params.category, id: undefined },
      }),
    });
  }
  crumbs.push({ label: blog.title });

  const url = `${config.siteUrl}/${language}/blog/${blog.categoryKey ?? params.category}/detail/${blog.id}/${blog.slug}`;
  const jsonLd = blogPostingJsonLd(blog, { url, inLanguage: localeFor(language), publisher: siteName });

  return (
    <>
      <PageHero crumbs={crumbs} title={blog.title} eyebrow={blog.categoryName}>
        <p className={blogStyles.articleMeta}>
          <time dateTime={blog.date} data-testid="blog-date">
            {formatDate(blog.date, language)}
          </time>
        </p>
      </PageHero>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLd) }} />
      <div className={`container ${blogStyles.articleLayout}`}>
        <BlogArticle blog={blog} language={language} />
        <QueryBoundary
          pending={<CardGridSkeleton count={3} />}
          fallback={({ error, retry }) => <ErrorNotice error={error} retry={retry} />}
        >
          <OtherBlogs
            language={language}
            blogId={blog.id}
            category={params.category}
            categoryKey={blog.categoryKey}
          />
        </QueryBoundary>
      </div>
    </>
  );
}
