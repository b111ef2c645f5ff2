import { parseDate } from '@internationalized/date';
import { monthOf } from '@stayvn/shared';
import {
  Button,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DateRangePicker,
  DateSegment,
  Dialog,
  FieldError,
  Group,
  Heading,
  I18nProvider,
  Label,
  Popover,
  RangeCalendar,
  type DateValue,
} from 'react-aria-components';
import { useIntl } from 'react-intl';
import { CalendarIcon, ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icons';
import { isStayDayUnavailable } from './stay-rules';
import styles from './stay-dates.module.css';

/**
 * react-aria bundles its own patch release of @internationalized/date; the classes agree at run
 * time but their private fields make TypeScript see two types, hence the cast.
 */
const calendarDate = (iso: string) => parseDate(iso) as unknown as DateValue;

/**
 * The stay's dates, on the apartment page and the payment summary: the calendar offers nothing before today and shows the nights already taken
 * (booked, held, blocked by another channel) greyed and not selectable (a range across one is
 * refused by the calendar), from the months it shows, asked for one request each. Ranges are half-open as the
 * booking service's are: the check-out day may be the day another stay starts.
 */
export function StayDatesField({
  checkIn,
  checkOut,
  today,
  takenNights,
  closedCheckIn,
  error,
  onChange,
  onVisibleMonthChange,
  onOpenChange,
  names,
  testIds = { field: 'stay-dates', calendar: 'stay-calendar' },
}: {
  checkIn: string | null;
  checkOut: string | null;
  today: string;
  takenNights: ReadonlySet<string>;
  /** Free days a stay cannot start on (its minimum stay runs into a taken night). */
  closedCheckIn: ReadonlySet<string>;
  error: string | undefined;
  onChange: (checkIn: string, checkOut: string) => void;
  /** The calendar shows another month (`YYYY-MM`): its nights are to be asked for. */
  onVisibleMonthChange: (month: string) => void;
  /** The calendar opens or closes. */
  onOpenChange?: (isOpen: boolean) => void;
  /** The form fields the dates are sent as (`YYYY-MM-DD`), when the field is in a plain form. */
  names?: { checkIn: string; checkOut: string };
  /** Test ids apart on each page: the apartment page stays on screen while the summary loads. */
  testIds?: { field: string; calendar: string };
}) {
  const intl = useIntl();
  const value = checkIn && checkOut ? { start: calendarDate(checkIn), end: calendarDate(checkOut) } : null;
  return (
    // The calendar's month names, weekdays and cell labels in the page's language.
    <I18nProvider locale={intl.locale}>
      <DateRangePicker
        className={styles.datesField}
        value={value}
        minValue={calendarDate(today)}
        isDateUnavailable={(date, anchor) =>
          isStayDayUnavailable(takenNights, date.toString(), anchor ? anchor.toString() : null, closedCheckIn)
        }
        // Whatever the guest typed stays in the field, a check-out before the check-in too: the
        // page checks the dates and says at the field what is wrong with them (issue 31).
        onChange={(range) => {
          if (range) onChange(range.start.toString(), range.end.toString());
        }}
        onOpenChange={onOpenChange}
        startName={names?.checkIn}
        endName={names?.checkOut}
        isInvalid={error !== undefined}
        validationBehavior="aria"
        data-testid={testIds.field}
      >
        <Label className={styles.fieldLabel}>{intl.formatMessage({ id: 'booking.dates' })}</Label>
        <Group className={styles.datesGroup}>
          <DateInput
            slot="start"
            className={styles.dateInput}
            aria-label={intl.formatMessage({ id: 'booking.checkIn' })}
            data-testid={`${testIds.field}-check-in`}
          >
            {(segment) => <DateSegment segment={segment} className={styles.dateSegment} />}
          </DateInput>
          <span aria-hidden="true" className={styles.dateDash}>
            –
          </span>
          <DateInput
            slot="end"
            className={styles.dateInput}
            aria-label={intl.formatMessage({ id: 'booking.checkOut' })}
            data-testid={`${testIds.field}-check-out`}
          >
            {(segment) => <DateSegment segment={segment} className={styles.dateSegment} />}
          </DateInput>
          <Button
            className={styles.calendarButton}
            aria-label={intl.formatMessage({ id: 'booking.openCalendar' })}
            data-testid={`${testIds.field}-open`}
          >
            <CalendarIcon size={20} />
          </Button>
        </Group>
        <FieldError className={styles.fieldError} data-testid={`${testIds.field}-error`}>
          {error}
        </FieldError>
        <Popover className={styles.popover} placement="bottom start" offset={6}>
          <Dialog className={styles.calendarDialog} aria-label={intl.formatMessage({ id: 'booking.dates' })}>
            <RangeCalendar
              className={styles.calendar}
              data-testid={testIds.calendar}
              onFocusChange={(date) => onVisibleMonthChange(monthOf(date.toString()))}
            >
              <header className={styles.calendarHeader}>
                <Button slot="previous" className={styles.calendarNav}>
                  <ChevronLeftIcon size={18} />
                </Button>
                <Heading className={styles.calendarHeading} />
                <Button slot="next" className={styles.calendarNav}>
                  <ChevronRightIcon size={18} />
                </Button>
              </header>
              <CalendarGrid className={styles.calendarGrid}>
                {(date) => (
                  <CalendarCell
                    date={date}
                    // A taken night or a day closed to check-in that is still open here is a
                    // check-out day only: marked.
                    className={({ isUnavailable, isDisabled }) =>
                      (takenNights.has(date.toString()) || closedCheckIn.has(date.toString())) &&
                      !isUnavailable &&
                      !isDisabled
                        ? `${styles.calendarCell} ${styles.checkOutOnly}`
                        : (styles.calendarCell ?? '')
                    }
                  />
                )}
              </CalendarGrid>
            </RangeCalendar>
            <p className={styles.legend}>{intl.formatMessage({ id: 'booking.dates.legend' })}</p>
          </Dialog>
        </Popover>
      </DateRangePicker>
    </I18nProvider>
  );
}
