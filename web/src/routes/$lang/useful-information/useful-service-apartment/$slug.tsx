import { createFileRoute } from '@tanstack/react-router';
import { contentRouteFallbacks } from '@/components/content/route-fallbacks';
import { loadSectionPage } from '@/features/pages/api/load-section-page';
import { UsefulInformationPage } from '@/features/pages/components/useful-information-page';
import { contentHead } from '@/lib/content-head';
import { pathSegment } from '@/lib/url-params';

/** /{lang}/useful-information/useful-service-apartment/{slug} — CMS pages of section useful-service-apartment. */
export const Route = createFileRoute('/$lang/useful-information/useful-service-apartment/$slug')({
  params: { parse: (raw) => ({ slug: pathSegment(160)(raw.slug) }) },
  loader: ({ context: { queryClient, language }, params }) =>
    loadSectionPage(queryClient, language, 'useful-service-apartment', params.slug),
  head: ({ params, loaderData, match }) =>
    contentHead(
      params.lang,
      `/useful-information/useful-service-apartment/${params.slug}`,
      loaderData,
      'content.useful.title',
      match.status,
    ),
  ...contentRouteFallbacks,
  component: function UsefulArticlePage() {
    const { language } = Route.useRouteContext();
    const { slug } = Route.useParams();
    return <UsefulInformationPage language={language} section="useful-service-apartment" slug={slug} />;
  },
});
