import { OfficeQuoteButton } from '@/features/enquiries/components/office-quote-button';
import { createFileRoute } from '@tanstack/react-router';
import { contentRouteFallbacks } from '@/components/content/route-fallbacks';
import { loadSectionPage } from '@/features/pages/api/load-section-page';
import { ServicedOfficePage } from '@/features/pages/components/serviced-office-page';
import { contentHead } from '@/lib/content-head';

/** /{lang}/serviced-office/overview */
export const Route = createFileRoute('/$lang/serviced-office/overview')({
  loader: ({ context: { queryClient, language } }) =>
    loadSectionPage(queryClient, language, 'serviced-office', 'overview'),
  head: ({ params, loaderData, match }) =>
    contentHead(params.lang, '/serviced-office/overview', loaderData, 'office.title', match.status),
  ...contentRouteFallbacks,
  component: function OfficeOverviewPage() {
    const { language } = Route.useRouteContext();
    return (
      <ServicedOfficePage
        language={language}
        quoteAction={<OfficeQuoteButton language={language} />}
        slug="overview"
      />
    );
  },
});
