import type { GuestBooking } from './use-guest-booking';
import { useBookingText } from './use-booking-text';

type TextFieldName =
  'fullName' | 'email' | 'phoneNumber' | 'specialRequirements' | 'companyName' | 'companyAddress' | 'taxCode';

/** Props of a text field of the guest form: its value, its translated error, a test id. */
export function useGuestTextField({ form, setFailure }: GuestBooking) {
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
