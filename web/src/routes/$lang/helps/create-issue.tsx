import { createFileRoute, linkOptions } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { useHomeCrumb } from '@/components/content/page-hero';
import { FormPage } from '@/features/forms/components/form-page';
import { IssueForm } from '@/features/forms/components/issue-form';
import { translatedHead } from '@/lib/content-head';

/** /{lang}/helps/create-issue — a tenant reports an issue with their apartment. */
export const Route = createFileRoute('/$lang/helps/create-issue')({
  head: ({ params }) =>
    translatedHead(params.lang, '/helps/create-issue', 'issueForm.title', 'issueForm.lead'),
  component: CreateIssuePage,
});

function CreateIssuePage() {
  const intl = useIntl();
  const { language } = Route.useRouteContext();
  const homeCrumb = useHomeCrumb(language);
  return (
    <FormPage
      crumbs={[
        homeCrumb,
        {
          label: intl.formatMessage({ id: 'help.title' }),
          link: linkOptions({ to: '/$lang/helps', params: { lang: language } }),
        },
        { label: intl.formatMessage({ id: 'issueForm.title' }) },
      ]}
      title={intl.formatMessage({ id: 'issueForm.title' })}
      lead={intl.formatMessage({ id: 'issueForm.lead' })}
    >
      <IssueForm language={language} />
    </FormPage>
  );
}
