import { cancellationPolicy, isOnlinePaymentMethod, type Booking, type Language } from '@stayvn/shared';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { buttonClassName } from '@/components/ui/button-class';
import { CheckIcon, ClockIcon } from '@/components/ui/icons';
import { SiteLink } from '@/components/ui/site-link';
import { formatDate } from '@/lib/format-date';
import { useBooking } from '../api/bookings-api';
import { useBookingSession } from '../booking-session';
import { reasonMessageIds } from '../messages';
import { canPayOnline } from '../utils/payment-outcome';
import { QueryState } from './booking-gate';
import { CancelBookingDialog } from './cancel-booking-dialog';
import { PaymentMethodName, PayNowButton, RefundDetails } from './payment-parts';
import { PriceBreakdown, StaySummary, dualMoney } from './price-breakdown';
import { StatusBadge } from './status-badge';
import styles from './booking.module.css';

/** `/{lang}/booking-confirm/{number}`: the booking as a receipt (printable), to manage or cancel. */
export function BookingConfirmPage({
  language,
  number,
  onCancelled,
}: {
  language: Language;
  number: string;
  onCancelled: (booking: Booking) => void;
}) {
  const booking = useBooking(number, language);
  return (
    <QueryState query={booking} language={language}>
      {(data) => <BookingReceipt language={language} booking={data} onCancelled={onCancelled} />}
    </QueryState>
  );
}

function Detail({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}

function BookingReceipt({
  language,
  booking,
  onCancelled,
}: {
  language: Language;
  booking: Booking;
  onCancelled: (booking: Booking) => void;
}) {
  const intl = useIntl();
  const { currency } = useBookingSession();
  const [cancelling, setCancelling] = useState(false);
  const { cancellable } = booking;

  return (
    <div className={`container ${styles.page}`}>
      <article className={styles.receipt} data-testid="booking-confirm">
        <header className={styles.receiptHead}>
          <div className={styles.pageHead}>
            <p className={styles.printOnly}>{intl.formatMessage({ id: 'app.brand' })}</p>
            <h1 className={styles.title}>{intl.formatMessage({ id: 'booking.confirm.title' })}</h1>
            <p className={styles.subtitle}>
              {intl.formatMessage(
                { id: 'booking.confirm.number' },
                {
                  number: (
                    <span className={styles.number} data-testid="booking-number">
                      {booking.number}
                    </span>
                  ),
                },
              )}
            </p>
          </div>
          <StatusBadge status={booking.status} />
        </header>

        {booking.status === 'awaiting_confirmation' ? (
          <div className={styles.noPrint}>
            <Alert tone="info">{intl.formatMessage({ id: 'booking.confirm.awaiting' })}</Alert>
          </div>
        ) : null}

        <div className={styles.columns}>
          <div className={styles.main}>
            <section className={styles.card}>
              <h2 className={styles.cardTitle}>{intl.formatMessage({ id: 'booking.summary.stay' })}</h2>
              <StaySummary
                property={booking.property}
                checkIn={booking.checkIn}
                checkOut={booking.checkOut}
                language={language}
              />
            </section>
            <section className={styles.card}>
              <h2 className={styles.cardTitle}>{intl.formatMessage({ id: 'booking.guest.title' })}</h2>
              <dl className={`${styles.details} ${styles.pair}`}>
                <Detail label={intl.formatMessage({ id: 'booking.guest.fullName' })} testId="confirm-guest">
                  {booking.fullName}
                </Detail>
                <Detail label={intl.formatMessage({ id: 'booking.guest.email' })}>{booking.email}</Detail>
                <Detail label={intl.formatMessage({ id: 'booking.guest.phone' })}>
                  {booking.phoneNumber}
                </Detail>
                <Detail label={intl.formatMessage({ id: 'booking.payment.title' })}>
                  <PaymentMethodName method={booking.paymentMethod} />
                </Detail>
                {booking.forSomeoneElse ? (
                  <Detail label={intl.formatMessage({ id: 'booking.guest.someoneElse' })}>
                    {intl.formatMessage({ id: 'booking.yes' })}
                  </Detail>
                ) : null}
                {booking.specialRequirements ? (
                  <Detail label={intl.formatMessage({ id: 'booking.guest.requirements' })}>
                    {booking.specialRequirements}
                  </Detail>
                ) : null}
              </dl>
              {booking.vatInvoice ? (
                <>
                  <h3 className={styles.groupTitle}>{intl.formatMessage({ id: 'booking.invoice.title' })}</h3>
                  <dl className={`${styles.details} ${styles.pair}`} data-testid="confirm-invoice">
                    <Detail label={intl.formatMessage({ id: 'booking.invoice.company' })}>
                      {booking.vatInvoice.companyName}
                    </Detail>
                    <Detail label={intl.formatMessage({ id: 'booking.invoice.taxCode' })}>
                      {booking.vatInvoice.taxCode}
                    </Detail>
                    <Detail label={intl.formatMessage({ id: 'booking.invoice.address' })}>
                      {booking.vatInvoice.companyAddress}
                    </Detail>
                  </dl>
                </>
              ) : null}
            </section>
            {booking.cancellation ? (
              <section className={styles.card} data-testid="confirm-cancellation">
                <h2 className={styles.cardTitle}>{intl.formatMessage({ id: 'booking.cancelled.title' })}</h2>
                <dl className={`${styles.details} ${styles.pair}`}>
                  <Detail label={intl.formatMessage({ id: 'booking.cancel.reason' })}>
                    {intl.formatMessage({ id: reasonMessageIds[booking.cancellation.reason] })}
                  </Detail>
                  <Detail label={intl.formatMessage({ id: 'booking.cancelled.on' })}>
                    {formatDate(booking.cancellation.cancelledAt, language)}
                  </Detail>
                  <Detail
                    label={intl.formatMessage(
                      { id: 'booking.cancel.cost' },
                      { percent: booking.cancellation.percent },
                    )}
                  >
                    {dualMoney(booking.cancellation.cost, currency)}
                  </Detail>
                  <Detail label={intl.formatMessage({ id: 'booking.cancel.refund' })}>
                    {dualMoney(booking.cancellation.refund, currency)}
                  </Detail>
                </dl>
                <RefundDetails booking={booking} showAmount={false} />
              </section>
            ) : null}
            <section className={styles.card}>
              <h2 className={styles.cardTitle}>{intl.formatMessage({ id: 'booking.policy.title' })}</h2>
              <ul className={styles.breakdown}>
                <li className={styles.note}>{intl.formatMessage({ id: 'booking.policy.half' })}</li>
                <li className={styles.note}>{intl.formatMessage({ id: 'booking.policy.full' })}</li>
                <li className={styles.note}>
                  {intl.formatMessage(
                    { id: 'booking.policy.refund' },
                    { days: cancellationPolicy.refundWorkingDays },
                  )}
                </li>
              </ul>
            </section>
          </div>
          <aside className={styles.aside}>
            <section className={styles.card}>
              <h2 className={styles.cardTitle}>{intl.formatMessage({ id: 'booking.summary.price' })}</h2>
              <PriceBreakdown price={booking.price} currency={currency} language={language} />
              <p className={styles.times}>
                <span>
                  <ClockIcon size={16} />
                  {intl.formatMessage(
                    { id: 'booking.confirm.booked' },
                    { date: formatDate(booking.createdAt, language) },
                  )}
                </span>
              </p>
            </section>
            <div className={`${styles.actions} ${styles.noPrint}`}>
              {canPayOnline(booking, new Date()) ? (
                <PayNowButton booking={booking} language={language} />
              ) : booking.status === 'pending_payment' && !isOnlinePaymentMethod(booking.paymentMethod) ? (
                <SiteLink
                  language={language}
                  path={`bank-transfer/${booking.number}`}
                  className={buttonClassName('primary')}
                >
                  {intl.formatMessage({ id: 'booking.confirm.pay' })}
                </SiteLink>
              ) : null}
              <Button variant="secondary" onPress={() => window.print()} data-testid="booking-print">
                {intl.formatMessage({ id: 'booking.confirm.print' })}
              </Button>
              {cancellable ? (
                <Button variant="secondary" onPress={() => setCancelling(true)} data-testid="booking-cancel">
                  {intl.formatMessage({ id: 'booking.cancel.open' })}
                </Button>
              ) : null}
              <SiteLink language={language} path="list-booking" className={buttonClassName('link')}>
                {intl.formatMessage({ id: 'booking.list.title' })}
              </SiteLink>
            </div>
          </aside>
        </div>
        <p className={`${styles.note} ${styles.printOnly}`}>
          <CheckIcon size={14} /> {intl.formatMessage({ id: 'booking.confirm.printNote' })}
        </p>
      </article>
      {cancellable ? (
        <CancelBookingDialog
          language={language}
          booking={booking}
          isOpen={cancelling}
          onClose={() => setCancelling(false)}
          onCancelled={onCancelled}
        />
      ) : null}
    </div>
  );
}
