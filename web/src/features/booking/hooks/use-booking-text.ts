import { useIntl } from 'react-intl';
import { messageIdForKey } from '@/lib/forms/message-keys';
import { bookingFieldMessageIds } from '../messages';

/** Translates the booking form's message keys (its own first, then the common field keys). */
export function useBookingText() {
  const intl = useIntl();
  return {
    field: (key: string | undefined, values?: Record<string, string | number>) =>
      key === undefined
        ? undefined
        : intl.formatMessage({ id: bookingFieldMessageIds[key] ?? messageIdForKey(key) }, values),
  };
}
