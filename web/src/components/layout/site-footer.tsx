import type { Language } from '@stayvn/shared';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '@/i18n';
import { SiteLink } from '@/components/ui/site-link';
import { Brand } from './brand';
import styles from './site-footer.module.css';

export const footerColumns: readonly {
  id: string;
  title: MessageId;
  links: readonly { path: string; label: MessageId }[];
}[] = [
  {
    id: 'explore',
    title: 'footer.explore',
    links: [
      { path: 'serviced-apartments', label: 'footer.link.apartments' },
      { path: 'offers', label: 'header.nav.offers' },
      { path: 'featured-projects', label: 'footer.link.projects' },
      { path: 'find-property/by-map', label: 'footer.link.byMap' },
      { path: 'find-property/by-property', label: 'footer.link.byProject' },
      { path: 'serviced-office/overview', label: 'header.nav.office' },
      { path: 'blogs/all-blogs', label: 'header.nav.blogs' },
    ],
  },
  {
    id: 'company',
    title: 'footer.company',
    links: [
      { path: 'about-us', label: 'header.nav.about' },
      { path: 'about-us/contact-us', label: 'footer.link.contact' },
      { path: 'for-owners', label: 'header.nav.owners' },
      { path: 'helps', label: 'header.help' },
      { path: 'useful-information/faqs', label: 'footer.link.faqs' },
    ],
  },
  {
    id: 'policies',
    title: 'footer.policies',
    links: [
      { path: 'policy/terms-of-service', label: 'footer.link.terms' },
      { path: 'policy/privacy-policy', label: 'footer.link.privacy' },
      { path: 'policy/cancellation-policy', label: 'footer.link.cancellation' },
    ],
  },
];

/**
 * The bottom of every page: who we are, link columns, support contacts per city, social links
 * and the newsletter box (spec §2.8). The route fills in the parts that need data.
 */
export function SiteFooter({
  language,
  hotline,
  contacts,
  social,
  newsletter,
}: {
  language: Language;
  hotline: ReactNode;
  contacts: ReactNode;
  social: ReactNode;
  newsletter: ReactNode;
}) {
  const intl = useIntl();
  const year = new Date().getFullYear();
  return (
    <footer className={styles.footer} data-testid="site-footer">
      <div className={styles.newsletterBand}>
        <div className={`container ${styles.newsletterInner}`}>
          <div className={styles.newsletterText}>
            <h2 className={styles.newsletterTitle}>
              {intl.formatMessage({ id: 'footer.newsletter.title' })}
            </h2>
            <p className={styles.muted}>{intl.formatMessage({ id: 'footer.newsletter.body' })}</p>
          </div>
          <div className={styles.newsletterForm}>{newsletter}</div>
        </div>
      </div>
      <div className={`container ${styles.grid}`}>
        <div className={styles.about}>
          <Brand inverted />
          <p>{intl.formatMessage({ id: 'footer.about' })}</p>
          <div className={styles.contact}>{hotline}</div>
          {social}
        </div>
        {footerColumns.map((column) => (
          <nav key={column.id} aria-labelledby={`footer-${column.id}`}>
            <h2 id={`footer-${column.id}`} className={styles.heading}>
              {intl.formatMessage({ id: column.title })}
            </h2>
            <ul className={styles.list}>
              {column.links.map((link) => (
                <li key={link.path}>
                  <SiteLink language={language} path={link.path} className={styles.link}>
                    {intl.formatMessage({ id: link.label })}
                  </SiteLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div className={styles.support}>
          <h2 className={styles.heading}>{intl.formatMessage({ id: 'footer.contacts' })}</h2>
          {contacts}
        </div>
      </div>
      <div className={`container ${styles.bottom}`}>
        <p>{intl.formatMessage({ id: 'footer.copyright' }, { year })}</p>
        <p>{intl.formatMessage({ id: 'footer.support' })}</p>
      </div>
    </footer>
  );
}
