import type { Language } from '@stayvn/shared';
import { linkOptions } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useHomeCrumb } from '@/components/content/page-hero';
import { sectionLinks } from '../utils/section-links';
import { SectionPage } from './section-page';

/** A housing-materials page (overview, a product, the gallery) inside the about section. */
export function HousingMaterialPage({
  language,
  slug,
  showImage = true,
  children,
}: {
  language: Language;
  slug: string;
  showImage?: boolean;
  children?: ReactNode;
}) {
  const intl = useIntl();
  const homeCrumb = useHomeCrumb(language);
  return (
    <SectionPage
      language={language}
      section="housing-material"
      slug={slug}
      trail={[
        homeCrumb,
        {
          label: intl.formatMessage({ id: 'about.title' }),
          link: linkOptions({ to: '/$lang/about-us', params: { lang: language } }),
        },
        {
          label: intl.formatMessage({ id: 'about.housingMaterials' }),
          link: linkOptions({ to: '/$lang/about-us/housing-material/overview', params: { lang: language } }),
        },
      ]}
      eyebrow={intl.formatMessage({ id: 'about.housingMaterials' })}
      navLabel={intl.formatMessage({ id: 'about.housingMaterials' })}
      linkFor={sectionLinks.housingMaterial(language)}
      showImage={showImage}
    >
      {children}
    </SectionPage>
  );
}
