import { cities } from '@stayvn/shared';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Brand } from './brand';
import styles from './site-footer.module.css';

export function SiteFooter({ hotline }: { hotline: ReactNode }) {
  const intl = useIntl();
  const year = new Date().getFullYear();
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <div className={styles.about}>
          <Brand inverted />
          <p>{intl.formatMessage({ id: 'footer.about' })}</p>
        </div>
        <nav aria-labelledby="footer-cities">
          <h2 id="footer-cities" className={styles.heading}>
            {intl.formatMessage({ id: 'footer.cities' })}
          </h2>
          <ul className={styles.list}>
            {cities.map((city) => (
              <li key={city.id}>{intl.formatMessage({ id: `city.${city.code}` })}</li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className={styles.heading}>{intl.formatMessage({ id: 'footer.contact' })}</h2>
          <div className={styles.contact}>
            {hotline}
            <p className={styles.muted}>{intl.formatMessage({ id: 'footer.support' })}</p>
          </div>
        </div>
      </div>
      <div className={`container ${styles.bottom}`}>
        <p>{intl.formatMessage({ id: 'footer.copyright' }, { year })}</p>
      </div>
    </footer>
  );
}
