import { createFileRoute, linkOptions } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { useHomeCrumb } from '@/components/content/page-hero';
import { ContactUsSection } from '@/features/enquiries/components/contact-us-section';
import { contentRouteFallbacks } from '@/components/content/route-fallbacks';
import { loadSectionPage } from '@/features/pages/api/load-section-page';
import { aboutExtraNav } from '@/features/pages/components/about-nav';
import { SectionPage } from '@/features/pages/components/section-page';
import { sectionLinks } from '@/features/pages/utils/section-links';
import { ContactDetails } from '@/features/site/components/contact-details';
import { contentHead } from '@/lib/content-head';
import { pathSegment } from '@/lib/url-params';

/**
 * /{lang}/about-us/{slug} — company-profile, company-philosophy, what-is-{product},
 * meet-our-team, group-companies, why-choose-us, contact-us (CMS pages of section about-us).
 */
export const Route = createFileRoute('/$lang/about-us/$slug')({
  params: { parse: (raw) => ({ slug: pathSegment(120)(raw.slug) }) },
  loader: ({ context: { queryClient, language }, params }) =>
    loadSectionPage(queryClient, language, 'about-us', params.slug),
  head: ({ params, loaderData, match }) =>
    contentHead(params.lang, `/about-us/${params.slug}`, loaderData, 'about.title', match.status),
  ...contentRouteFallbacks,
  component: AboutPage,
});

function AboutPage() {
  const intl = useIntl();
  const { language } = Route.useRouteContext();
  const homeCrumb = useHomeCrumb(language);
  const { slug } = Route.useParams();
  return (
    <SectionPage
      language={language}
      section="about-us"
      slug={slug}
      trail={[
        homeCrumb,
        {
          label: intl.formatMessage({ id: 'about.title' }),
          link: linkOptions({ to: '/$lang/about-us', params: { lang: language } }),
        },
      ]}
      navLabel={intl.formatMessage({ id: 'about.title' })}
      linkFor={sectionLinks.aboutUs(language)}
      extraNav={aboutExtraNav(language, intl.formatMessage({ id: 'about.housingMaterials' }))}
    >
      {slug === 'contact-us' ? <ContactUsSection language={language} aside={<ContactDetails />} /> : null}
    </SectionPage>
  );
}
