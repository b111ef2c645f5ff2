import type { Language } from '@stayvn/shared';
import { useState } from 'react';
import { StayDatesField } from '@/components/stay-dates/stay-dates-field';
import { pickedOfficeDates } from '../utils/search-filter';
import { SearchDateSegment } from './search-date-segment';
import styles from './search-form.module.css';

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

type Draft = { checkIn: string | null; checkOut: string | null };

/**
 * The office stay (spec §4, §5) on the site's date-range picker: nothing before today (the
 * calendar greys it out); the end at most one month after the start and never the start day
 * itself, checked as soon as a range is chosen with the shared `checkStayRange` and shown under
 * the field. What the visitor types is the picker's own until it is a whole range (a year typed
 * digit by digit passes through years 2, 20 and 202): the form asks `officeDatesEntry` on
 * Search, and an incomplete range is cleared instead of searched (spec §4). The dates are the
 * plain form's `checkIn` and `checkOut` before the scripts run.
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
  const [draft, setDraft] = useState<Draft>({ checkIn, checkOut });
  // A new range from the form (reset, another tab, a submit that cleared it) replaces the draft.
  const [given, setGiven] = useState({ checkIn, checkOut });
  if (given.checkIn !== checkIn || given.checkOut !== checkOut) {
    setGiven({ checkIn, checkOut });
    setDraft({ checkIn, checkOut });
  }
  const take = (next: Draft) => {
    setDraft(next);
    const dates = pickedOfficeDates(next.checkIn, next.checkOut);
    if (dates !== 'incomplete') onChange(dates.checkIn, dates.checkOut);
  };
  return (
    <div
      className={styles.datesField}
      data-office-dates=""
      // A year half typed (202) is a date to the picker but not a complete range to the form.
      data-incomplete={pickedOfficeDates(draft.checkIn, draft.checkOut) === 'incomplete' ? '' : undefined}
    >
      <StayDatesField
        variant="search"
        checkIn={draft.checkIn}
        checkOut={draft.checkOut}
        today={today}
        error={error}
        onChange={(start, end) => take({ checkIn: start, checkOut: end })}
        onClear={() => take({ checkIn: null, checkOut: null })}
        names={{ checkIn: 'checkIn', checkOut: 'checkOut' }}
        testIds={{ field: 'search-dates', calendar: 'search-calendar' }}
        labelClassName={styles.fieldLabel}
        // vi writes DD/MM/YYYY (spec §9): 05/12/2026, not 5/12/2026.
        shouldForceLeadingZeros={language === 'vi'}
        renderSegment={(segment) => <SearchDateSegment segment={segment} language={language} />}
      />
    </div>
  );
}
