import { createFileRoute, linkOptions } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { FaqLayout } from '@/components/content/faq-layout';
import { PageHero, useHomeCrumb } from '@/components/content/page-hero';
import { contentRouteFallbacks } from '@/components/content/route-fallbacks';
import { faqsQueryOptions } from '@/features/faqs/api/get-faqs';
import { FaqList } from '@/features/faqs/components/faq-list';
import { translatedHead } from '@/lib/content-head';

/** /{lang}/helps/frequently-asked-issues — every common apartment issue and what to do. */
export const Route = createFileRoute('/$lang/helps/frequently-asked-issues')({
  loader: async ({ context: { queryClient, language } }) => {
    await queryClient.ensureQueryData(faqsQueryOptions(language, 'frequently-asked-issues'));
  },
  head: ({ params }) =>
    translatedHead(params.lang, '/helps/frequently-asked-issues', 'help.issues.title', 'help.issues.lead'),
  ...contentRouteFallbacks,
  component: FrequentIssuesPage,
});

function FrequentIssuesPage() {
  const intl = useIntl();
  const { language } = Route.useRouteContext();
  const homeCrumb = useHomeCrumb(language);
  return (
    <>
      <PageHero
        crumbs={[
          homeCrumb,
          {
            label: intl.formatMessage({ id: 'help.title' }),
            link: linkOptions({ to: '/$lang/helps', params: { lang: language } }),
          },
          { label: intl.formatMessage({ id: 'help.issues.title' }) },
        ]}
        eyebrow={intl.formatMessage({ id: 'help.title' })}
        title={intl.formatMessage({ id: 'help.issues.title' })}
        lead={intl.formatMessage({ id: 'help.issues.lead' })}
      />
      <FaqLayout
        title={intl.formatMessage({ id: 'faq.title' })}
        faq={<FaqList language={language} category="frequently-asked-issues" />}
      />
    </>
  );
}
