import { cmsLocaleOf, homeCounts, type Language } from '@stayvn/shared';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { cmsGet } from '@/lib/cms-client';
import { responsiveImage, type ResponsiveImage } from '@/lib/cms-media';

export type Banner = {
  id: string;
  title: string;
  subtitle: string | null;
  buttonLabel: string | null;
  url: string | null;
  image: ResponsiveImage | null;
};

export async function getBanners(language: Language, signal?: AbortSignal): Promise<Banner[]> {
  const response = await cmsGet('/api/banners', {
    schema: () => import('./schemas').then((module) => module.bannersResponseSchema),
    signal,
    query: {
      locale: cmsLocaleOf(language),
      populate: 'image',
      // The CMS also holds the owner and help page banners; the home carousel shows its own.
      'filters[placement][$eq]': 'home',
      sort: 'order:asc',
      'pagination[pageSize]': homeCounts.banners,
    },
  });
  return response.data.map((banner) => ({
    id: banner.documentId,
    title: banner.name,
    subtitle: banner.subTitle?.trim() || null,
    buttonLabel: banner.titleButton?.trim() || null,
    url: banner.url?.trim() || null,
    // The banner title already says what the picture shows; the alt text is the editor's.
    image: banner.image ? responsiveImage(banner.image) : null,
  }));
}

export const bannersQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: ['cms', 'banners', language],
    queryFn: ({ signal }) => getBanners(language, signal),
    staleTime: 5 * 60_000,
  });

export function useBanners(language: Language) {
  return useSuspenseQuery(bannersQueryOptions(language));
}
