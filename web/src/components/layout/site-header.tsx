import type { Language } from '@stayvn/shared';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Brand } from './brand';
import styles from './site-header.module.css';

/** The shared top of every page; the route fills in what needs data (hotline, pickers). */
export function SiteHeader({
  language,
  hotline,
  preferences,
  account,
}: {
  language: Language;
  hotline: ReactNode;
  preferences: ReactNode;
  account: ReactNode;
}) {
  const intl = useIntl();
  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <Link
          to="/$lang"
          params={{ lang: language }}
          className={styles.brandLink}
          aria-label={intl.formatMessage({ id: 'app.homeLink' })}
        >
          <Brand />
        </Link>
        <div className={styles.tools}>
          <div className={styles.hotline}>{hotline}</div>
          <div
            role="group"
            aria-label={intl.formatMessage({ id: 'header.preferences' })}
            className={styles.preferences}
          >
            {preferences}
          </div>
          <div className={styles.account}>{account}</div>
        </div>
      </div>
    </header>
  );
}
