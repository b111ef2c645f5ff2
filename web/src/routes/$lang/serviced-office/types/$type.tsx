import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { contentRouteFallbacks } from '@/components/content/route-fallbacks';
import { loadSectionPage } from '@/features/pages/api/load-section-page';
import { ServicedOfficePage } from '@/features/pages/components/serviced-office-page';
import { officeTypeSlugs } from '@/features/pages/utils/section-links';
import { contentHead } from '@/lib/content-head';

/**
 * /{lang}/serviced-office/types/{type}: private-room, work-space, virtual-offices, meeting-room.
 * Any other type is not a page (the loader answers not-found).
 */
export const Route = createFileRoute('/$lang/serviced-office/types/$type')({
  params: { parse: (raw) => ({ type: z.string().min(1).max(60).parse(raw.type) }) },
  loader: ({ context: { queryClient, language }, params }) => {
    const type = z.enum(officeTypeSlugs).safeParse(params.type);
    return loadSectionPage(queryClient, language, 'serviced-office', type.success ? type.data : '');
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
    return <ServicedOfficePage language={language} slug={type} />;
  },
});
