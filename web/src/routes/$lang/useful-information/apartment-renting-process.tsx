import { createFileRoute } from '@tanstack/react-router';
import { contentRouteFallbacks } from '@/components/content/route-fallbacks';
import { contentHead } from '@/lib/content-head';
import { loadIntroFaq, type IntroFaq } from './-intro-faq-load';
import { IntroFaqPage } from './-intro-faq-page';

const page: IntroFaq = {
  section: 'renting-process',
  slug: 'apartment-renting-process',
  category: 'apartment-renting-process',
};

/** /{lang}/useful-information/apartment-renting-process — the CMS introduction, then the apartment-renting-process FAQs. */
export const Route = createFileRoute('/$lang/useful-information/apartment-renting-process')({
  loader: ({ context: { queryClient, language } }) => loadIntroFaq(queryClient, language, page),
  head: ({ params, loaderData, match }) =>
    contentHead(
      params.lang,
      '/useful-information/apartment-renting-process',
      loaderData,
      'content.useful.title',
      match.status,
    ),
  ...contentRouteFallbacks,
  component: function RentingProcessPage() {
    const { language } = Route.useRouteContext();
    return <IntroFaqPage language={language} page={page} />;
  },
});
