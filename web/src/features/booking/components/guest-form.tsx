import { bookingLimits, limits } from '@stayvn/shared';
import { Form } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { Checkbox } from '@/components/ui/checkbox';
import { TextField } from '@/components/ui/text-field';
import { useBookingText } from '../hooks/use-booking-text';
import { useGuestBooking, type GuestBooking, type GuestBookingProps } from '../hooks/use-guest-booking';
import { PaymentSection } from './payment-section';
import styles from './booking.module.css';

type TextFieldName =
  'fullName' | 'email' | 'phoneNumber' | 'specialRequirements' | 'companyName' | 'companyAddress' | 'taxCode';

/** Props of a text field of the guest form: its value, its translated error, a test id. */
function useTextField({ form, setFailure }: GuestBooking) {
  const text = useBookingText();
  return (name: TextFieldName) => ({
    ...form.field(name),
    onChange: (value: string) => {
      setFailure(undefined);
      form.setValue(name, value);
    },
    error: text.field(form.errors[name]),
    'data-testid': `guest-${name}`,
  });
}

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

function GuestSection({ booking }: { booking: GuestBooking }) {
  const intl = useIntl();
  const textField = useTextField(booking);
  const { form } = booking;
  return (
    <section className={styles.card} aria-labelledby="guest-heading">
      <h2 id="guest-heading" className={styles.cardTitle}>
        <span className={styles.step}>2</span>
        {intl.formatMessage({ id: 'booking.guest.title' })}
      </h2>
      <TextField
        {...textField('fullName')}
        label={intl.formatMessage({ id: 'booking.guest.fullName' })}
        description={intl.formatMessage({ id: 'booking.guest.fullName.hint' })}
        autoComplete="name"
        maxLength={bookingLimits.fullName}
        isRequired
      />
      <div className={styles.pair}>
        <TextField
          {...textField('email')}
          label={intl.formatMessage({ id: 'booking.guest.email' })}
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={limits.email}
          isRequired
        />
        <TextField
          {...textField('phoneNumber')}
          label={intl.formatMessage({ id: 'booking.guest.phone' })}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={limits.phoneMax}
          isRequired
        />
      </div>
      <Checkbox
        isSelected={form.values.forSomeoneElse}
        onChange={(selected) => form.setValue('forSomeoneElse', selected)}
        name="forSomeoneElse"
      >
        {intl.formatMessage({ id: 'booking.guest.someoneElse' })}
      </Checkbox>
      <TextField
        {...textField('specialRequirements')}
        label={intl.formatMessage({ id: 'booking.guest.requirements' })}
        optionalLabel={intl.formatMessage({ id: 'booking.optional' })}
        description={intl.formatMessage({ id: 'booking.guest.requirements.hint' })}
        maxLength={bookingLimits.specialRequirements}
        multiline
      />
    </section>
  );
}

function InvoiceSection({ booking }: { booking: GuestBooking }) {
  const intl = useIntl();
  const textField = useTextField(booking);
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
