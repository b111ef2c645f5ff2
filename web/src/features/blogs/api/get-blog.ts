import { cmsLocaleOf, type Language } from '@stayvn/shared';
import { queryOptions } from '@tanstack/react-query';
import { cmsGet } from '@/lib/cms-client';
import type { Blog } from './blog-schemas';
import { toBlog } from './to-blog';

/** One article by its document id, which is the same in every language. 404 → HttpError notFound. */
export async function getBlog(language: Language, id: string, signal?: AbortSignal): Promise<Blog> {
  const response = await cmsGet(`/api/blogs/${encodeURIComponent(id)}`, {
    schema: () => import('./blog-schemas').then((module) => module.blogResponseSchema),
    signal,
    query: { locale: cmsLocaleOf(language) },
  });
  return toBlog(response.data);
}

export const blogQueryOptions = (language: Language, id: string) =>
  queryOptions({
    queryKey: ['cms', 'blog', language, id],
    queryFn: ({ signal }) => getBlog(language, id, signal),
    staleTime: 60_000,
  });
