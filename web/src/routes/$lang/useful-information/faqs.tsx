import { createFileRoute } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { FaqLayout } from '@/components/content/faq-layout';
import { PageHero, useHomeCrumb } from '@/components/content/page-hero';
import { contentRouteFallbacks } from '@/components/content/route-fallbacks';
import { faqsQueryOptions } from '@/features/faqs/api/get-faqs';
import { FaqList } from '@/features/faqs/components/faq-list';
import { translatedHead } from '@/lib/content-head';

/** /{lang}/useful-information/faqs — the general questions about renting with StayVN. */
export const Route = createFileRoute('/$lang/useful-information/faqs')({
  loader: async ({ context: { queryClient, language } }) => {
    await queryClient.ensureQueryData(faqsQueryOptions(language, 'useful-information'));
  },
  head: ({ params }) =>
    translatedHead(params.lang, '/useful-information/faqs', 'faq.useful.title', 'faq.useful.lead'),
  ...contentRouteFallbacks,
  component: UsefulFaqsPage,
});

function UsefulFaqsPage() {
  const intl = useIntl();
  const { language } = Route.useRouteContext();
  const homeCrumb = useHomeCrumb(language);
  return (
    <>
      <PageHero
        crumbs={[
          homeCrumb,
          { label: intl.formatMessage({ id: 'content.useful.title' }) },
          { label: intl.formatMessage({ id: 'faq.useful.title' }) },
        ]}
        eyebrow={intl.formatMessage({ id: 'content.useful.title' })}
        title={intl.formatMessage({ id: 'faq.useful.title' })}
        lead={intl.formatMessage({ id: 'faq.useful.lead' })}
      />
      <FaqLayout
        title={intl.formatMessage({ id: 'faq.title' })}
        faq={<FaqList language={language} category="useful-information" />}
      />
    </>
  );
}
