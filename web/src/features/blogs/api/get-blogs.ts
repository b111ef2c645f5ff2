import { cmsLocaleOf, type Language } from '@stayvn/shared';
import { queryOptions } from '@tanstack/react-query';
import { cmsGet } from '@/lib/cms-client';
import { allBlogsKey } from '../utils/blog-categories';
import { blogPageSize } from '../utils/paging';
import type { BlogSummary } from './blog-schemas';
import { toBlogSummary } from './to-blog';

const blogList = () => import('./blog-schemas').then((module) => module.blogListResponseSchema);

export type BlogPage = { items: BlogSummary[]; pageIndex: number; pageCount: number; total: number };

export type BlogListQuery = { language: Language; category: string; pageIndex: number };

export async function getBlogs(query: BlogListQuery, signal?: AbortSignal): Promise<BlogPage> {
  const response = await cmsGet('/api/blogs', {
    schema: blogList,
    signal,
    query: {
      locale: cmsLocaleOf(query.language),
      // The list never shows the body; leaving it out keeps the answer small.
      'fields[0]': 'slug',
      'fields[1]': 'title',
      'fields[2]': 'excerpt',
      'fields[3]': 'date',
      ...(query.category === allBlogsKey ? {} : { 'filters[category][key][$eq]': query.category }),
      sort: 'date:desc,id:desc',
      'pagination[page]': query.pageIndex,
      'pagination[pageSize]': blogPageSize,
    },
  });
  const { pagination } = response.meta;
  return {
    items: response.data.map(toBlogSummary),
    pageIndex: pagination.page,
    pageCount: pagination.pageCount,
    total: pagination.total,
  };
}

export const blogsQueryOptions = (query: BlogListQuery) =>
  queryOptions({
    queryKey: ['cms', 'blogs', query.language, query.category, query.pageIndex],
    queryFn: ({ signal }) => getBlogs(query, signal),
    staleTime: 60_000,
  });

/** Up to three other blogs under an article: same category first, newest first. */
export async function getOtherBlogs(
  language: Language,
  blogId: string,
  category: string | null,
  signal?: AbortSignal,
): Promise<BlogSummary[]> {
  const response = await cmsGet('/api/blogs', {
    schema: blogList,
    signal,
    query: {
      locale: cmsLocaleOf(language),
      'fields[0]': 'slug',
      'fields[1]': 'title',
      'fields[2]': 'excerpt',
      'fields[3]': 'date',
      'filters[documentId][$ne]': blogId,
      ...(category ? { 'filters[category][key][$eq]': category } : {}),
      sort: 'date:desc,id:desc',
      'pagination[pageSize]': otherBlogsCount,
    },
  });
  return response.data.map(toBlogSummary);
}

export const otherBlogsCount = 3;

export const otherBlogsQueryOptions = (language: Language, blogId: string, category: string | null) =>
  queryOptions({
    queryKey: ['cms', 'blogs', 'others', language, blogId, category],
    queryFn: ({ signal }) => getOtherBlogs(language, blogId, category, signal),
    staleTime: 60_000,
  });
