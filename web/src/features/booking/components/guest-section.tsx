import { bookingLimits, limits } from '@stayvn/shared';
import { useIntl } from 'react-intl';
import { Checkbox } from '@/components/ui/checkbox';
import { TextField } from '@/components/ui/text-field';
import type { GuestBooking } from '../hooks/use-guest-booking';
import { useGuestTextField } from '../hooks/use-guest-text-field';
import styles from './booking.module.css';

/** Step 2 of the payment summary: who books and who is staying, and their requests. */
export function GuestSection({ booking }: { booking: GuestBooking }) {
  const intl = useIntl();
  const textField = useGuestTextField(booking);
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
