import type { Language } from '@stayvn/shared';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styles from '@/components/content/content.module.css';
import { useHomeCrumb } from '@/components/content/page-hero';
import { sectionLinks } from '../utils/section-links';
import { SectionPage } from './section-page';

/**
 * A serviced-office page with the section's bar of links and a price-quote call to action.
 */
export function ServicedOfficePage({
  language,
  slug,
  showImage = true,
  quoteAction,
  children,
}: {
  language: Language;
  slug: string;
  showImage?: boolean;
  /** The "Ask for a quote" control (the route composes it from the enquiries feature). */
  quoteAction: ReactNode;
  children?: ReactNode;
}) {
  const intl = useIntl();
  const homeCrumb = useHomeCrumb(language);
  const sectionTitle = intl.formatMessage({ id: 'office.title' });
  return (
    <SectionPage
      language={language}
      section="serviced-office"
      slug={slug}
      trail={[homeCrumb, { label: sectionTitle }]}
      eyebrow={sectionTitle}
      navLabel={sectionTitle}
      linkFor={sectionLinks.servicedOffice(language)}
      layout="tabs"
      showImage={showImage}
    >
      {children}
      <aside className={styles.cta} aria-labelledby="office-quote-title" data-testid="office-quote">
        <div className={styles.ctaText}>
          <h2 id="office-quote-title" className={styles.ctaTitle}>
            {intl.formatMessage({ id: 'office.quote.title' })}
          </h2>
          <p className={styles.ctaBody}>{intl.formatMessage({ id: 'office.quote.body' })}</p>
        </div>
        <div className={styles.ctaButton}>{quoteAction}</div>
      </aside>
    </SectionPage>
  );
}
