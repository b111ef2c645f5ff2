import type { CalendarConflict } from '@stayvn/shared';
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { calendarConflictsQuery } from '../api/calendar-api';
import { useStaffText } from '../utils/staff-text';
import css from './calendar.module.css';
import { StaffPage } from './staff-layout';
import { Status, When } from './staff-format';
import { StaffAlert, styles } from './staff-ui';

/** Channel blocks that a booking holds nights of: both stays, the channel, the booking's link. */
export function ConflictList({
  conflicts,
  showProperty,
}: {
  conflicts: CalendarConflict[];
  showProperty: boolean;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: id as 'staff.col.received' });
  if (conflicts.length === 0) return <span>{t('staff.calendar.conflicts.none')}</span>;
  return (
    <ul className={css.list} data-testid="staff-conflicts">
      {conflicts.map((conflict) => (
        <li key={conflict.id} className={css.item} data-testid="staff-conflict">
          <strong>
            {t('staff.calendar.conflicts.channel')}: {conflict.channel}
          </strong>
          {showProperty ? (
            <Link
              to="/staff/$"
              params={{ _splat: `calendar/${conflict.propertyId}` }}
              search={{ month: conflict.block.checkIn.slice(0, 7) }}
            >
              {conflict.propertyName || conflict.propertyId} — {t('staff.calendar.conflicts.openCalendar')}
            </Link>
          ) : null}
          <span>
            {t('staff.calendar.conflicts.block')}: {conflict.block.checkIn} → {conflict.block.checkOut}
            {conflict.block.summary ? ` (${conflict.block.summary})` : ''}
          </span>
          <span>
            {t('staff.calendar.conflicts.booking')}:{' '}
            {conflict.booking.number ? (
              <Link
                to="/staff/$"
                params={{ _splat: 'bookings' }}
                search={{ number: conflict.booking.number }}
                className={styles.mono}
                data-testid="staff-conflict-booking"
              >
                {conflict.booking.number}
              </Link>
            ) : (
              '—'
            )}{' '}
            {conflict.booking.checkIn} → {conflict.booking.checkOut} {conflict.booking.fullName ?? ''}{' '}
            <Status status={conflict.booking.status} />
          </span>
          <span className={styles.hint}>
            {t('staff.calendar.conflicts.since')} <When at={conflict.createdAt} />
          </span>
        </li>
      ))}
    </ul>
  );
}

/** Every apartment's open conflicts, newest first. */
export function ConflictsPage() {
  const text = useStaffText();
  const conflicts = useQuery(calendarConflictsQuery());
  return (
    <StaffPage title="staff.nav.calendarConflicts" intro="staff.calendar.conflicts.intro">
      {conflicts.isError ? <StaffAlert>{text.failure(conflicts.error)}</StaffAlert> : null}
      {conflicts.data ? (
        <section className={css.box}>
          <ConflictList conflicts={conflicts.data.items} showProperty />
        </section>
      ) : null}
    </StaffPage>
  );
}
