import type { ReactNode } from 'react';
import { CmsPicture } from '@/components/content/cms-picture';
import { Breadcrumbs, type Crumb } from '@/components/ui/breadcrumbs';
import { buttonClassName } from '@/components/ui/button-class';
import type { Language } from '@stayvn/shared';
import type { PageBanner as PageBannerData } from '../api/get-page-banners';
import { localiseBannerHref } from '../utils/banner-href';
import styles from './page-banner.module.css';

/**
 * The picture band at the top of the owner and help pages: the CMS banner's picture, the
 * trail, its title as the page heading, its subtitle and (optionally) its button.
 */
export function PageBanner({
  banner,
  crumbs,
  language,
  showButton = true,
  children,
}: {
  banner: PageBannerData;
  crumbs: Crumb[];
  language: Language;
  showButton?: boolean;
  children?: ReactNode;
}) {
  return (
    <header className={styles.banner} data-testid="page-banner">
      {banner.image ? (
        <CmsPicture image={banner.image} alt="" sizes="100vw" className={styles.image} priority />
      ) : null}
      <div className={styles.shade} />
      <div className={`container ${styles.inner}`}>
        <Breadcrumbs items={crumbs} tone="inverse" />
        <h1 className={styles.title} data-testid="page-title">
          {banner.title}
        </h1>
        {banner.subtitle ? <p className={styles.subtitle}>{banner.subtitle}</p> : null}
        {showButton && banner.buttonLabel && banner.url ? (
          <a
            href={localiseBannerHref(banner.url, language)}
            className={`${buttonClassName('primary')} ${styles.button}`}
          >
            {banner.buttonLabel}
          </a>
        ) : null}
        {children}
      </div>
    </header>
  );
}
