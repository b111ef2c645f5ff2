import { cmsLocaleOf, type Language } from '@stayvn/shared';
import { queryOptions } from '@tanstack/react-query';
import { cmsGet } from '@/lib/cms-client';
import { responsiveImage, type ResponsiveImage } from '@/lib/cms-media';
import type { CmsPage } from './schemas';

/** The `section` values of the CMS `page` type (one section per group of site pages). */
export const pageSections = [
  'about-us',
  'useful-service-apartment',
  'about-renting',
  'area-guide',
  'serviced-office',
  'housing-material',
  'customer-support',
  'renting-process',
] as const;
export type PageSection = (typeof pageSections)[number];

export type ContentPage = {
  id: string;
  slug: string;
  title: string;
  summary: string;
  content: string;
  image: ResponsiveImage | null;
};

export function toContentPage(page: CmsPage): ContentPage {
  return {
    id: page.documentId,
    slug: page.slug,
    title: page.title,
    summary: page.summary?.trim() ?? '',
    content: page.content ?? '',
    image: page.image ? responsiveImage(page.image) : null,
  };
}

/**
 * Every page of a section in the editors' order. Sections are small (at most a dozen pages),
 * and one answer feeds both the side navigation and the page itself.
 */
export async function getSectionPages(
  language: Language,
  section: PageSection,
  signal?: AbortSignal,
): Promise<ContentPage[]> {
  const response = await cmsGet('/api/pages', {
    schema: () => import('./schemas').then((module) => module.sectionPagesResponseSchema),
    signal,
    query: {
      locale: cmsLocaleOf(language),
      'filters[section][$eq]': section,
      sort: 'order:asc,id:asc',
      'pagination[pageSize]': 100,
    },
  });
  return response.data.map(toContentPage);
}

export const sectionPagesQueryOptions = (language: Language, section: PageSection) =>
  queryOptions({
    queryKey: ['cms', 'pages', language, section],
    queryFn: ({ signal }) => getSectionPages(language, section, signal),
    staleTime: 5 * 60_000,
  });
