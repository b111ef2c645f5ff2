import { shiftMonth, type CalendarMonth } from '@stayvn/shared';
import { Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { monthGrid, nightKinds, type NightEntry } from '../utils/calendar-grid';
import css from './calendar.module.css';
import { styles } from './staff-ui';

type T = (id: string, values?: Record<string, string>) => string;

function useT(): T {
  const intl = useIntl();
  return (id, values) => intl.formatMessage({ id: id as 'staff.col.received' }, values);
}

/** Previous and next month as plain links (`?month=YYYY-MM`): they work before scripts run. */
export function MonthNav({ propertyId, month }: { propertyId: string; month: string }) {
  const intl = useIntl();
  const t = useT();
  const title = intl.formatDate(`${month}-01T00:00:00Z`, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const to = (offset: number) => (
    <Link
      to="/staff/$"
      params={{ _splat: `calendar/${propertyId}` }}
      search={{ month: shiftMonth(month, offset) }}
      className={css.navLink}
      data-testid={offset < 0 ? 'staff-calendar-prev' : 'staff-calendar-next'}
    >
      {offset < 0 ? `← ${t('staff.calendar.prev')}` : `${t('staff.calendar.next')} →`}
    </Link>
  );
  return (
    <div className={css.monthNav}>
      {to(-1)}
      <h2 id="staff-calendar-month" data-testid="staff-calendar-month" data-month={month}>
        {title}
      </h2>
      {to(1)}
    </div>
  );
}

/** What each colour means, in words (the cells name every entry too). */
export function Legend() {
  const t = useT();
  return (
    <ul className={css.legend} aria-label={t('staff.calendar.legend')}>
      {nightKinds.map((kind) => (
        <li key={kind}>
          <span className={css.entry} data-kind={kind} aria-hidden="true">
            &nbsp;
          </span>
          {t(`staff.calendar.kind.${kind}`)}
        </li>
      ))}
    </ul>
  );
}

function entryText(entry: NightEntry, t: T): string {
  const kind = t(`staff.calendar.kind.${entry.kind}`);
  switch (entry.kind) {
    case 'booking':
    case 'hold':
      return `${kind}: ${entry.note ?? ''} (${t(`staff.status.${entry.detail}`)})`;
    case 'manual':
      return `${kind}: ${t(`staff.calendar.reason.${entry.detail}`)}${entry.note ? ` — ${entry.note}` : ''}`;
    default:
      return `${kind}: ${entry.detail}${entry.note ? ` — ${entry.note}` : ''}`;
  }
}

/** The month as a table of weeks; each night lists what takes it, with its kind in words. */
export function MonthGrid({ calendar }: { calendar: CalendarMonth }) {
  const intl = useIntl();
  const t = useT();
  const weeks = monthGrid(calendar);
  const weekday = (date: string) =>
    intl.formatDate(`${date}T00:00:00Z`, { weekday: 'short', timeZone: 'UTC' });
  return (
    <table className={css.grid} aria-labelledby="staff-calendar-month" data-testid="staff-calendar-grid">
      <thead>
        <tr>
          {weeks[0]!.map((day) => (
            <th key={day.date} scope="col">
              {weekday(day.date)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week[0]!.date}>
            {week.map((day) => (
              <td
                key={day.date}
                data-outside={day.inMonth ? undefined : ''}
                data-date={day.date}
                data-testid={day.inMonth ? `staff-night-${day.date}` : undefined}
              >
                <span className={css.dayNumber}>
                  {intl.formatDate(`${day.date}T00:00:00Z`, { day: 'numeric', timeZone: 'UTC' })}
                </span>
                {day.entries.length > 0 ? (
                  <ul className={css.entries}>
                    {day.entries.map((entry) => {
                      const text = entryText(entry, t);
                      return (
                        <li key={entry.id} className={css.entry} data-kind={entry.kind} title={text}>
                          {entry.starts ? (
                            text
                          ) : (
                            <>
                              <span aria-hidden="true">{t(`staff.calendar.kind.${entry.kind}`)}</span>
                              <span className={styles.srOnly}>{text}</span>
                            </>
                          )}
                        </li>
                      );
                    })}
                  </ul>
                ) : (
                  <span className={styles.srOnly}>{t('staff.calendar.free')}</span>
                )}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
