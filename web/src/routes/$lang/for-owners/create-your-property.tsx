import { createFileRoute, linkOptions } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { useHomeCrumb } from '@/components/content/page-hero';
import { FormPage } from '@/features/forms/components/form-page';
import { OwnerForm } from '@/features/forms/components/owner-form';
import { translatedHead } from '@/lib/content-head';

/** /{lang}/for-owners/create-your-property — the owner's property submission form. */
export const Route = createFileRoute('/$lang/for-owners/create-your-property')({
  head: ({ params }) =>
    translatedHead(params.lang, '/for-owners/create-your-property', 'ownerForm.title', 'ownerForm.lead'),
  component: CreateYourPropertyPage,
});

function CreateYourPropertyPage() {
  const intl = useIntl();
  const { language } = Route.useRouteContext();
  const homeCrumb = useHomeCrumb(language);
  return (
    <FormPage
      crumbs={[
        homeCrumb,
        {
          label: intl.formatMessage({ id: 'owners.title' }),
          link: linkOptions({ to: '/$lang/for-owners', params: { lang: language } }),
        },
        { label: intl.formatMessage({ id: 'ownerForm.title' }) },
      ]}
      title={intl.formatMessage({ id: 'ownerForm.title' })}
      lead={intl.formatMessage({ id: 'ownerForm.lead' })}
    >
      <OwnerForm language={language} />
    </FormPage>
  );
}
