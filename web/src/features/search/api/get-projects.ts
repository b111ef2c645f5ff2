import { cityIdOf, cmsLocaleOf, type CityId, type Language } from '@stayvn/shared';
import { queryOptions } from '@tanstack/react-query';
import { cmsGet } from '@/lib/cms-client';

export type ProjectChoice = { key: string; name: string; cityId: CityId | null };

/** Projects (buildings) for the find-by-project search, named in the page language. */
export async function getProjectChoices(language: Language, signal?: AbortSignal): Promise<ProjectChoice[]> {
  const response = await cmsGet('/api/projects', {
    query: {
      locale: cmsLocaleOf(language),
      'fields[0]': 'key',
      'fields[1]': 'name',
      'populate[city][fields][0]': 'code',
      'pagination[pageSize]': 100,
      sort: 'name:asc',
    },
    schema: () => import('./schemas').then((module) => module.projectChoicesResponseSchema),
    signal,
  });
  return response.data.map((project) => ({
    key: project.key,
    name: project.name,
    cityId: project.city ? cityIdOf(project.city.code) : null,
  }));
}

export const projectChoicesQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: ['cms', 'project-choices', language],
    queryFn: ({ signal }) => getProjectChoices(language, signal),
    staleTime: 10 * 60_000,
  });
