import { isOnlinePaymentMethod, type Booking, type Language } from '@stayvn/shared';
import { useIntl } from 'react-intl';
import { Button } from '@/components/ui/button';
import { buttonClassName } from '@/components/ui/button-class';
import { SiteLink } from '@/components/ui/site-link';
import { canPayOnline } from '../utils/payment-outcome';
import { PayNowButton } from './payment-parts';
import styles from './booking.module.css';

/** What the guest can do with the receipt: pay, print, cancel, or go back to their bookings. */
export function ReceiptActions({
  booking,
  language,
  onCancel,
}: {
  booking: Booking;
  language: Language;
  /** Opens the cancel dialog; shown only while the booking can be cancelled. */
  onCancel: () => void;
}) {
  const intl = useIntl();
  return (
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
      {booking.cancellable ? (
        <Button variant="secondary" onPress={onCancel} data-testid="booking-cancel">
          {intl.formatMessage({ id: 'booking.cancel.open' })}
        </Button>
      ) : null}
      <SiteLink language={language} path="list-booking" className={buttonClassName('link')}>
        {intl.formatMessage({ id: 'booking.list.title' })}
      </SiteLink>
    </div>
  );
}
