import type { Language } from '@stayvn/shared';
import type { QueryClient } from '@tanstack/react-query';
import { faqsQueryOptions, type FaqCategoryKey } from '@/features/faqs/api/get-faqs';
import type { PageSection } from '@/features/pages/api/get-pages';
import { loadSectionPage } from '@/features/pages/api/load-section-page';

/**
 * The FAQ-style useful-information pages (customer support, renting process): a CMS page as
 * the introduction, then a FAQ category. Not a route (the `-` prefix keeps it out of the tree).
 * The loader lives apart from the page (-intro-faq-page.tsx) so the route tree, which holds
 * loaders, does not pull the page's components into the first download.
 */
export type IntroFaq = { section: PageSection; slug: string; category: FaqCategoryKey };

export async function loadIntroFaq(queryClient: QueryClient, language: Language, page: IntroFaq) {
  const [head] = await Promise.all([
    loadSectionPage(queryClient, language, page.section, page.slug),
    queryClient.ensureQueryData(faqsQueryOptions(language, page.category)),
  ]);
  return head;
}
