import type { Language } from '@stayvn/shared';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { LinkOptions } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { PageHero } from '@/components/content/page-hero';
import { SideNav, WithSideNav, type SideNavItem } from '@/components/content/side-nav';
import type { Crumb } from '@/components/ui/breadcrumbs';
import { sectionPagesQueryOptions, type ContentPage, type PageSection } from '../api/get-pages';
import { findPage } from '../utils/find-page';
import { PageArticle } from './page-article';
import { SubNav } from './sub-nav';
import styles from './pages.module.css';

export type SectionPageProps = {
  language: Language;
  section: PageSection;
  slug: string;
  /** The crumbs above this page (home, the section). */
  trail: Crumb[];
  /** Names the section navigation for assistive technology. */
  navLabel: string;
  /** Where each page of the section lives. */
  linkFor: (page: ContentPage) => LinkOptions;
  /** Links the section navigation adds after its pages (e.g. another section). */
  extraNav?: SideNavItem[];
  /** `side`: a column beside the text; `tabs`: a bar under the title (serviced office). */
  layout?: 'side' | 'tabs';
  eyebrow?: string;
  /** The page's picture above its text (galleries leave it out: their photos follow). */
  showImage?: boolean;
  /** Shown after the text: a gallery, a call to action. */
  children?: ReactNode;
};

/** A CMS page in its section: trail, title, the section's navigation, picture and text. */
export function SectionPage({
  language,
  section,
  slug,
  trail,
  navLabel,
  linkFor,
  extraNav = [],
  layout = 'side',
  eyebrow,
  showImage = true,
  children,
}: SectionPageProps) {
  const { data: pages } = useSuspenseQuery(sectionPagesQueryOptions(language, section));
  const page = findPage(pages, slug);
  if (!page) return null; // the loader has answered not-found already
  const navItems: SideNavItem[] = [
    ...pages.map((item) => ({ key: item.slug, label: item.title, link: linkFor(item) })),
    ...extraNav,
  ];
  const article = (
    <PageArticle page={page} showImage={showImage}>
      {children}
    </PageArticle>
  );
  return (
    <>
      <PageHero
        crumbs={[...trail, { label: page.title }]}
        title={page.title}
        lead={page.summary}
        eyebrow={eyebrow}
      />
      {layout === 'tabs' ? (
        <>
          <SubNav label={navLabel} items={navItems} currentKey={page.slug} />
          <div className="container">
            <div className={styles.sectionBody}>{article}</div>
          </div>
        </>
      ) : (
        <WithSideNav nav={<SideNav label={navLabel} items={navItems} currentKey={page.slug} />}>
          {article}
        </WithSideNav>
      )}
    </>
  );
}
