import type { Language } from '@stayvn/shared';
import type { QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { findPage, pageDescription } from '../utils/find-page';
import { sectionPagesQueryOptions, type PageSection } from './get-pages';

/**
 * Loader body of a route showing one CMS page: fetches its section (cached for the side
 * navigation) and answers the head's title and description, or not-found for an unknown slug.
 */
export async function loadSectionPage(
  queryClient: QueryClient,
  language: Language,
  section: PageSection,
  slug: string,
): Promise<{ title: string; description: string; image: string | null }> {
  const pages = await queryClient.ensureQueryData(sectionPagesQueryOptions(language, section));
  const page = findPage(pages, slug);
  if (!page) throw notFound();
  return { title: page.title, description: pageDescription(page), image: page.image?.src ?? null };
}
