import type { Language } from '@stayvn/shared';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '@/i18n';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { buttonClassName } from '@/components/ui/button-class';
import { KeyIcon, UserIcon } from '@/components/ui/icons';
import { SiteLink } from '@/components/ui/site-link';
import { isHttpError } from '@/lib/http-error';
import { useSession } from '@/lib/session/use-session';
import { bookingErrorMessageId } from '../messages';
import styles from './booking.module.css';

const signInTexts = {
  /** The page that makes a booking. */
  book: { title: 'booking.signIn.title', body: 'booking.signIn.body' },
  /** The list of one's own bookings. */
  list: { title: 'booking.signIn.list.title', body: 'booking.signIn.list.body' },
  /** A page of one booking: only the guest who made it may see it (issue 31). */
  owner: { title: 'booking.signIn.owner.title', body: 'booking.signIn.owner.body' },
} as const satisfies Record<string, { title: MessageId; body: MessageId }>;

/** Booking pages are for a signed-in guest: anyone else is asked to log in first. */
export function SignedInOnly({
  children,
  reason = 'book',
}: {
  children: ReactNode;
  /** What the log-in is for, as the page says it. */
  reason?: keyof typeof signInTexts;
}) {
  const intl = useIntl();
  const { user, requireLogin } = useSession();
  if (user) return <>{children}</>;
  return (
    <div className={`container ${styles.page}`}>
      <section className={`${styles.card} ${styles.centered}`} data-testid="booking-sign-in">
        <span className={styles.bigIcon}>
          <UserIcon size={30} />
        </span>
        <h1 className={styles.title}>{intl.formatMessage({ id: signInTexts[reason].title })}</h1>
        <p className={styles.subtitle}>{intl.formatMessage({ id: signInTexts[reason].body })}</p>
        <Button onPress={requireLogin}>{intl.formatMessage({ id: 'header.login' })}</Button>
      </section>
    </div>
  );
}

/** The spec's no-permission message: another guest's booking, or one that does not exist. */
export function NoPermission({ language }: { language: Language }) {
  const intl = useIntl();
  return (
    <div className={`container ${styles.page}`}>
      <section className={`${styles.card} ${styles.centered}`} data-testid="booking-no-permission">
        <span className={styles.bigIcon}>
          <KeyIcon size={30} />
        </span>
        <h1 className={styles.title}>{intl.formatMessage({ id: 'booking.noPermission.title' })}</h1>
        <p className={styles.subtitle}>{intl.formatMessage({ id: 'booking.noPermission.body' })}</p>
        <SiteLink language={language} path="list-booking" className={buttonClassName('secondary')}>
          {intl.formatMessage({ id: 'booking.list.title' })}
        </SiteLink>
      </section>
    </div>
  );
}

/** A booking query's waiting and failed states; the page itself once the data is there. */
export function QueryState<T>({
  query,
  language,
  framed = true,
  children,
}: {
  query: { data: T | undefined; error: unknown; isPending: boolean; refetch: () => unknown };
  language: Language;
  /** Whether the waiting and error states stand as a page (false inside another page's section). */
  framed?: boolean;
  children: (data: T) => ReactNode;
}) {
  const intl = useIntl();
  const frame = framed ? `container ${styles.page}` : styles.main;
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.error) {
    if (isHttpError(query.error) && (query.error.status === 404 || query.error.status === 403))
      return <NoPermission language={language} />;
    return (
      <div className={frame}>
        <Alert
          tone="error"
          data-testid="booking-load-error"
          action={
            <Button variant="secondary" onPress={() => void query.refetch()}>
              {intl.formatMessage({ id: 'error.retry' })}
            </Button>
          }
        >
          {intl.formatMessage({ id: bookingErrorMessageId(query.error) })}
        </Alert>
      </div>
    );
  }
  return (
    <div className={frame} aria-busy="true">
      <div className={styles.skeleton} />
      <p className="visually-hidden">{intl.formatMessage({ id: 'app.loading' })}</p>
    </div>
  );
}
