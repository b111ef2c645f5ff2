import { createFileRoute, notFound } from '@tanstack/react-router';
import { contentRouteFallbacks } from '@/components/content/route-fallbacks';
import { loadSectionPage } from '@/features/pages/api/load-section-page';
import { HousingMaterialPage } from '@/features/pages/components/housing-material-page';
import { housingNonProductSlugs } from '@/features/pages/utils/section-links';
import { contentHead } from '@/lib/content-head';
import { pathSegment } from '@/lib/url-params';

/** /{lang}/about-us/housing-material/products/{productId} — productId is the product page's slug. */
export const Route = createFileRoute('/$lang/about-us/housing-material/products/$productId')({
  params: { parse: (raw) => ({ productId: pathSegment(120)(raw.productId) }) },
  loader: ({ context: { queryClient, language }, params }) => {
    // The overview and the gallery have their own addresses; they are not products.
    if (housingNonProductSlugs.includes(params.productId)) throw notFound();
    return loadSectionPage(queryClient, language, 'housing-material', params.productId);
  },
  head: ({ params, loaderData, match }) =>
    contentHead(
      params.lang,
      `/about-us/housing-material/products/${params.productId}`,
      loaderData,
      'about.housingMaterials',
      match.status,
    ),
  ...contentRouteFallbacks,
  component: function HousingProductPage() {
    const { language } = Route.useRouteContext();
    const { productId } = Route.useParams();
    return <HousingMaterialPage language={language} slug={productId} />;
  },
});
