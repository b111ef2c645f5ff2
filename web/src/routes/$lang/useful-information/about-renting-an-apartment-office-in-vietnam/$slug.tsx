import { createFileRoute } from '@tanstack/react-router';
import { contentRouteFallbacks } from '@/components/content/route-fallbacks';
import { loadSectionPage } from '@/features/pages/api/load-section-page';
import { UsefulInformationPage } from '@/features/pages/components/useful-information-page';
import { contentHead } from '@/lib/content-head';
import { pathSegment } from '@/lib/url-params';

/** /{lang}/useful-information/about-renting-an-apartment-office-in-vietnam/{slug} — CMS pages of section about-renting. */
export const Route = createFileRoute(
  '/$lang/useful-information/about-renting-an-apartment-office-in-vietnam/$slug',
)({
  params: { parse: (raw) => ({ slug: pathSegment(160)(raw.slug) }) },
  loader: ({ context: { queryClient, language }, params }) =>
    loadSectionPage(queryClient, language, 'about-renting', params.slug),
  head: ({ params, loaderData, match }) =>
    contentHead(
      params.lang,
      `/useful-information/about-renting-an-apartment-office-in-vietnam/${params.slug}`,
      loaderData,
      'content.useful.title',
      match.status,
    ),
  ...contentRouteFallbacks,
  component: function UsefulArticlePage() {
    const { language } = Route.useRouteContext();
    const { slug } = Route.useParams();
    return <UsefulInformationPage language={language} section="about-renting" slug={slug} />;
  },
});
