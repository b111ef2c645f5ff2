import { cmsLocaleOf, homeCounts, type Language } from '@stayvn/shared';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { cmsGet, cmsMediaUrl } from '@/lib/cms-client';

const mediaSchema = z.object({
  url: z.string().min(1),
  alternativeText: z.string().nullish(),
  width: z.number().nullish(),
  height: z.number().nullish(),
});

const cmsBannerSchema = z.object({
  documentId: z.string(),
  name: z.string(),
  subTitle: z.string().nullish(),
  titleButton: z.string().nullish(),
  url: z.string().nullish(),
  order: z.number().nullish(),
  image: mediaSchema.nullish(),
});

const bannersResponseSchema = z.object({ data: z.array(cmsBannerSchema) });

export type Banner = {
  id: string;
  title: string;
  subtitle: string | null;
  buttonLabel: string | null;
  url: string | null;
  image: { url: string; alt: string; width: number | null; height: number | null } | null;
};

export async function getBanners(language: Language, signal?: AbortSignal): Promise<Banner[]> {
  const response = await cmsGet('/api/banners', {
    schema: bannersResponseSchema,
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
    image: banner.image
      ? {
          url: cmsMediaUrl(banner.image.url),
          // The banner title already says what the picture shows.
          alt: banner.image.alternativeText ?? '',
          width: banner.image.width ?? null,
          height: banner.image.height ?? null,
        }
      : null,
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
