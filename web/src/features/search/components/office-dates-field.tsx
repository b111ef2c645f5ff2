import { parseDate } from '@internationalized/date';
import { isIsoDate } from '@stayvn/shared';
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
  Label,
  Popover,
  RangeCalendar,
  type DateValue,
} from 'react-aria-components';
import { useIntl } from 'react-intl';
import { CalendarIcon, ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icons';
import styles from './search-form.module.css';

/**
 * react-aria bundles its own patch release of @internationalized/date; the classes agree at run
 * time but their private fields make TypeScript see two types, hence the cast.
 */
const calendarDate = (iso: string) => parseDate(iso) as unknown as DateValue;

const toCalendar = (value: string | null): DateValue | null =>
  value && isIsoDate(value) ? calendarDate(value) : null;

/**
 * The office stay (spec §4, §5): nothing before today (the calendar greys it out); the end at
 * most one month after the start and never the start day itself, checked as soon as a range is
 * chosen with the shared `checkStayRange` and shown under the field.
 */
export function OfficeDatesField({
  checkIn,
  checkOut,
  today,
  error,
  onChange,
}: {
  checkIn: string | null;
  checkOut: string | null;
  today: string;
  /** The translated error of either date. */
  error: string | undefined;
  onChange: (checkIn: string | null, checkOut: string | null) => void;
}) {
  const intl = useIntl();
  const start = toCalendar(checkIn);
  const end = toCalendar(checkOut);
  const value = start && end ? { start, end } : null;
  return (
    <DateRangePicker
      className={styles.datesField}
      value={value}
      minValue={calendarDate(today)}
      onChange={(range) =>
        onChange(range ? range.start.toString() : null, range ? range.end.toString() : null)
      }
      isInvalid={error !== undefined}
      validationBehavior="aria"
      data-testid="search-dates"
    >
      <Label className={styles.fieldLabel}>{intl.formatMessage({ id: 'search.dates' })}</Label>
      <Group className={styles.datesGroup}>
        <DateInput
          slot="start"
          className={styles.dateInput}
          aria-label={intl.formatMessage({ id: 'search.checkIn' })}
        >
          {(segment) => <DateSegment segment={segment} className={styles.dateSegment} />}
        </DateInput>
        <span aria-hidden="true" className={styles.dateDash}>
          –
        </span>
        <DateInput
          slot="end"
          className={styles.dateInput}
          aria-label={intl.formatMessage({ id: 'search.checkOut' })}
        >
          {(segment) => <DateSegment segment={segment} className={styles.dateSegment} />}
        </DateInput>
        <Button
          className={styles.calendarButton}
          aria-label={intl.formatMessage({ id: 'search.openCalendar' })}
        >
          <CalendarIcon size={18} />
        </Button>
      </Group>
      <FieldError className={styles.fieldError}>{error}</FieldError>
      <Popover className={styles.popover} placement="bottom start" offset={6}>
        <Dialog className={styles.calendarDialog}>
          <RangeCalendar className={styles.calendar}>
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
              {(date) => <CalendarCell date={date} className={styles.calendarCell} />}
            </CalendarGrid>
          </RangeCalendar>
        </Dialog>
      </Popover>
    </DateRangePicker>
  );
}
