import type { Language } from '@stayvn/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

const schemas = () => import('./schemas');

export async function getProjectMenu(lang: Language, signal?: AbortSignal) {
  const query = (await schemas()).projectMenuQuerySchema.parse({ lang });
  const response = await apiGet('/v1/projects/menu', {
    query,
    schema: () => schemas().then((module) => module.projectMenuSchema),
    signal,
  });
  return response.groups;
}

export const projectMenuQueryOptions = (lang: Language) =>
  queryOptions({
    queryKey: ['catalog', 'project-menu', lang],
    queryFn: ({ signal }) => getProjectMenu(lang, signal),
    staleTime: 10 * 60_000,
  });

/** Not suspending: the header must render at once, the menu fills in when it arrives. */
export function useProjectMenu(lang: Language, enabled = true) {
  return useQuery({ ...projectMenuQueryOptions(lang), enabled });
}
