import type { Language } from '@stayvn/shared';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ChevronRightIcon } from '@/components/ui/icons';
import styles from './results.module.css';

/** A list page's breadcrumb (home, then the page) and title. */
export function PageHeader({
  language,
  title,
  crumb,
  subtitle,
  children,
}: {
  language: Language;
  title: string;
  /** The page's crumb; the title when absent. */
  crumb?: string;
  subtitle?: ReactNode;
  children?: ReactNode;
}) {
  const intl = useIntl();
  return (
    <header className={styles.pageHeader}>
      <nav aria-label={intl.formatMessage({ id: 'listing.breadcrumb' })} data-testid="breadcrumb">
        <ol className={styles.breadcrumb}>
          <li>
            <Link to="/$lang" params={{ lang: language }}>
              {intl.formatMessage({ id: 'listing.home' })}
            </Link>
            <ChevronRightIcon size={14} aria-hidden="true" />
          </li>
          <li aria-current="page">{crumb ?? title}</li>
        </ol>
      </nav>
      <h1 className={styles.pageTitle} data-testid="page-title">
        {title}
      </h1>
      {subtitle ? <p className={styles.pageSubtitle}>{subtitle}</p> : null}
      {children}
    </header>
  );
}
