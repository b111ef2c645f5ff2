import { todayInVietnam, type Language } from '@stayvn/shared';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { StayDatesField } from '@/components/stay-dates/stay-dates-field';
import type { StayDates } from '@/components/stay-dates/stay-rules';
import { monthsToShow, useAvailabilityMonths } from '@/components/stay-dates/use-availability';
import { buttonClassName } from '@/components/ui/button-class';
import { sitePath } from '@/components/ui/site-link';
import styles from './property-detail.module.css';

/**
 * Book now on a short-stay apartment (issue 32): a plain GET form to the payment summary, so it
 * works before the page's scripts run. Its date field greys the nights that cannot be booked
 * (booked, held, blocked by another channel) and the days a stay cannot start on, asked for once
 * the calendar opens or a date is typed. The dates chosen go along (`?checkIn=&checkOut=`), where
 * the payment summary checks and prices them; with none it opens on the first free nights.
 */
export function BookStayForm({
  language,
  propertyId,
  onBook,
}: {
  language: Language;
  propertyId: string;
  /** With scripts: the press on Book now (the page asks a visitor to log in first). */
  onBook: (dates: StayDates | null) => void;
}) {
  const intl = useIntl();
  const today = todayInVietnam();
  const [dates, setDates] = useState<StayDates | null>(null);
  const [visibleMonth, setVisibleMonth] = useState<string | null>(null);
  const [opened, setOpened] = useState(false);
  const months = monthsToShow(today, visibleMonth, dates?.checkIn ?? null);
  const availability = useAvailabilityMonths(propertyId, months, opened || dates !== null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onBook(dates);
  };
  return (
    <form
      method="get"
      action={sitePath(language, `payment-summary/${encodeURIComponent(propertyId)}`)}
      onSubmit={submit}
      className={styles.bookForm}
      data-testid="detail-book-form"
    >
      <StayDatesField
        checkIn={dates?.checkIn ?? null}
        checkOut={dates?.checkOut ?? null}
        today={today}
        takenNights={availability.takenNights}
        closedCheckIn={availability.closedCheckIn}
        error={undefined}
        onChange={(checkIn, checkOut) => setDates({ checkIn, checkOut })}
        onVisibleMonthChange={setVisibleMonth}
        onOpenChange={(isOpen) => {
          if (isOpen) setOpened(true);
        }}
        names={{ checkIn: 'checkIn', checkOut: 'checkOut' }}
        testIds={{ field: 'detail-dates', calendar: 'detail-calendar' }}
      />
      <button type="submit" className={buttonClassName('primary', true)} data-testid="detail-book">
        {intl.formatMessage({ id: 'detail.bookNow' })}
      </button>
    </form>
  );
}
