import { createFileRoute } from '@tanstack/react-router';
import { contentRouteFallbacks } from '@/components/content/route-fallbacks';
import { SupportFormSection } from '@/features/forms/components/support-form-section';
import { contentHead } from '@/lib/content-head';
import { loadIntroFaq, type IntroFaq } from './-intro-faq-load';
import { IntroFaqPage } from './-intro-faq-page';

const page: IntroFaq = {
  section: 'customer-support',
  slug: 'our-customer-support-service',
  category: 'customer-support-service',
};

/** /{lang}/useful-information/our-customer-support-service — the CMS introduction, the customer-support-service FAQs, then the tenants' support form. */
export const Route = createFileRoute('/$lang/useful-information/our-customer-support-service')({
  loader: ({ context: { queryClient, language } }) => loadIntroFaq(queryClient, language, page),
  head: ({ params, loaderData, match }) =>
    contentHead(
      params.lang,
      '/useful-information/our-customer-support-service',
      loaderData,
      'content.useful.title',
      match.status,
    ),
  ...contentRouteFallbacks,
  component: function CustomerSupportPage() {
    const { language } = Route.useRouteContext();
    return (
      <IntroFaqPage language={language} page={page} after={<SupportFormSection language={language} />} />
    );
  },
});
