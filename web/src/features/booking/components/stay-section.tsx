import { useIntl } from 'react-intl';
import { Alert } from '@/components/ui/alert';
import { ClockIcon } from '@/components/ui/icons';
import { useBookingText } from '../hooks/use-booking-text';
import type { StayQuote } from '../hooks/use-stay-quote';
import { StayDatesField } from '@/components/stay-dates/stay-dates-field';
import styles from './booking.module.css';

/** Step 1 of the payment summary: the dates as the guest typed or picked them, with their error. */
export function StaySection({ stay }: { stay: StayQuote }) {
  const intl = useIntl();
  const text = useBookingText();
  const error =
    text.field(stay.dateError, stay.dateErrorValues) ??
    (stay.taken ? intl.formatMessage({ id: 'booking.error.noRooms' }) : undefined);
  return (
    <section className={styles.card} aria-labelledby="stay-heading">
      <h2 id="stay-heading" className={styles.cardTitle}>
        <span className={styles.step}>1</span>
        {intl.formatMessage({ id: 'booking.summary.stay' })}
      </h2>
      <StayDatesField
        checkIn={stay.shown?.checkIn ?? null}
        checkOut={stay.shown?.checkOut ?? null}
        today={stay.today}
        takenNights={stay.takenNights}
        closedCheckIn={stay.closedCheckIn}
        error={error}
        onChange={(checkIn, checkOut) => stay.setTyped({ checkIn, checkOut })}
        onVisibleMonthChange={stay.setVisibleMonth}
      />
      <p className={styles.times}>
        <span>
          <ClockIcon size={16} />
          {intl.formatMessage({ id: 'booking.checkInTime' })}
        </span>
        <span>
          <ClockIcon size={16} />
          {intl.formatMessage({ id: 'booking.checkOutTime' })}
        </span>
      </p>
      {stay.noFreeStay ? (
        <Alert tone="info">{intl.formatMessage({ id: 'booking.error.noRooms' })}</Alert>
      ) : null}
    </section>
  );
}
