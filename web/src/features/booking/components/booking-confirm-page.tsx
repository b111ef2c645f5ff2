import type { Booking, Language } from '@stayvn/shared';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Alert } from '@/components/ui/alert';
import { CheckIcon, ClockIcon } from '@/components/ui/icons';
import { formatDate } from '@/lib/format-date';
import { useBooking } from '../api/bookings-api';
import { useSession } from '@/lib/session/use-session';
import { QueryState } from './booking-gate';
import { CancelBookingDialog } from './cancel-booking-dialog';
import { PriceBreakdown, StaySummary } from './price-breakdown';
import { ReceiptActions } from './receipt-actions';
import { ReceiptCancellationCard, ReceiptGuestCard, ReceiptPolicyCard } from './receipt-sections';
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
  const { currency } = useSession();
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
            <ReceiptGuestCard booking={booking} />
            <ReceiptCancellationCard booking={booking} language={language} currency={currency} />
            <ReceiptPolicyCard />
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
            <ReceiptActions booking={booking} language={language} onCancel={() => setCancelling(true)} />
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
