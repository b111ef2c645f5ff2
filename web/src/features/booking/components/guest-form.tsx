import { Form } from 'react-aria-components';
import { useGuestBooking, type GuestBookingProps } from '../hooks/use-guest-booking';
import { GuestSection } from './guest-section';
import { InvoiceSection } from './invoice-section';
import { PaymentSection } from './payment-section';
import styles from './booking.module.css';

/** Steps 2 to 4 of the payment summary: who is staying, the VAT invoice, the payment. */
export function GuestForm(props: GuestBookingProps) {
  const booking = useGuestBooking(props);
  return (
    <Form
      className={styles.main}
      data-testid="guest-form"
      onSubmit={(event) => {
        event.preventDefault();
        booking.submit();
      }}
    >
      <GuestSection booking={booking} />
      <InvoiceSection booking={booking} />
      <PaymentSection booking={booking} language={props.language} canBook={props.stay !== null} />
    </Form>
  );
}
