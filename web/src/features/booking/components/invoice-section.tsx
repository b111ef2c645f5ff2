import { bookingLimits } from '@stayvn/shared';
import { useIntl } from 'react-intl';
import { Checkbox } from '@/components/ui/checkbox';
import { TextField } from '@/components/ui/text-field';
import type { GuestBooking } from '../hooks/use-guest-booking';
import { useGuestTextField } from '../hooks/use-guest-text-field';
import styles from './booking.module.css';

/** Step 3 of the payment summary: a VAT invoice, and the company it is made out to. */
export function InvoiceSection({ booking }: { booking: GuestBooking }) {
  const intl = useIntl();
  const textField = useGuestTextField(booking);
  const { form } = booking;
  return (
    <section className={styles.card} aria-labelledby="invoice-heading">
      <h2 id="invoice-heading" className={styles.cardTitle}>
        <span className={styles.step}>3</span>
        {intl.formatMessage({ id: 'booking.invoice.title' })}
      </h2>
      <Checkbox
        isSelected={form.values.vatInvoice}
        onChange={(selected) => form.setValue('vatInvoice', selected)}
        name="vatInvoice"
      >
        {intl.formatMessage({ id: 'booking.invoice.want' })}
      </Checkbox>
      {form.values.vatInvoice ? (
        <div className={styles.nested} data-testid="vat-invoice">
          <TextField
            {...textField('companyName')}
            label={intl.formatMessage({ id: 'booking.invoice.company' })}
            autoComplete="organization"
            maxLength={bookingLimits.companyName}
            isRequired
          />
          <TextField
            {...textField('companyAddress')}
            label={intl.formatMessage({ id: 'booking.invoice.address' })}
            autoComplete="street-address"
            maxLength={bookingLimits.companyAddress}
            isRequired
          />
          <TextField
            {...textField('taxCode')}
            label={intl.formatMessage({ id: 'booking.invoice.taxCode' })}
            description={intl.formatMessage({ id: 'booking.invoice.taxCode.hint' })}
            inputMode="text"
            maxLength={14}
            isRequired
          />
        </div>
      ) : null}
    </section>
  );
}
