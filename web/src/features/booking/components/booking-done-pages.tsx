import { cancellationPolicy, type Language } from '@stayvn/shared';
import { useIntl } from 'react-intl';
import { buttonClassName } from '@/components/ui/button-class';
import { CheckIcon, ClockIcon } from '@/components/ui/icons';
import { SiteLink } from '@/components/ui/site-link';
import { useBooking } from '../api/bookings-api';
import { useBookingSession } from '../booking-session';
import { dualMoney } from './price-breakdown';
import { QueryState } from './booking-gate';
import { StatusBadge } from './status-badge';
import styles from './booking.module.css';

/**
 * `/{lang}/finish-booking?number=`: the guest has paid (ticked "I have transferred"); the
 * booking is received and awaits staff's confirmation.
 */
export function FinishBookingPage({ language, number }: { language: Language; number: string }) {
  const intl = useIntl();
  const booking = useBooking(number, language);
  return (
    <QueryState query={booking} language={language}>
      {(data) => (
        <div className={`container ${styles.page}`}>
          <section className={`${styles.card} ${styles.centered}`} data-testid="finish-booking">
            <span className={styles.bigIcon}>
              <ClockIcon size={30} />
            </span>
            <h1 className={styles.title}>{intl.formatMessage({ id: 'booking.finish.title' })}</h1>
            <StatusBadge status={data.status} />
            <p className={styles.subtitle}>
              {intl.formatMessage(
                { id: 'booking.finish.body' },
                { number: <span className={styles.number}>{data.number}</span>, email: data.email },
              )}
            </p>
            <div className={styles.actions}>
              <SiteLink
                language={language}
                path={`booking-confirm/${data.number}`}
                className={buttonClassName('primary')}
                data-testid="finish-view"
              >
                {intl.formatMessage({ id: 'booking.finish.view' })}
              </SiteLink>
              <SiteLink language={language} path="list-booking" className={buttonClassName('secondary')}>
                {intl.formatMessage({ id: 'booking.list.title' })}
              </SiteLink>
            </div>
          </section>
        </div>
      )}
    </QueryState>
  );
}

/** `/{lang}/booking-cancelled/{number}`: the cancellation done, with its cost and refund. */
export function BookingCancelledPage({ language, number }: { language: Language; number: string }) {
  const intl = useIntl();
  const { currency } = useBookingSession();
  const booking = useBooking(number, language);
  return (
    <QueryState query={booking} language={language}>
      {(data) => (
        <div className={`container ${styles.page}`}>
          <section className={`${styles.card} ${styles.centered}`} data-testid="booking-cancelled">
            <span className={styles.bigIcon}>
              <CheckIcon size={30} />
            </span>
            <h1 className={styles.title}>{intl.formatMessage({ id: 'booking.cancelled.title' })}</h1>
            <StatusBadge status={data.status} />
            <p className={styles.subtitle}>
              {intl.formatMessage(
                { id: 'booking.cancelled.body' },
                { number: <span className={styles.number}>{data.number}</span> },
              )}
            </p>
            {data.cancellation ? (
              <dl className={`${styles.breakdown} ${styles.full}`}>
                <div className={styles.line}>
                  <dt>
                    {intl.formatMessage(
                      { id: 'booking.cancel.cost' },
                      { percent: data.cancellation.percent },
                    )}
                  </dt>
                  <dd>{dualMoney(data.cancellation.cost, currency)}</dd>
                </div>
                <div className={`${styles.line} ${styles.total}`}>
                  <dt>{intl.formatMessage({ id: 'booking.cancel.refund' })}</dt>
                  <dd data-testid="cancelled-refund">{dualMoney(data.cancellation.refund, currency)}</dd>
                </div>
              </dl>
            ) : null}
            <p className={styles.note}>
              {intl.formatMessage(
                { id: 'booking.policy.refund' },
                { days: cancellationPolicy.refundWorkingDays },
              )}
            </p>
            <div className={styles.actions}>
              <SiteLink language={language} path="list-booking" className={buttonClassName('primary')}>
                {intl.formatMessage({ id: 'booking.list.title' })}
              </SiteLink>
              <SiteLink language={language} path="" className={buttonClassName('secondary')}>
                {intl.formatMessage({ id: 'booking.home' })}
              </SiteLink>
            </div>
          </section>
        </div>
      )}
    </QueryState>
  );
}
