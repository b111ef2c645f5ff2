import type { Language } from '@stayvn/shared';
import { useIntl } from 'react-intl';
import { Alert } from '@/components/ui/alert';
import { buttonClassName } from '@/components/ui/button-class';
import { SiteLink } from '@/components/ui/site-link';
import { useBooking } from '../api/bookings-api';
import { canPayOnline } from '../utils/payment-outcome';
import { PayNowButton, useHoldTime } from './payment-parts';
import styles from './booking.module.css';

/**
 * The payment summary after a card payment was abandoned (Stripe's cancel address brings the
 * guest back with `?booking=`): while the booking holds its dates it can be paid again; once
 * paid, the way to it. Nothing for any other state (the form below books anew).
 */
export function RetryPayment({ language, number }: { language: Language; number: string }) {
  const intl = useIntl();
  const booking = useBooking(number, language);
  const holdTime = useHoldTime();
  const data = booking.data;
  if (!data) return null;
  const numberText = <span className={styles.number}>{data.number}</span>;
  if (canPayOnline(data, new Date()))
    return (
      <section
        className={`${styles.card} ${styles.retry}`}
        data-testid="retry-payment"
        aria-labelledby="retry-heading"
      >
        <h2 id="retry-heading" className={styles.cardTitle}>
          {intl.formatMessage({ id: 'booking.summary.retry.title' })}
        </h2>
        <p className={styles.subtitle}>
          {intl.formatMessage(
            { id: 'booking.summary.retry.body' },
            { number: numberText, time: holdTime(data.holdExpiresAt) },
          )}
        </p>
        <div className={styles.actions}>
          <PayNowButton booking={data} language={language} label="booking.finish.retry" />
          <SiteLink
            language={language}
            path={`booking-confirm/${data.number}`}
            className={buttonClassName('secondary')}
          >
            {intl.formatMessage({ id: 'booking.finish.view' })}
          </SiteLink>
        </div>
      </section>
    );
  if (data.status === 'confirmed')
    return (
      <Alert tone="success" data-testid="retry-paid">
        {intl.formatMessage({ id: 'booking.summary.paid' }, { number: numberText })}{' '}
        <SiteLink language={language} path={`booking-confirm/${data.number}`}>
          {intl.formatMessage({ id: 'booking.finish.view' })}
        </SiteLink>
      </Alert>
    );
  return null;
}
