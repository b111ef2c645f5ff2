import { createFileRoute } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { PageHero, useHomeCrumb } from '@/components/content/page-hero';
import { contentRouteFallbacks } from '@/components/content/route-fallbacks';
import { WithSideNav } from '@/components/content/side-nav';
import { sectionPagesQueryOptions } from '@/features/pages/api/get-pages';
import { AboutNav } from '@/features/pages/components/about-nav';
import { SectionCards } from '@/features/pages/components/section-cards';
import { sectionLinks } from '@/features/pages/utils/section-links';
import { translatedHead } from '@/lib/content-head';

/** /{lang}/about-us — the about section's landing: every about page as a card. */
export const Route = createFileRoute('/$lang/about-us/')({
  loader: async ({ context: { queryClient, language } }) => {
    await queryClient.ensureQueryData(sectionPagesQueryOptions(language, 'about-us'));
  },
  head: ({ params }) => translatedHead(params.lang, '/about-us', 'about.title', 'about.lead'),
  ...contentRouteFallbacks,
  component: AboutUsPage,
});

function AboutUsPage() {
  const intl = useIntl();
  const { language } = Route.useRouteContext();
  const homeCrumb = useHomeCrumb(language);
  return (
    <>
      <PageHero
        crumbs={[homeCrumb, { label: intl.formatMessage({ id: 'about.title' }) }]}
        title={intl.formatMessage({ id: 'about.title' })}
        lead={intl.formatMessage({ id: 'about.lead' })}
      />
      <WithSideNav nav={<AboutNav language={language} currentKey={null} />}>
        <SectionCards language={language} section="about-us" linkFor={sectionLinks.aboutUs(language)} />
      </WithSideNav>
    </>
  );
}
