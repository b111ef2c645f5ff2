import { createFileRoute } from '@tanstack/react-router';
import { contentRouteFallbacks } from '@/components/content/route-fallbacks';
import { loadSectionPage } from '@/features/pages/api/load-section-page';
import { HousingMaterialPage } from '@/features/pages/components/housing-material-page';
import { contentHead } from '@/lib/content-head';

/** /{lang}/about-us/housing-material/overview */
export const Route = createFileRoute('/$lang/about-us/housing-material/overview')({
  loader: ({ context: { queryClient, language } }) =>
    loadSectionPage(queryClient, language, 'housing-material', 'overview'),
  head: ({ params, loaderData, match }) =>
    contentHead(
      params.lang,
      '/about-us/housing-material/overview',
      loaderData,
      'about.housingMaterials',
      match.status,
    ),
  ...contentRouteFallbacks,
  component: function HousingOverviewPage() {
    const { language } = Route.useRouteContext();
    return <HousingMaterialPage language={language} slug="overview" />;
  },
});
