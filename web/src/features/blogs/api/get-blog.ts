import { cmsLocaleOf, type Language } from '@stayvn/shared';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { cmsGet } from '@/lib/cms-client';
import { cmsBlogSchema, toBlog, type Blog } from './blog-schemas';

const responseSchema = z.lazy(() => z.object({ data: cmsBlogSchema }));

/** One article by its document id, which is the same in every language. 404 → HttpError notFound. */
export async function getBlog(language: Language, id: string, signal?: AbortSignal): Promise<Blog> {
  const response = await cmsGet(`/api/blogs/${encodeURIComponent(id)}`, {
    schema: responseSchema,
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
