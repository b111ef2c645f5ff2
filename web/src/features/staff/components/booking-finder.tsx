import { bookingStatuses, formatMoney, type StaffBooking } from '@stayvn/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { bookingsListQuery } from '../api/staff-api';
import type { QueueColumn } from './queue-table';
import { DetailHead, StaffQueue, useQueueState } from './staff-queue';
import { Status, When, chosen } from './staff-format';
import { Facts, StaffButton, StaffSelect, StaffTextField, styles } from './staff-ui';

type BookingStatus = (typeof bookingStatuses)[number];

type Translate = (id: string) => string;

// As the guest's pages show money, in every language (issue 31).
const money = (row: StaffBooking) => formatMoney({ amount: row.price.usd.total, currency: 'USD' });

/** The found bookings' columns: created, number, guest, property, stay, amount, status. */
function bookingColumns(t: Translate): QueueColumn<StaffBooking>[] {
  return [
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
  ];
}

/** Bookings found by the service; the chosen one's number goes to the form above. */
export function BookingFinder({ onUse }: { onUse: (number: string) => void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: id as 'staff.col.received' });
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [status, setStatus] = useState<BookingStatus | 'all'>('all');
  const queue = useQueueState({ column: 'createdAt', direction: 'descending' }, [from, to, status]);
  const list = useQuery(
    bookingsListQuery({ from: from || undefined, to: to || undefined, status: chosen(status) }, queue.params),
  );
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
        columns={bookingColumns(t)}
        renderDetail={(row, close) => <BookingDetail row={row} onClose={close} onUse={onUse} />}
      />
    </section>
  );
}

/** A found booking in full, with the button that takes its number to the form above. */
function BookingDetail({
  row,
  onClose,
  onUse,
}: {
  row: StaffBooking;
  onClose: () => void;
  onUse: (number: string) => void;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: id as 'staff.col.received' });
  return (
    <>
      <DetailHead title={<span className={styles.mono}>{row.number}</span>} onClose={onClose}>
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
        <StaffButton variant="primary" onPress={() => onUse(row.number)} data-testid="staff-booking-use">
          {t('staff.bookings.use')}
        </StaffButton>
      </div>
    </>
  );
}
