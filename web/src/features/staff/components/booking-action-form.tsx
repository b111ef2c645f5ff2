import type { Booking } from '@stayvn/shared';
import { Form } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { useStaffText } from '../utils/staff-text';
import { Status } from './staff-format';
import { Facts, StaffAlert, StaffButton, StaffTextField, styles } from './staff-ui';

export type BookingAction = 'confirm-transfer' | 'reject' | 'no-show';

/** What the last action did, to the booking it names. */
export type BookingActionDone = { action: BookingAction; booking: Booking };

/**
 * The booking's number and a reason, then one of the actions: confirm the bank transfer as
 * received (the form's submit), reject the booking (with a reason), or mark a no-show.
 */
export function BookingActionForm({
  number,
  onNumberChange,
  numberError,
  reason,
  onReasonChange,
  error,
  done,
  isPending,
  onRun,
}: {
  number: string;
  onNumberChange: (number: string) => void;
  numberError: string | undefined;
  reason: string;
  onReasonChange: (reason: string) => void;
  /** The last action's error, if it failed. */
  error: Error | null;
  done: BookingActionDone | undefined;
  isPending: boolean;
  onRun: (action: BookingAction) => void;
}) {
  const intl = useIntl();
  const text = useStaffText();
  const t = (id: string) => intl.formatMessage({ id: id as 'staff.col.received' });
  return (
    <Form
      className={styles.panel}
      style={{ display: 'flex', flexDirection: 'column', gap: 12, position: 'static' }}
      onSubmit={(event) => {
        event.preventDefault();
        onRun('confirm-transfer');
      }}
    >
      <StaffTextField
        label={t('staff.col.booking')}
        hint={t('staff.bookings.numberHint')}
        name="number"
        value={number}
        onChange={onNumberChange}
        error={numberError}
        isRequired
        autoFocus
        data-testid="staff-booking-number"
      />
      <StaffTextField
        label={t('staff.bookings.reason')}
        hint={t('staff.bookings.reasonHint')}
        name="reason"
        value={reason}
        onChange={onReasonChange}
        multiline
        data-testid="staff-booking-reason"
      />
      {error ? <StaffAlert>{text.failure(error)}</StaffAlert> : null}
      {done ? (
        <StaffAlert tone="info">
          {t(
            done.action === 'reject'
              ? 'staff.bookings.rejected'
              : done.action === 'no-show'
                ? 'staff.bookings.noShowDone'
                : 'staff.bookings.confirmed',
          )}
        </StaffAlert>
      ) : null}
      <div className={styles.actions}>
        <StaffButton
          type="submit"
          variant="primary"
          isDisabled={isPending}
          data-testid="staff-confirm-transfer"
        >
          {t('staff.bookings.confirmTransfer')}
        </StaffButton>
        <StaffButton
          variant="danger"
          isDisabled={isPending || !reason.trim()}
          onPress={() => onRun('reject')}
          data-testid="staff-reject-booking"
        >
          {t('staff.bookings.reject')}
        </StaffButton>
        <StaffButton isDisabled={isPending} onPress={() => onRun('no-show')} data-testid="staff-no-show">
          {t('staff.bookings.noShow')}
        </StaffButton>
      </div>
    </Form>
  );
}

/** The booking as the last action left it. */
export function BookingActionResult({ booking }: { booking: Booking }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: id as 'staff.col.received' });
  return (
    <aside className={styles.panel} data-testid="staff-booking-result">
      <h2 style={{ margin: '0 0 8px', fontSize: 15 }} className={styles.mono}>
        {booking.number}
      </h2>
      <Facts
        rows={[
          [t('staff.col.status'), <Status key="s" status={booking.status} />],
          [t('staff.col.guest'), booking.fullName],
          [t('staff.col.email'), booking.email],
          [t('staff.col.property'), booking.property.name],
          [t('staff.bookings.stay'), `${booking.checkIn} → ${booking.checkOut}`],
        ]}
      />
    </aside>
  );
}
