import type { Language } from '@stayvn/shared';
import type { ReactNode } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { FaqLayout } from '@/components/content/faq-layout';
import { PageHero, useHomeCrumb } from '@/components/content/page-hero';
import { FaqList } from '@/features/faqs/components/faq-list';
import { sectionPagesQueryOptions } from '@/features/pages/api/get-pages';
import { PageArticle } from '@/features/pages/components/page-article';
import { findPage } from '@/features/pages/utils/find-page';
import type { IntroFaq } from './-intro-faq-load';

/** The introduction page and its FAQ category (see -intro-faq-load.ts). */
export function IntroFaqPage({
  language,
  page: { section, slug, category },
  after,
}: {
  language: Language;
  page: IntroFaq;
  /** What follows the FAQs (the customer-support page's form). */
  after?: ReactNode;
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
      {after}
    </>
  );
}
