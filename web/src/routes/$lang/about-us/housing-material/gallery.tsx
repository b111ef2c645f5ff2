import { createFileRoute } from '@tanstack/react-router';
import { contentRouteFallbacks } from '@/components/content/route-fallbacks';
import { loadSectionPage } from '@/features/pages/api/load-section-page';
import { HousingMaterialPage } from '@/features/pages/components/housing-material-page';
import { SectionGallery } from '@/features/pages/components/section-gallery';
import { contentHead } from '@/lib/content-head';

/** /{lang}/about-us/housing-material/gallery — the photos of every housing-material page. */
export const Route = createFileRoute('/$lang/about-us/housing-material/gallery')({
  loader: ({ context: { queryClient, language } }) =>
    loadSectionPage(queryClient, language, 'housing-material', 'gallery'),
  head: ({ params, loaderData, match }) =>
    contentHead(
      params.lang,
      '/about-us/housing-material/gallery',
      loaderData,
      'about.housingMaterials',
      match.status,
    ),
  ...contentRouteFallbacks,
  component: function HousingGalleryPage() {
    const { language } = Route.useRouteContext();
    return (
      <HousingMaterialPage language={language} slug="gallery" showImage={false}>
        <SectionGallery language={language} section="housing-material" />
      </HousingMaterialPage>
    );
  },
});
