import { parseDate } from '@internationalized/date';
import { monthOf } from '@stayvn/shared';
import { useMemo, type ComponentProps, type ReactElement } from 'react';
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

/** One segment of a date (day, month, year or a separator), as react-aria hands it over. */
export type DateSegmentValue = ComponentProps<typeof DateSegment>['segment'];

/**
 * react-aria bundles its own patch release of @internationalized/date; the classes agree at run
 * time but their private fields make TypeScript see two types, hence the cast. A date that does
 * not parse is no date.
 */
function calendarDate(iso: string | null): DateValue | null {
  if (!iso) return null;
  try {
    return parseDate(iso) as unknown as DateValue;
  } catch {
    return null;
  }
}

const none: ReadonlySet<string> = new Set();

/**
 * The one date-range picker of the site: the stay's dates on the apartment page and the payment
 * summary, and the office search's dates (`variant="search"`, its own words and no legend). The
 * calendar offers nothing before today and shows the nights already taken (booked, held,
 * blocked by another channel) greyed and not selectable (a range across one is refused by the
 * calendar), from the months it shows, asked for one request each. Ranges are half-open as the
 * booking service's are: the check-out day may be the day another stay starts. With `names` the
 * dates are sent by a plain form (hidden inputs, `YYYY-MM-DD`) before the scripts run.
 */
export function StayDatesField({
  checkIn,
  checkOut,
  today,
  takenNights = none,
  closedCheckIn = none,
  error,
  onChange,
  onClear,
  onVisibleMonthChange,
  onOpenChange,
  names,
  testIds = { field: 'stay-dates', calendar: 'stay-calendar' },
  variant = 'stay',
  labelClassName,
  renderSegment,
  shouldForceLeadingZeros,
}: {
  checkIn: string | null;
  checkOut: string | null;
  today: string;
  takenNights?: ReadonlySet<string>;
  /** Free days a stay cannot start on (its minimum stay runs into a taken night). */
  closedCheckIn?: ReadonlySet<string>;
  error: string | undefined;
  onChange: (checkIn: string, checkOut: string) => void;
  /** The visitor emptied a date: there is no range any more. */
  onClear?: () => void;
  /** The calendar shows another month (`YYYY-MM`): its nights are to be asked for. */
  onVisibleMonthChange?: (month: string) => void;
  /** The calendar opens or closes. */
  onOpenChange?: (isOpen: boolean) => void;
  /** The form fields the dates are sent as (`YYYY-MM-DD`), when the field is in a plain form. */
  names?: { checkIn: string; checkOut: string };
  /** Test ids apart on each page: the apartment page stays on screen while the summary loads. */
  testIds?: { field: string; calendar: string };
  /** Whose words and look: a stay's (booking) or the search form's. */
  variant?: 'stay' | 'search';
  labelClassName?: string | undefined;
  /** How a segment is written, when not as the locale's numeric date. */
  renderSegment?: (segment: DateSegmentValue) => ReactElement;
  shouldForceLeadingZeros?: boolean;
}) {
  const intl = useIntl();
  const text = (key: 'dates' | 'checkIn' | 'checkOut' | 'openCalendar') =>
    intl.formatMessage({ id: `${variant === 'stay' ? 'booking' : 'search'}.${key}` });
  const value = useMemo(() => {
    const start = calendarDate(checkIn);
    const end = calendarDate(checkOut);
    return start && end ? { start, end } : null;
  }, [checkIn, checkOut]);
  const segment =
    renderSegment ??
    ((part: DateSegmentValue) => <DateSegment segment={part} className={styles.dateSegment} />);
  return (
    // The calendar's month names, weekdays and cell labels in the page's language.
    <I18nProvider locale={intl.locale}>
      <DateRangePicker
        className={variant === 'search' ? `${styles.datesField} ${styles.search}` : styles.datesField}
        value={value}
        minValue={calendarDate(today)}
        isDateUnavailable={(date, anchor) =>
          isStayDayUnavailable(takenNights, date.toString(), anchor ? anchor.toString() : null, closedCheckIn)
        }
        // Whatever the guest typed stays in the field, a check-out before the check-in too: the
        // page checks the dates and says at the field what is wrong with them (issue 31).
        onChange={(range) => {
          if (range) onChange(range.start.toString(), range.end.toString());
          else onClear?.();
        }}
        onOpenChange={onOpenChange}
        startName={names?.checkIn}
        endName={names?.checkOut}
        shouldForceLeadingZeros={shouldForceLeadingZeros}
        isInvalid={error !== undefined}
        validationBehavior="aria"
        data-testid={testIds.field}
      >
        <Label className={labelClassName ?? styles.fieldLabel}>{text('dates')}</Label>
        <Group className={styles.datesGroup}>
          <DateInput
            slot="start"
            className={styles.dateInput}
            aria-label={text('checkIn')}
            data-testid={`${testIds.field}-check-in`}
          >
            {segment}
          </DateInput>
          <span aria-hidden="true" className={styles.dateDash}>
            –
          </span>
          <DateInput
            slot="end"
            className={styles.dateInput}
            aria-label={text('checkOut')}
            data-testid={`${testIds.field}-check-out`}
          >
            {segment}
          </DateInput>
          <Button
            className={styles.calendarButton}
            aria-label={text('openCalendar')}
            data-testid={`${testIds.field}-open`}
          >
            <CalendarIcon size={variant === 'stay' ? 20 : 18} />
          </Button>
        </Group>
        <FieldError className={styles.fieldError} data-testid={`${testIds.field}-error`}>
          {error}
        </FieldError>
        <StayCalendar
          label={text('dates')}
          legend={variant === 'stay' ? intl.formatMessage({ id: 'booking.dates.legend' }) : undefined}
          takenNights={takenNights}
          closedCheckIn={closedCheckIn}
          testId={testIds.calendar}
          onVisibleMonthChange={onVisibleMonthChange}
        />
      </DateRangePicker>
    </I18nProvider>
  );
}

/** The picker's calendar, in its popover: taken nights refused, check-out-only days marked. */
function StayCalendar({
  label,
  legend,
  takenNights,
  closedCheckIn,
  testId,
  onVisibleMonthChange,
}: {
  label: string;
  legend: string | undefined;
  takenNights: ReadonlySet<string>;
  closedCheckIn: ReadonlySet<string>;
  testId: string;
  onVisibleMonthChange: ((month: string) => void) | undefined;
}) {
  return (
    <Popover className={styles.popover} placement="bottom start" offset={6}>
      <Dialog className={styles.calendarDialog} aria-label={label}>
        <RangeCalendar
          className={styles.calendar}
          data-testid={testId}
          onFocusChange={(date) => onVisibleMonthChange?.(monthOf(date.toString()))}
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
        {legend ? <p className={styles.legend}>{legend}</p> : null}
      </Dialog>
    </Popover>
  );
}
