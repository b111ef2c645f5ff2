import { useIntl } from 'react-intl';
import { statusMessageIds } from '../messages';
import type { BookingStatus } from '@stayvn/shared';
import styles from './booking.module.css';

export function StatusBadge({ status }: { status: BookingStatus }) {
  const intl = useIntl();
  return (
    <span className={styles.status} data-status={status} data-testid="booking-status">
      {intl.formatMessage({ id: statusMessageIds[status] })}
    </span>
  );
}
