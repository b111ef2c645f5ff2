import { parseDate } from '@internationalized/date';
import { isIsoDate, type Language } from '@stayvn/shared';
import { useState } from 'react';
import {
  Button,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DateRangePicker,
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
import { SearchDateSegment } from './search-date-segment';
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
 * What the office dates field in `form` holds as typed, which the picker reports only once it is
 * a whole range: 'empty' (every segment shows its placeholder), 'incomplete' (some do, or a year
 * is half typed) or 'complete'.
 */
export function officeDatesEntry(form: HTMLFormElement): 'empty' | 'incomplete' | 'complete' {
  const field = form.querySelector('[data-office-dates]');
  if (!field) return 'complete';
  const segments = field.querySelectorAll('[role="spinbutton"]');
  const placeholders = field.querySelectorAll('[role="spinbutton"][data-placeholder]');
  if (segments.length > 0 && placeholders.length === segments.length) return 'empty';
  if (placeholders.length > 0 || field.hasAttribute('data-incomplete')) return 'incomplete';
  return 'complete';
}

/**
 * The office stay (spec §4, §5): nothing before today (the calendar greys it out); the end at
 * most one month after the start and never the start day itself, checked as soon as a range is
 * chosen with the shared `checkStayRange` and shown under the field. What the visitor types is
 * the picker's own until it is a whole range (a year typed digit by digit passes through years
 * 2, 20 and 202): the form asks `officeDatesEntry` on Search, and an incomplete range is cleared
 * instead of searched (spec §4).
 */
export function OfficeDatesField({
  checkIn,
  checkOut,
  today,
  language,
  error,
  onChange,
}: {
  checkIn: string | null;
  checkOut: string | null;
  today: string;
  /** The page language: the dates are written in its search format. */
  language: Language;
  /** The translated error of either date. */
  error: string | undefined;
  onChange: (checkIn: string | null, checkOut: string | null) => void;
}) {
  const intl = useIntl();
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
      // vi writes DD/MM/YYYY (spec §9): 05/12/2026, not 5/12/2026.
      shouldForceLeadingZeros={language === 'vi'}
      startName="checkIn"
      endName="checkOut"
      onChange={(range) => {
        setDraft(range);
        const dates = picked(range);
        if (dates !== 'incomplete') onChange(dates.checkIn, dates.checkOut);
      }}
      isInvalid={error !== undefined}
      validationBehavior="aria"
      data-testid="search-dates"
      data-office-dates=""
      // A year half typed (202) is a date to the picker but not a complete range to the form.
      data-incomplete={draft !== null && picked(draft) === 'incomplete' ? '' : undefined}
    >
      <Label className={styles.fieldLabel}>{intl.formatMessage({ id: 'search.dates' })}</Label>
      <Group className={styles.datesGroup}>
        <DateInput
          slot="start"
          className={styles.dateInput}
          aria-label={intl.formatMessage({ id: 'search.checkIn' })}
        >
          {(segment) => <SearchDateSegment segment={segment} language={language} />}
        </DateInput>
        <span aria-hidden="true" className={styles.dateDash}>
          –
        </span>
        <DateInput
          slot="end"
          className={styles.dateInput}
          aria-label={intl.formatMessage({ id: 'search.checkOut' })}
        >
          {(segment) => <SearchDateSegment segment={segment} language={language} />}
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
