import { cmsLocaleOf, type Language } from '@stayvn/shared';
import { queryOptions } from '@tanstack/react-query';
import { cmsGet } from '@/lib/cms-client';
import { orderCategories, type BlogCategory } from '../utils/blog-categories';

export async function getBlogCategories(language: Language, signal?: AbortSignal): Promise<BlogCategory[]> {
  const response = await cmsGet('/api/blog-categories', {
    schema: () => import('./blog-schemas').then((module) => module.blogCategoriesResponseSchema),
    signal,
    query: {
      locale: cmsLocaleOf(language),
      'fields[0]': 'key',
      'fields[1]': 'name',
      'fields[2]': 'order',
      sort: 'order:asc,id:asc',
      'pagination[pageSize]': 100,
    },
  });
  return orderCategories(response.data.map(({ documentId, key, name }) => ({ id: documentId, key, name })));
}

export const blogCategoriesQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: ['cms', 'blog-categories', language],
    queryFn: ({ signal }) => getBlogCategories(language, signal),
    staleTime: 5 * 60_000,
  });
