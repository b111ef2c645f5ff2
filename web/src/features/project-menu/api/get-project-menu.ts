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

/** Not suspending: the header renders at once; the menus ask for the list when about to open. */
export function useProjectMenu(lang: Language, enabled = true) {
  return useQuery({ ...projectMenuQueryOptions(lang), enabled });
}
