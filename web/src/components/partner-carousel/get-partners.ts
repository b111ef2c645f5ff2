import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { cmsGet } from '@/lib/cms-client';
import { responsiveImage, type ResponsiveImage } from '@/lib/cms-media';

export type Partner = { id: string; name: string; url: string | null; logo: ResponsiveImage | null };

/** Partners are not localised in the CMS: one list for every language. */
export async function getPartners(signal?: AbortSignal): Promise<Partner[]> {
  const response = await cmsGet('/api/partners', {
    schema: () => import('./partner-schemas').then((module) => module.partnersResponseSchema),
    signal,
    query: { sort: 'order:asc', 'pagination[pageSize]': 50 },
  });
  return response.data.map((partner) => ({
    id: partner.documentId,
    name: partner.name,
    // Only web addresses become links.
    url: partner.url && /^https?:\/\//.test(partner.url) ? partner.url : null,
    logo: partner.logo ? responsiveImage(partner.logo) : null,
  }));
}

export const partnersQueryOptions = () =>
  queryOptions({
    queryKey: ['cms', 'partners'],
    queryFn: ({ signal }) => getPartners(signal),
    staleTime: 30 * 60_000,
  });

export function usePartners() {
  return useSuspenseQuery(partnersQueryOptions());
}
