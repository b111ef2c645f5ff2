import { cmsLocaleOf, type Language } from '@stayvn/shared';
import { queryOptions } from '@tanstack/react-query';
import { cmsGet } from '@/lib/cms-client';

/** The policy pages of /policy/{category}, in the order the side navigation lists them. */
export const policyKeys = ['terms-of-service', 'privacy-policy', 'cancellation-policy'] as const;
export type PolicyKey = (typeof policyKeys)[number];

export type Policy = { id: string; key: string; title: string; content: string };

export async function getPolicies(language: Language, signal?: AbortSignal): Promise<Policy[]> {
  const response = await cmsGet('/api/policies', {
    schema: () => import('./schemas').then((module) => module.policiesResponseSchema),
    signal,
    query: { locale: cmsLocaleOf(language), 'pagination[pageSize]': 50 },
  });
  const policies = response.data.map((policy) => ({
    id: policy.documentId,
    key: policy.key,
    title: policy.title,
    content: policy.content ?? '',
  }));
  const rank = (key: string) => {
    const index = (policyKeys as readonly string[]).indexOf(key);
    return index === -1 ? policyKeys.length : index;
  };
  return policies.sort((a, b) => rank(a.key) - rank(b.key));
}

export const policiesQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: ['cms', 'policies', language],
    queryFn: ({ signal }) => getPolicies(language, signal),
    staleTime: 5 * 60_000,
  });
