import type { Language } from '@stayvn/shared';
import { useSuspenseQuery } from '@tanstack/react-query';
import { linkOptions } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { SideNav, type SideNavItem } from '@/components/content/side-nav';
import { sectionPagesQueryOptions } from '../api/get-pages';
import { sectionLinks } from '../utils/section-links';

/** The about section's navigation: the about pages, then housing materials. */
export function aboutExtraNav(language: Language, label: string): SideNavItem[] {
  return [
    {
      key: 'housing-material',
      label,
      link: linkOptions({ to: '/$lang/about-us/housing-material/overview', params: { lang: language } }),
    },
  ];
}

export function AboutNav({ language, currentKey }: { language: Language; currentKey: string | null }) {
  const intl = useIntl();
  const { data: pages } = useSuspenseQuery(sectionPagesQueryOptions(language, 'about-us'));
  const linkFor = sectionLinks.aboutUs(language);
  const items: SideNavItem[] = [
    ...pages.map((page) => ({ key: page.slug, label: page.title, link: linkFor(page) })),
    ...aboutExtraNav(language, intl.formatMessage({ id: 'about.housingMaterials' })),
  ];
  return <SideNav label={intl.formatMessage({ id: 'about.title' })} items={items} currentKey={currentKey} />;
}
