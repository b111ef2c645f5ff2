import { cmsLocaleOf, type Language } from '@stayvn/shared';
import { queryOptions } from '@tanstack/react-query';
import { cmsGet } from '@/lib/cms-client';
import { responsiveImage, type ResponsiveImage } from '@/lib/cms-media';

/** Banner placements of the inner pages (the home carousel has its own query). */
export type PagePlacement = 'owners' | 'help';

export type PageBanner = {
  id: string;
  key: string;
  title: string;
  subtitle: string | null;
  buttonLabel: string | null;
  url: string | null;
  /** With Strapi's resized copies: these banners fill the page width. */
  image: ResponsiveImage | null;
};

/** The owners page banners (category 1: create-your-property, 2: faqs) or the help banner. */
export async function getPageBanners(
  language: Language,
  placement: PagePlacement,
  signal?: AbortSignal,
): Promise<PageBanner[]> {
  const response = await cmsGet('/api/banners', {
    schema: () => import('./schemas').then((module) => module.pageBannersResponseSchema),
    signal,
    query: {
      locale: cmsLocaleOf(language),
      'filters[placement][$eq]': placement,
      sort: 'order:asc,id:asc',
      'pagination[pageSize]': 10,
    },
  });
  return response.data.map((banner) => ({
    id: banner.documentId,
    key: banner.key,
    title: banner.name,
    subtitle: banner.subTitle?.trim() || null,
    buttonLabel: banner.titleButton?.trim() || null,
    url: banner.url?.trim() || null,
    image: banner.image ? responsiveImage(banner.image) : null,
  }));
}

export const pageBannersQueryOptions = (language: Language, placement: PagePlacement) =>
  queryOptions({
    queryKey: ['cms', 'page-banners', language, placement],
    queryFn: ({ signal }) => getPageBanners(language, placement, signal),
    staleTime: 5 * 60_000,
  });
