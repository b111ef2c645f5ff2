import type { Language } from '@stayvn/shared';
import { useIntl } from 'react-intl';
import { useHomeCrumb } from '@/components/content/page-hero';
import type { MessageId } from '@/i18n';
import { sectionLinks } from '../utils/section-links';
import { SectionPage } from './section-page';

/** The three article sections under /useful-information, with their section's name. */
export const usefulSections = {
  'useful-service-apartment': {
    titleId: 'content.useful.serviceApartment',
    links: sectionLinks.usefulServiceApartment,
  },
  'about-renting': { titleId: 'content.useful.aboutRenting', links: sectionLinks.aboutRenting },
  'area-guide': { titleId: 'content.useful.areaGuide', links: sectionLinks.areaGuide },
} as const satisfies Record<string, { titleId: MessageId; links: unknown }>;

export type UsefulSection = keyof typeof usefulSections;

/** A useful-information article beside the other articles of its section. */
export function UsefulInformationPage({
  language,
  section,
  slug,
}: {
  language: Language;
  section: UsefulSection;
  slug: string;
}) {
  const intl = useIntl();
  const homeCrumb = useHomeCrumb(language);
  const { titleId, links } = usefulSections[section];
  const sectionTitle = intl.formatMessage({ id: titleId });
  return (
    <SectionPage
      language={language}
      section={section}
      slug={slug}
      trail={[
        homeCrumb,
        { label: intl.formatMessage({ id: 'content.useful.title' }) },
        { label: sectionTitle },
      ]}
      eyebrow={sectionTitle}
      navLabel={sectionTitle}
      linkFor={links(language)}
    />
  );
}
