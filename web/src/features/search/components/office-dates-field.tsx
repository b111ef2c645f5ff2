import { parseDate } from '@internationalized/date';
import { isIsoDate } from '@stayvn/shared';
import { useRef, useState } from 'react';
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
import { pickedOfficeDates } from '../utils/search-filter';
import styles from './search-form.module.css';

/**
 * react-aria bundles its own patch release of @internationalized/date; the classes agree at run
 * time but their private fields make TypeScript see two types, hence the cast.
 */
const calendarDate = (iso: string) => parseDate(iso) as unknown as DateValue;

const toCalendar = (value: string | null): DateValue | null =>
  value && isIsoDate(value) ? calendarDate(value) : null;

type Range = { start: DateValue; end: DateValue } | null;

const toRange = (checkIn: string | null, checkOut: string | null): Range => {
  const start = toCalendar(checkIn);
  const end = toCalendar(checkOut);
  return start && end ? { start, end } : null;
};

/**
 * The office stay (spec §4, §5): nothing before today (the calendar greys it out); the end at
 * most one month after the start and never the start day itself, checked as soon as a range is
 * chosen with the shared `checkStayRange` and shown under the field. What the visitor types is
 * the picker's own until it is a whole range (a year typed digit by digit passes through years
 * 2, 20 and 202); a range left incomplete when the focus leaves the field clears both dates.
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
  const group = useRef<HTMLDivElement>(null);
  const [draft, setDraft] = useState<Range>(() => toRange(checkIn, checkOut));
  // A new range from the form (reset, another tab, a submit that cleared it) replaces the draft.
  const [given, setGiven] = useState({ checkIn, checkOut });
  if (given.checkIn !== checkIn || given.checkOut !== checkOut) {
    setGiven({ checkIn, checkOut });
    setDraft(toRange(checkIn, checkOut));
  }
  const picked = (range: Range) =>
    pickedOfficeDates(range ? range.start.toString() : null, range ? range.end.toString() : null);
  return (
    <DateRangePicker
      className={styles.datesField}
      value={draft}
      minValue={calendarDate(today)}
      onChange={(range) => {
        setDraft(range);
        const dates = picked(range);
        if (dates !== 'incomplete') onChange(dates.checkIn, dates.checkOut);
      }}
      onFocusChange={(focused) => {
        if (focused) return;
        // A segment emptied (a placeholder shows) or a year half typed: the range is incomplete.
        const emptied = group.current?.querySelector('[data-placeholder]') != null;
        if (!emptied && picked(draft) !== 'incomplete') return;
        setDraft(null);
        setGiven({ checkIn: null, checkOut: null });
        onChange(null, null);
      }}
      isInvalid={error !== undefined}
      validationBehavior="aria"
      data-testid="search-dates"
    >
      <Label className={styles.fieldLabel}>{intl.formatMessage({ id: 'search.dates' })}</Label>
      <Group ref={group} className={styles.datesGroup}>
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
