import { OfficeQuoteButton } from '@/features/enquiries/components/office-quote-button';
import { createFileRoute } from '@tanstack/react-router';
import { contentRouteFallbacks } from '@/components/content/route-fallbacks';
import { loadSectionPage } from '@/features/pages/api/load-section-page';
import { ServicedOfficePage } from '@/features/pages/components/serviced-office-page';
import { officeTypeSlugs } from '@/features/pages/utils/section-links';
import { contentHead } from '@/lib/content-head';
import { pathSegment } from '@/lib/url-params';
import { oneOf } from '@/lib/values';

/**
 * /{lang}/serviced-office/types/{type}: private-room, work-space, virtual-offices, meeting-room.
 * Any other type is not a page (the loader answers not-found).
 */
export const Route = createFileRoute('/$lang/serviced-office/types/$type')({
  params: { parse: (raw) => ({ type: pathSegment(60)(raw.type) }) },
  loader: ({ context: { queryClient, language }, params }) => {
    const type = oneOf(officeTypeSlugs)(params.type);
    return loadSectionPage(queryClient, language, 'serviced-office', type ?? '');
  },
  head: ({ params, loaderData, match }) =>
    contentHead(
      params.lang,
      `/serviced-office/types/${params.type}`,
      loaderData,
      'office.title',
      match.status,
    ),
  ...contentRouteFallbacks,
  component: function OfficeTypePage() {
    const { language } = Route.useRouteContext();
    const { type } = Route.useParams();
    return (
      <ServicedOfficePage
        language={language}
        quoteAction={<OfficeQuoteButton language={language} />}
        slug={type}
      />
    );
  },
});
