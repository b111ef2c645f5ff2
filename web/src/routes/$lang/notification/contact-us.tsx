import { Link, createFileRoute } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import styles from '@/components/content/preparation.module.css';
import { buttonClassName } from '@/components/ui/button-class';
import { privatePageHead } from '@/lib/seo';

/** /{lang}/notification/contact-us: where an enquiry from favourites or history leads (spec §2.7). */
export const Route = createFileRoute('/$lang/notification/contact-us')({
  head: ({ params }) => privatePageHead(params, '/notification/contact-us', 'notification.contact.title'),
  component: ContactNotification,
});

function ContactNotification() {
  const intl = useIntl();
  const { language } = Route.useRouteContext();
  return (
    <div className="container">
      <section
        className={styles.page}
        aria-labelledby="notification-title"
        data-testid="notification-contact-us"
      >
        <svg className={styles.art} viewBox="0 0 220 150" aria-hidden="true" focusable="false">
          <rect x="30" y="30" width="160" height="100" rx="14" fill="var(--color-brand-tint)" />
          <path
            d="M42 44l68 48 68-48"
            fill="none"
            stroke="var(--color-brand)"
            strokeWidth="6"
            strokeLinejoin="round"
          />
          <circle cx="170" cy="40" r="22" fill="var(--color-brand)" />
          <path
            d="M160 40l7 7 13-14"
            fill="none"
            stroke="var(--color-on-brand)"
            strokeWidth="5"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <h1 id="notification-title" className={styles.title}>
          {intl.formatMessage({ id: 'notification.contact.title' })}
        </h1>
        <p className={styles.body}>{intl.formatMessage({ id: 'notification.contact.body' })}</p>
        <div className={styles.actions}>
          <Link
            to="/$lang"
            params={{ lang: language }}
            className={buttonClassName('primary')}
            data-testid="notification-home"
          >
            {intl.formatMessage({ id: 'notification.contact.home' })}
          </Link>
          <Link to="/$lang/favourites" params={{ lang: language }} className={buttonClassName('secondary')}>
            {intl.formatMessage({ id: 'notification.contact.favourites' })}
          </Link>
        </div>
      </section>
    </div>
  );
}
