import { OfficeQuoteButton } from '@/features/enquiries/components/office-quote-button';
import { createFileRoute } from '@tanstack/react-router';
import { contentRouteFallbacks } from '@/components/content/route-fallbacks';
import { loadSectionPage } from '@/features/pages/api/load-section-page';
import { SectionGallery } from '@/features/pages/components/section-gallery';
import { ServicedOfficePage } from '@/features/pages/components/serviced-office-page';
import { contentHead } from '@/lib/content-head';

/** /{lang}/serviced-office/gallery */
export const Route = createFileRoute('/$lang/serviced-office/gallery')({
  loader: ({ context: { queryClient, language } }) =>
    loadSectionPage(queryClient, language, 'serviced-office', 'gallery'),
  head: ({ params, loaderData, match }) =>
    contentHead(params.lang, '/serviced-office/gallery', loaderData, 'office.title', match.status),
  ...contentRouteFallbacks,
  component: function OfficeGalleryPage() {
    const { language } = Route.useRouteContext();
    return (
      <ServicedOfficePage
        language={language}
        quoteAction={<OfficeQuoteButton language={language} />}
        slug="gallery"
        showImage={false}
      >
        <SectionGallery language={language} section="serviced-office" />
      </ServicedOfficePage>
    );
  },
});
