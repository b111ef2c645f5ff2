import type { Language } from '@stayvn/shared';
import type { QueryClient } from '@tanstack/react-query';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { FaqLayout } from '@/components/content/faq-layout';
import { PageHero, useHomeCrumb } from '@/components/content/page-hero';
import { faqsQueryOptions, type FaqCategoryKey } from '@/features/faqs/api/get-faqs';
import { FaqList } from '@/features/faqs/components/faq-list';
import { sectionPagesQueryOptions, type PageSection } from '@/features/pages/api/get-pages';
import { loadSectionPage } from '@/features/pages/api/load-section-page';
import { PageArticle } from '@/features/pages/components/page-article';
import { findPage } from '@/features/pages/utils/find-page';

/**
 * The FAQ-style useful-information pages (customer support, renting process): a CMS page as
 * the introduction, then a FAQ category. Not a route (the `-` prefix keeps it out of the tree).
 */
export type IntroFaq = { section: PageSection; slug: string; category: FaqCategoryKey };

export async function loadIntroFaq(queryClient: QueryClient, language: Language, page: IntroFaq) {
  const [head] = await Promise.all([
    loadSectionPage(queryClient, language, page.section, page.slug),
    queryClient.ensureQueryData(faqsQueryOptions(language, page.category)),
  ]);
  return head;
}

export function IntroFaqPage({
  language,
  page: { section, slug, category },
}: {
  language: Language;
  page: IntroFaq;
}) {
  const intl = useIntl();
  const homeCrumb = useHomeCrumb(language);
  const { data: pages } = useSuspenseQuery(sectionPagesQueryOptions(language, section));
  const page = findPage(pages, slug);
  if (!page) return null;
  const sectionLabel = intl.formatMessage({ id: 'content.useful.title' });
  return (
    <>
      <PageHero
        crumbs={[homeCrumb, { label: sectionLabel }, { label: page.title }]}
        eyebrow={sectionLabel}
        title={page.title}
        lead={page.summary}
      />
      <FaqLayout
        intro={<PageArticle page={page} />}
        title={intl.formatMessage({ id: 'faq.title' })}
        faq={<FaqList language={language} category={category} />}
      />
    </>
  );
}
