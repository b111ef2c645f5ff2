import type { Language } from '@stayvn/shared';
import { Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { buttonClassName } from '@/components/ui/button-class';
import styles from './not-found-page.module.css';

export function NotFoundPage({ language }: { language: Language }) {
  const intl = useIntl();
  return (
    <section className={`container ${styles.page}`} aria-labelledby="not-found-title" data-testid="not-found">
      <p className={styles.code} aria-hidden="true">
        {intl.formatMessage({ id: 'notFound.code' })}
      </p>
      <h1 id="not-found-title" className={styles.title}>
        {intl.formatMessage({ id: 'notFound.title' })}
      </h1>
      <p className={styles.body}>{intl.formatMessage({ id: 'notFound.body' })}</p>
      <Link to="/$lang" params={{ lang: language }} className={buttonClassName('primary')}>
        {intl.formatMessage({ id: 'notFound.home' })}
      </Link>
    </section>
  );
}
