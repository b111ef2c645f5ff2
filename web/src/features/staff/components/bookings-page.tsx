import { bookingStatuses, formatMoney, type Booking, type StaffBooking } from '@stayvn/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Form } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { useStaffText } from '../utils/staff-text';
import { bookingAction, bookingsListQuery, staffKeys } from '../api/staff-api';
import { DetailHead, StaffQueue, useQueueState } from './staff-queue';
import type { StaffPageProps } from './staff-console';
import { StaffPage } from './staff-layout';
import { Status, When, chosen } from './staff-format';
import { Facts, StaffAlert, StaffButton, StaffSelect, StaffTextField, styles } from './staff-ui';

/**
 * A booking by its number: the bank transfer confirmed as received, or the booking rejected
 * (the provider cannot take the stay) with a reason; below, bookings found by number, guest's
 * e-mail or name, stay dates and status.
 */
export function BookingsPage({ search }: Partial<StaffPageProps>) {
  const intl = useIntl();
  const text = useStaffText();
  const client = useQueryClient();
  // `?number=` (a conflict's link) fills the booking's number in.
  const [number, setNumber] = useState(search?.number ?? '');
  const [reason, setReason] = useState('');
  const [numberError, setNumberError] = useState<string>();
  const [done, setDone] = useState<{ action: 'confirm-transfer' | 'reject' | 'no-show'; booking: Booking }>();
  const act = useMutation({
    mutationFn: (action: 'confirm-transfer' | 'reject' | 'no-show') =>
      bookingAction(number.trim().toUpperCase(), action, reason),
    onSuccess: (booking, action) => {
      setDone({ action, booking });
      setReason('');
      void client.invalidateQueries({ queryKey: staffKeys.dashboard });
      void client.invalidateQueries({ queryKey: staffKeys.bookings });
      void client.invalidateQueries({ queryKey: staffKeys.payments });
    },
  });
  const t = (id: string) => intl.formatMessage({ id: id as 'staff.col.received' });
  const run = (action: 'confirm-transfer' | 'reject' | 'no-show') => {
    if (!/^[A-Za-z0-9-]{4,40}$/.test(number.trim())) {
      setNumberError(t('staff.bookings.numberFormat'));
      return;
    }
    setDone(undefined);
    act.mutate(action);
  };
  return (
    <StaffPage title="staff.nav.bookings" intro="staff.bookings.intro">
      <div className={styles.split}>
        <Form
          className={styles.panel}
          style={{ display: 'flex', flexDirection: 'column', gap: 12, position: 'static' }}
          onSubmit={(event) => {
            event.preventDefault();
            run('confirm-transfer');
          }}
        >
          <StaffTextField
            label={t('staff.col.booking')}
            hint={t('staff.bookings.numberHint')}
            name="number"
            value={number}
            onChange={(value) => {
              setNumber(value);
              setNumberError(undefined);
              act.reset();
            }}
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
            onChange={setReason}
            multiline
            data-testid="staff-booking-reason"
          />
          {act.isError ? <StaffAlert>{text.failure(act.error)}</StaffAlert> : null}
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
              isDisabled={act.isPending}
              data-testid="staff-confirm-transfer"
            >
              {t('staff.bookings.confirmTransfer')}
            </StaffButton>
            <StaffButton
              variant="danger"
              isDisabled={act.isPending || !reason.trim()}
              onPress={() => run('reject')}
              data-testid="staff-reject-booking"
            >
              {t('staff.bookings.reject')}
            </StaffButton>
            <StaffButton
              isDisabled={act.isPending}
              onPress={() => run('no-show')}
              data-testid="staff-no-show"
            >
              {t('staff.bookings.noShow')}
            </StaffButton>
          </div>
        </Form>
        {done ? (
          <aside className={styles.panel} data-testid="staff-booking-result">
            <h2 style={{ margin: '0 0 8px', fontSize: 15 }} className={styles.mono}>
              {done.booking.number}
            </h2>
            <Facts
              rows={[
                [t('staff.col.status'), <Status key="s" status={done.booking.status} />],
                [t('staff.col.guest'), done.booking.fullName],
                [t('staff.col.email'), done.booking.email],
                [t('staff.col.property'), done.booking.property.name],
                [t('staff.bookings.stay'), `${done.booking.checkIn} → ${done.booking.checkOut}`],
              ]}
            />
          </aside>
        ) : null}
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

type BookingStatus = (typeof bookingStatuses)[number];

/** Bookings found by the service; the chosen one's number goes to the form above. */
function BookingFinder({ onUse }: { onUse: (number: string) => void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: id as 'staff.col.received' });
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [status, setStatus] = useState<BookingStatus | 'all'>('all');
  const queue = useQueueState({ column: 'createdAt', direction: 'descending' }, [from, to, status]);
  const list = useQuery(
    bookingsListQuery({ from: from || undefined, to: to || undefined, status: chosen(status) }, queue.params),
  );
  // As the guest's pages show money, in every language (issue 31).
  const money = (row: StaffBooking) => formatMoney({ amount: row.price.usd.total, currency: 'USD' });
  return (
    <section className={styles.section} aria-labelledby="staff-bookings-find">
      <h2 id="staff-bookings-find" style={{ margin: '8px 0 0', fontSize: 15 }}>
        {t('staff.bookings.find')}
      </h2>
      <span className={styles.hint}>{t('staff.bookings.findHint')}</span>
      <StaffQueue<StaffBooking>
        label={t('staff.bookings.find')}
        state={queue}
        answer={list.data}
        isLoading={list.isPending}
        error={list.error}
        onRetry={() => void list.refetch()}
        filters={
          <>
            <StaffTextField
              label={t('staff.bookings.stayFrom')}
              name="from"
              type="date"
              value={from}
              onChange={setFrom}
              data-testid="staff-bookings-from"
            />
            <StaffTextField
              label={t('staff.bookings.stayTo')}
              name="to"
              type="date"
              value={to}
              onChange={setTo}
              data-testid="staff-bookings-to"
            />
            <StaffSelect<BookingStatus | 'all'>
              label={t('staff.queue.status')}
              value={status}
              onChange={setStatus}
              options={[
                { id: 'all', label: t('staff.queue.all') },
                ...bookingStatuses.map((id) => ({ id, label: t(`staff.status.${id}`) })),
              ]}
            />
          </>
        }
        columns={[
          {
            id: 'createdAt',
            label: t('staff.col.created'),
            sortable: true,
            render: (row) => <When at={row.createdAt} />,
          },
          { id: 'number', label: t('staff.col.booking'), mono: true, render: (row) => row.number },
          { id: 'guest', label: t('staff.col.guest'), render: (row) => row.fullName },
          { id: 'property', label: t('staff.col.property'), render: (row) => row.property.name },
          {
            id: 'checkIn',
            label: t('staff.bookings.stay'),
            sortable: true,
            render: (row) => `${row.checkIn} → ${row.checkOut}`,
          },
          { id: 'total', label: t('staff.col.amount'), numeric: true, render: money },
          {
            id: 'status',
            label: t('staff.col.status'),
            sortable: true,
            render: (row) => <Status status={row.status} />,
          },
        ]}
        renderDetail={(row, close) => (
          <>
            <DetailHead title={<span className={styles.mono}>{row.number}</span>} onClose={close}>
              <Status status={row.status} />
            </DetailHead>
            <Facts
              rows={[
                [t('staff.col.guest'), row.fullName],
                [
                  t('staff.col.email'),
                  <a key="mail" href={`mailto:${row.email}`}>
                    {row.email}
                  </a>,
                ],
                [t('staff.col.phone'), row.phoneNumber],
                [t('staff.col.property'), row.property.name],
                [t('staff.bookings.stay'), `${row.checkIn} → ${row.checkOut}`],
                [t('staff.col.amount'), money(row)],
                [t('staff.bookings.method'), t(`staff.bookings.method.${row.paymentMethod}`)],
                [t('staff.col.created'), <When key="at" at={row.createdAt} />],
              ]}
            />
            {row.specialRequirements ? <p className={styles.text}>{row.specialRequirements}</p> : null}
            <div>
              <StaffButton
                variant="primary"
                onPress={() => onUse(row.number)}
                data-testid="staff-booking-use"
              >
                {t('staff.bookings.use')}
              </StaffButton>
            </div>
          </>
        )}
      />
    </section>
  );
}
