import { cancellationPolicy, type Booking, type Language } from '@stayvn/shared';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { buttonClassName } from '@/components/ui/button-class';
import { AlertIcon, CheckIcon, ClockIcon, RefreshIcon } from '@/components/ui/icons';
import { SiteLink } from '@/components/ui/site-link';
import type { MessageId } from '@/i18n';
import { useBooking } from '../api/bookings-api';
import { useSession } from '@/lib/session/use-session';
import { finishOutcome, type FinishOutcome, type PaymentReturn } from '../utils/payment-outcome';
import { PaymentMethodName, PayNowButton, RefundDetails, useHoldTime } from './payment-parts';
import { dualMoney } from './price-breakdown';
import { QueryState } from './booking-gate';
import { StatusBadge } from './status-badge';
import styles from './booking.module.css';

/** How long finish-booking asks the server again while a payment is being confirmed. */
const confirmingPollMs = 2_000;
const confirmingForMs = 30_000;

/**
 * `/{lang}/finish-booking?number=&payment=`: where the guest lands after paying. The booking's
 * state is the server's (a provider's signed notification confirms it, never this page); the
 * return address only says what the guest did: paid (Stripe's success address, or VNPay's
 * verified return), failed, or a return that could not be verified. Paid but not yet confirmed,
 * the page asks again every 2 s for 30 s. A bank transfer says it is received.
 */
export function FinishBookingPage({
  language,
  number,
  returned,
}: {
  language: Language;
  number: string;
  returned?: PaymentReturn | undefined;
}) {
  const [polling, setPolling] = useState(true);
  const [pollingSince, setPollingSince] = useState(() => Date.now());
  useEffect(() => {
    if (!polling) return;
    const timer = window.setTimeout(() => setPolling(false), confirmingForMs - (Date.now() - pollingSince));
    return () => window.clearTimeout(timer);
  }, [polling, pollingSince]);
  const booking = useBooking(number, language, (latest) =>
    polling && latest && finishOutcome(latest, returned, new Date()) === 'confirming'
      ? confirmingPollMs
      : false,
  );
  const current = booking.data ? finishOutcome(booking.data, returned, new Date()) : undefined;
  return (
    <QueryState query={booking} language={language}>
      {(loaded) => (
        <FinishOutcomeCard
          language={language}
          booking={loaded}
          outcome={current ?? 'received'}
          slow={!polling}
          onCheckAgain={() => {
            setPollingSince(Date.now());
            setPolling(true);
            void booking.refetch();
          }}
        />
      )}
    </QueryState>
  );
}

const outcomeTitles = {
  confirmed: 'booking.finish.paid.title',
  confirming: 'booking.finish.confirming.title',
  failed: 'booking.finish.failed.title',
  unpaid: 'booking.finish.unpaid.title',
  expired: 'booking.finish.expired.title',
  received: 'booking.finish.title',
  closed: 'booking.finish.closed.title',
} as const satisfies Record<FinishOutcome, MessageId>;

function OutcomeIcon({ outcome }: { outcome: FinishOutcome }) {
  switch (outcome) {
    case 'confirmed':
      return (
        <span className={styles.bigIcon}>
          <CheckIcon size={30} />
        </span>
      );
    case 'confirming':
      return (
        <span className={styles.bigIcon} data-tone="wait">
          <RefreshIcon size={30} className={styles.spin} />
        </span>
      );
    case 'failed':
    case 'expired':
    case 'closed':
      return (
        <span className={styles.bigIcon} data-tone="error">
          <AlertIcon size={30} />
        </span>
      );
    default:
      return (
        <span className={styles.bigIcon} data-tone="wait">
          <ClockIcon size={30} />
        </span>
      );
  }
}

function FinishOutcomeCard({
  language,
  booking,
  outcome,
  slow,
  onCheckAgain,
}: {
  language: Language;
  booking: Booking;
  outcome: FinishOutcome;
  slow: boolean;
  onCheckAgain: () => void;
}) {
  const intl = useIntl();
  const holdTime = useHoldTime();
  const values = {
    number: <span className={styles.number}>{booking.number}</span>,
    email: booking.email,
    time: holdTime(booking.holdExpiresAt),
  };
  const body = (id: MessageId) => <p className={styles.subtitle}>{intl.formatMessage({ id }, values)}</p>;
  const viewBooking = (primary: boolean) => (
    <SiteLink
      language={language}
      path={`booking-confirm/${booking.number}`}
      className={buttonClassName(primary ? 'primary' : 'secondary')}
      data-testid="finish-view"
    >
      {intl.formatMessage({ id: 'booking.finish.view' })}
    </SiteLink>
  );
  const myBookings = (
    <SiteLink language={language} path="list-booking" className={buttonClassName('secondary')}>
      {intl.formatMessage({ id: 'booking.list.title' })}
    </SiteLink>
  );
  return (
    <div className={`container ${styles.page}`}>
      <section
        className={`${styles.card} ${styles.centered}`}
        data-testid="finish-booking"
        data-outcome={outcome}
        aria-live="polite"
        aria-busy={outcome === 'confirming' && !slow}
      >
        <OutcomeIcon outcome={outcome} />
        <h1 className={styles.title}>{intl.formatMessage({ id: outcomeTitles[outcome] })}</h1>
        <StatusBadge status={booking.status} />
        {outcome === 'confirmed' ? body('booking.finish.paid.body') : null}
        {outcome === 'confirming' ? (
          <>
            {body('booking.finish.confirming.body')}
            {slow ? (
              <Alert tone="info" data-testid="finish-slow">
                {intl.formatMessage({ id: 'booking.finish.confirming.slow' }, values)}
              </Alert>
            ) : null}
          </>
        ) : null}
        {outcome === 'failed' ? body('booking.finish.failed.body') : null}
        {outcome === 'unpaid' ? body('booking.finish.unpaid.body') : null}
        {outcome === 'expired' ? body('booking.finish.expired.body') : null}
        {outcome === 'received' ? body('booking.finish.body') : null}
        {outcome !== 'closed' ? (
          <p className={styles.note}>
            <PaymentMethodName method={booking.paymentMethod} />
          </p>
        ) : null}
        <RefundDetails booking={booking} />
        <div className={styles.actions}>
          {outcome === 'failed' || outcome === 'unpaid' ? (
            <PayNowButton
              booking={booking}
              language={language}
              label={outcome === 'failed' ? 'booking.finish.retry' : undefined}
            />
          ) : null}
          {outcome === 'confirming' && slow ? (
            <Button variant="secondary" onPress={onCheckAgain} data-testid="finish-check">
              <RefreshIcon size={18} />
              {intl.formatMessage({ id: 'booking.finish.check' })}
            </Button>
          ) : null}
          {outcome === 'expired' ? (
            <SiteLink
              language={language}
              path={`payment-summary/${booking.property.id}`}
              className={buttonClassName('primary')}
            >
              {intl.formatMessage({ id: 'booking.finish.bookAgain' })}
            </SiteLink>
          ) : null}
          {viewBooking(outcome === 'confirmed' || outcome === 'received' || outcome === 'closed')}
          {myBookings}
        </div>
      </section>
    </div>
  );
}

/**
 * finish-booking with a return that could not be verified and no booking named: nothing is
 * changed; the guest's bookings say where things stand.
 */
export function UnverifiedPaymentPage({ language }: { language: Language }) {
  const intl = useIntl();
  return (
    <div className={`container ${styles.page}`}>
      <section
        className={`${styles.card} ${styles.centered}`}
        data-testid="finish-booking"
        data-outcome="invalid"
      >
        <span className={styles.bigIcon} data-tone="error">
          <AlertIcon size={30} />
        </span>
        <h1 className={styles.title}>{intl.formatMessage({ id: 'booking.finish.invalid.title' })}</h1>
        <p className={styles.subtitle}>{intl.formatMessage({ id: 'booking.finish.invalid.body' })}</p>
        <div className={styles.actions}>
          <SiteLink language={language} path="list-booking" className={buttonClassName('primary')}>
            {intl.formatMessage({ id: 'booking.list.title' })}
          </SiteLink>
        </div>
      </section>
    </div>
  );
}

/** `/{lang}/booking-cancelled/{number}`: the cancellation done, with its cost and refund. */
export function BookingCancelledPage({ language, number }: { language: Language; number: string }) {
  const intl = useIntl();
  const { currency } = useSession();
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
                  <dt>{intl.formatMessage({ id: 'booking.payment.title' })}</dt>
                  <dd>
                    <PaymentMethodName method={data.paymentMethod} />
                  </dd>
                </div>
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
            {data.cancellation && data.cancellation.refundStatus !== 'none' ? (
              <RefundDetails booking={data} showAmount={false} />
            ) : (
              <p className={styles.note}>
                {intl.formatMessage(
                  { id: 'booking.policy.refund' },
                  { days: cancellationPolicy.refundWorkingDays },
                )}
              </p>
            )}
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
