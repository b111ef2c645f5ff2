import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { cmsGet } from '@/lib/cms-client';
import { cmsMediaSchema, responsiveImage, type ResponsiveImage } from '@/lib/cms-media';

const cmsPartnerSchema = z.lazy(() =>
  z.object({
    documentId: z.string(),
    name: z.string(),
    url: z.string().nullish(),
    logo: cmsMediaSchema.nullish(),
  }),
);

export type Partner = { id: string; name: string; url: string | null; logo: ResponsiveImage | null };

/** Partners are not localised in the CMS: one list for every language. */
export async function getPartners(signal?: AbortSignal): Promise<Partner[]> {
  const response = await cmsGet('/api/partners', {
    schema: z.object({ data: z.array(cmsPartnerSchema) }),
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
