import { cmsLocaleOf, type Language } from '@stayvn/shared';
import { queryOptions } from '@tanstack/react-query';
import { cmsGet } from '@/lib/cms-client';

/** The FAQ categories the CMS seeds; each feeds one FAQ page. */
export const faqCategoryKeys = {
  owners: 'owners',
  frequentlyAskedIssues: 'frequently-asked-issues',
  customerSupport: 'customer-support-service',
  rentingProcess: 'apartment-renting-process',
  usefulInformation: 'useful-information',
} as const;
export type FaqCategoryKey = (typeof faqCategoryKeys)[keyof typeof faqCategoryKeys];

export type Faq = { id: string; question: string; answer: string };

export async function getFaqs(
  language: Language,
  category: FaqCategoryKey,
  limit = 100,
  signal?: AbortSignal,
): Promise<Faq[]> {
  const response = await cmsGet('/api/faqs', {
    schema: () => import('./schemas').then((module) => module.faqsResponseSchema),
    signal,
    query: {
      locale: cmsLocaleOf(language),
      'filters[category][key][$eq]': category,
      sort: 'order:asc,id:asc',
      'pagination[pageSize]': limit,
    },
  });
  return response.data.map((faq) => ({ id: faq.documentId, question: faq.title, answer: faq.content ?? '' }));
}

export const faqsQueryOptions = (language: Language, category: FaqCategoryKey) =>
  queryOptions({
    queryKey: ['cms', 'faqs', language, category],
    queryFn: ({ signal }) => getFaqs(language, category, 100, signal),
    staleTime: 5 * 60_000,
  });
