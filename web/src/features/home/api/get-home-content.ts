import { cmsLocaleOf, homeCounts, type Language } from '@stayvn/shared';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { cmsGet } from '@/lib/cms-client';
import { responsiveImage, type CmsMedia, type ResponsiveImage } from '@/lib/cms-media';

/**
 * The home page's editorial blocks from the CMS (spec §2.4): 6 essentials, 5 featured
 * projects, the 3 latest blogs and the about-us summary. One file: they share the locale
 * mapping, the media handling and the cache policy.
 */

const imageOrNull = (media: CmsMedia | null | undefined): ResponsiveImage | null =>
  media ? responsiveImage(media) : null;

const schemas = () => import('./schemas');

export type Essential = { id: string; title: string; content: string | null; image: ResponsiveImage | null };

export async function getEssentials(language: Language, signal?: AbortSignal): Promise<Essential[]> {
  const response = await cmsGet('/api/essentials', {
    schema: () => schemas().then((module) => module.essentialsResponseSchema),
    signal,
    query: {
      locale: cmsLocaleOf(language),
      sort: 'order:asc',
      'pagination[pageSize]': homeCounts.essentials,
    },
  });
  return response.data.map((item) => ({
    id: item.documentId,
    title: item.title,
    content: item.content?.trim() || null,
    image: imageOrNull(item.image),
  }));
}

export type FeaturedProject = {
  id: string;
  slug: string;
  name: string;
  place: string | null;
  image: ResponsiveImage | null;
};

export async function getFeaturedProjects(
  language: Language,
  signal?: AbortSignal,
): Promise<FeaturedProject[]> {
  const response = await cmsGet('/api/projects', {
    schema: () => schemas().then((module) => module.featuredProjectsResponseSchema),
    signal,
    query: {
      locale: cmsLocaleOf(language),
      'filters[featured][$eq]': true,
      sort: 'name:asc',
      'pagination[pageSize]': homeCounts.featuredProjects,
    },
  });
  return response.data.map((project) => ({
    id: project.documentId,
    slug: project.slug,
    name: project.name,
    place: [project.district?.name, project.city?.name].filter(Boolean).join(', ') || null,
    image: imageOrNull(project.gallery?.[0]),
  }));
}

export type HomeBlog = {
  id: string;
  slug: string;
  title: string;
  excerpt: string | null;
  date: string | null;
  category: { key: string; name: string } | null;
  image: ResponsiveImage | null;
};

export async function getHomeBlogs(language: Language, signal?: AbortSignal): Promise<HomeBlog[]> {
  const response = await cmsGet('/api/blogs', {
    schema: () => schemas().then((module) => module.homeBlogsResponseSchema),
    signal,
    query: {
      locale: cmsLocaleOf(language),
      sort: 'date:desc',
      'fields[0]': 'slug',
      'fields[1]': 'title',
      'fields[2]': 'excerpt',
      'fields[3]': 'date',
      'pagination[pageSize]': homeCounts.blogs,
    },
  });
  return response.data.map((blog) => ({
    id: blog.documentId,
    slug: blog.slug,
    title: blog.title,
    excerpt: blog.excerpt?.trim() || null,
    date: blog.date ?? null,
    category: blog.category ?? null,
    image: imageOrNull(blog.thumbnail),
  }));
}

export type AboutSummary = { title: string; summary: string | null; image: ResponsiveImage | null };

/** The first page of the about-us section (by order) stands for the company on the home page. */
export async function getAboutSummary(
  language: Language,
  signal?: AbortSignal,
): Promise<AboutSummary | null> {
  const response = await cmsGet('/api/pages', {
    schema: () => schemas().then((module) => module.aboutSummaryResponseSchema),
    signal,
    query: {
      locale: cmsLocaleOf(language),
      'filters[section][$eq]': 'about-us',
      sort: 'order:asc',
      'fields[0]': 'title',
      'fields[1]': 'summary',
      'pagination[pageSize]': 1,
    },
  });
  const page = response.data[0];
  return page
    ? { title: page.title, summary: page.summary?.trim() || null, image: imageOrNull(page.image) }
    : null;
}

const staleTime = 5 * 60_000;

export const essentialsQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: ['cms', 'essentials', language],
    queryFn: ({ signal }) => getEssentials(language, signal),
    staleTime,
  });

export const featuredProjectsQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: ['cms', 'projects', 'featured', language],
    queryFn: ({ signal }) => getFeaturedProjects(language, signal),
    staleTime,
  });

export const homeBlogsQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: ['cms', 'blogs', 'home', language],
    queryFn: ({ signal }) => getHomeBlogs(language, signal),
    staleTime,
  });

export const aboutSummaryQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: ['cms', 'pages', 'about-summary', language],
    queryFn: ({ signal }) => getAboutSummary(language, signal),
    staleTime,
  });

export const useEssentials = (language: Language) => useSuspenseQuery(essentialsQueryOptions(language));
export const useFeaturedProjects = (language: Language) =>
  useSuspenseQuery(featuredProjectsQueryOptions(language));
export const useHomeBlogs = (language: Language) => useSuspenseQuery(homeBlogsQueryOptions(language));
export const useAboutSummary = (language: Language) => useSuspenseQuery(aboutSummaryQueryOptions(language));
