import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { bookingAction, staffKeys } from '../api/staff-api';
import {
  BookingActionForm,
  BookingActionResult,
  type BookingAction,
  type BookingActionDone,
} from './booking-action-form';
import { BookingFinder } from './booking-finder';
import type { StaffPageProps } from './staff-console';
import { StaffPage } from './staff-layout';
import { styles } from './staff-ui';

/**
 * A booking by its number: the bank transfer confirmed as received, or the booking rejected
 * (the provider cannot take the stay) with a reason; below, bookings found by number, guest's
 * e-mail or name, stay dates and status.
 */
export function BookingsPage({ search }: Partial<StaffPageProps>) {
  const intl = useIntl();
  const client = useQueryClient();
  // `?number=` (a conflict's link) fills the booking's number in.
  const [number, setNumber] = useState(search?.number ?? '');
  const [reason, setReason] = useState('');
  const [numberError, setNumberError] = useState<string>();
  const [done, setDone] = useState<BookingActionDone>();
  const act = useMutation({
    mutationFn: (action: BookingAction) => bookingAction(number.trim().toUpperCase(), action, reason),
    onSuccess: (booking, action) => {
      setDone({ action, booking });
      setReason('');
      void client.invalidateQueries({ queryKey: staffKeys.dashboard });
      void client.invalidateQueries({ queryKey: staffKeys.bookings });
      void client.invalidateQueries({ queryKey: staffKeys.payments });
    },
  });
  const run = (action: BookingAction) => {
    if (!/^[A-Za-z0-9-]{4,40}$/.test(number.trim())) {
      setNumberError(intl.formatMessage({ id: 'staff.bookings.numberFormat' }));
      return;
    }
    setDone(undefined);
    act.mutate(action);
  };
  return (
    <StaffPage title="staff.nav.bookings" intro="staff.bookings.intro">
      <div className={styles.split}>
        <BookingActionForm
          number={number}
          onNumberChange={(value) => {
            setNumber(value);
            setNumberError(undefined);
            act.reset();
          }}
          numberError={numberError}
          reason={reason}
          onReasonChange={setReason}
          error={act.error}
          done={done}
          isPending={act.isPending}
          onRun={run}
        />
        {done ? <BookingActionResult booking={done.booking} /> : null}
      </div>
      <BookingFinder
        onUse={(found) => {
          setNumber(found);
          setNumberError(undefined);
          setDone(undefined);
          act.reset();
        }}
      />
    </StaffPage>
  );
}
