import type { Language } from '@stayvn/shared';
import { Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { buttonClassName } from '@/components/ui/button-class';
import { ClockIcon } from '@/components/ui/icons';
import styles from './account-page.module.css';

/** The spec's expired-link page (label_URL_expired, msg_URL_expired) with a way home. */
export function ExpiredLink({ language }: { language: Language }) {
  const intl = useIntl();
  return (
    <section className={`${styles.card} ${styles.centered}`} data-testid="link-expired">
      <span className={styles.bigIcon}>
        <ClockIcon size={30} />
      </span>
      <h1 className={styles.title}>{intl.formatMessage({ id: 'expired.title' })}</h1>
      <p className={styles.subtitle}>{intl.formatMessage({ id: 'expired.body' })}</p>
      <Link to="/$lang" params={{ lang: language }} className={buttonClassName('primary')}>
        {intl.formatMessage({ id: 'expired.home' })}
      </Link>
    </section>
  );
}
