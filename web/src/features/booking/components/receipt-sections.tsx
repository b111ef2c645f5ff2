import { cancellationPolicy, type Booking, type CurrencyCode, type Language } from '@stayvn/shared';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { formatDate } from '@/lib/format-date';
import { reasonMessageIds } from '../messages';
import { PaymentMethodName, RefundDetails } from './payment-parts';
import { dualMoney } from './price-breakdown';
import styles from './booking.module.css';

function Detail({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}

/** The receipt's guest: who books, how they pay, their requests and the VAT invoice details. */
export function ReceiptGuestCard({ booking }: { booking: Booking }) {
  const intl = useIntl();
  return (
    <section className={styles.card}>
      <h2 className={styles.cardTitle}>{intl.formatMessage({ id: 'booking.guest.title' })}</h2>
      <dl className={`${styles.details} ${styles.pair}`}>
        <Detail label={intl.formatMessage({ id: 'booking.guest.fullName' })} testId="confirm-guest">
          {booking.fullName}
        </Detail>
        <Detail label={intl.formatMessage({ id: 'booking.guest.email' })}>{booking.email}</Detail>
        <Detail label={intl.formatMessage({ id: 'booking.guest.phone' })}>{booking.phoneNumber}</Detail>
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
  );
}

/** A cancelled booking's reason, date, cost and refund; nothing for a booking not cancelled. */
export function ReceiptCancellationCard({
  booking,
  language,
  currency,
}: {
  booking: Booking;
  language: Language;
  currency: CurrencyCode;
}) {
  const intl = useIntl();
  const { cancellation } = booking;
  if (!cancellation) return null;
  return (
    <section className={styles.card} data-testid="confirm-cancellation">
      <h2 className={styles.cardTitle}>{intl.formatMessage({ id: 'booking.cancelled.title' })}</h2>
      <dl className={`${styles.details} ${styles.pair}`}>
        <Detail label={intl.formatMessage({ id: 'booking.cancel.reason' })}>
          {intl.formatMessage({ id: reasonMessageIds[cancellation.reason] })}
        </Detail>
        <Detail label={intl.formatMessage({ id: 'booking.cancelled.on' })}>
          {formatDate(cancellation.cancelledAt, language)}
        </Detail>
        <Detail label={intl.formatMessage({ id: 'booking.cancel.cost' }, { percent: cancellation.percent })}>
          {dualMoney(cancellation.cost, currency)}
        </Detail>
        <Detail label={intl.formatMessage({ id: 'booking.cancel.refund' })}>
          {dualMoney(cancellation.refund, currency)}
        </Detail>
      </dl>
      <RefundDetails booking={booking} showAmount={false} />
    </section>
  );
}

/** The cancellation policy the booking was made under. */
export function ReceiptPolicyCard() {
  const intl = useIntl();
  return (
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
  );
}
