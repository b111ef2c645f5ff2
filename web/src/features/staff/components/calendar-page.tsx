import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { languageAtom } from '@/lib/preferences/atoms';
import { calendarMonthQuery, propertiesQuery } from '../api/calendar-api';
import { monthOfSearch } from '../utils/calendar-grid';
import { useStaffText } from '../utils/staff-text';
import { ManualBlockForm, ManualBlockList } from './calendar-blocks';
import { CalendarFeeds } from './calendar-feeds';
import { Legend, MonthGrid, MonthNav } from './calendar-grid-view';
import css from './calendar.module.css';
import { ConflictList } from './conflicts-page';
import type { StaffPageProps } from './staff-console';
import { StaffPage } from './staff-layout';
import { StaffAlert, StaffTextField, styles } from './staff-ui';

/**
 * The apartment calendar (issue 32 item 3): `/staff/calendar` picks an apartment,
 * `/staff/calendar/{id}?month=YYYY-MM` shows its month, manual blocks, feeds and conflicts.
 */
export function CalendarPage({ itemId, search }: StaffPageProps) {
  const month = monthOfSearch(search.month);
  return (
    <StaffPage title="staff.nav.calendar" intro="staff.calendar.intro">
      {itemId ? <ApartmentCalendar propertyId={itemId} month={month} /> : <ApartmentPicker month={month} />}
    </StaffPage>
  );
}

/** Apartments by a part of their name, each a link to its calendar. */
function ApartmentPicker({ month }: { month: string }) {
  const intl = useIntl();
  const text = useStaffText();
  const language = useAtomValue(languageAtom);
  const [q, setQ] = useState('');
  const list = useQuery(propertiesQuery(q, language));
  const t = (id: string) => intl.formatMessage({ id: id as 'staff.col.received' });
  return (
    <div className={css.picker}>
      <StaffTextField
        label={t('staff.calendar.pick.search')}
        hint={t('staff.calendar.pick.hint')}
        name="q"
        value={q}
        onChange={setQ}
        data-testid="staff-calendar-search"
      />
      {list.isError ? <StaffAlert>{text.failure(list.error)}</StaffAlert> : null}
      {list.data && list.data.items.length === 0 ? (
        <p className={styles.empty}>{t('staff.calendar.pick.none')}</p>
      ) : null}
      <ul
        className={css.properties}
        aria-label={t('staff.calendar.pick.list')}
        data-testid="staff-calendar-properties"
      >
        {list.data?.items.map((property) => (
          <li key={property.id}>
            <Link to="/staff/$" params={{ _splat: `calendar/${property.id}` }} search={{ month }}>
              {property.name || property.id}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

function ApartmentCalendar({ propertyId, month }: { propertyId: string; month: string }) {
  const intl = useIntl();
  const text = useStaffText();
  const language = useAtomValue(languageAtom);
  const calendar = useQuery(calendarMonthQuery(propertyId, month, language));
  const t = (id: string) => intl.formatMessage({ id: id as 'staff.col.received' });
  return (
    <>
      <p>
        <strong data-testid="staff-calendar-property">{calendar.data?.propertyName || propertyId}</strong> ·{' '}
        <Link to="/staff/$" params={{ _splat: 'calendar' }}>
          {t('staff.calendar.pick.change')}
        </Link>
      </p>
      <div className={css.layout}>
        <div className={css.box}>
          <MonthNav propertyId={propertyId} month={month} />
          <Legend />
          {calendar.isError ? <StaffAlert>{text.failure(calendar.error)}</StaffAlert> : null}
          {calendar.data ? (
            <MonthGrid calendar={calendar.data} />
          ) : (
            <p className={styles.empty}>{t('staff.queue.loading')}</p>
          )}
        </div>
        <div style={{ display: 'flex', flexDirection: 'column', gap: 14 }}>
          <ManualBlockForm key={`${propertyId}-${month}`} propertyId={propertyId} month={month} />
          {calendar.data ? <ManualBlockList calendar={calendar.data} /> : null}
        </div>
      </div>
      <div className={css.layout} style={{ marginTop: 14 }}>
        <section className={css.box} aria-labelledby="staff-conflicts-title">
          <h2 id="staff-conflicts-title" className={css.boxTitle}>
            {t('staff.nav.calendarConflicts')}
          </h2>
          {calendar.data ? <ConflictList conflicts={calendar.data.conflicts} showProperty={false} /> : null}
        </section>
        <CalendarFeeds propertyId={propertyId} />
      </div>
    </>
  );
}
