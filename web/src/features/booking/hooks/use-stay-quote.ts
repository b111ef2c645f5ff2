import {
  bookingErrorCodes,
  createStayDatesSchema,
  minStayErrorCode,
  monthOf,
  nextMonth,
  nightsBetween,
  todayInVietnam,
  type Language,
} from '@stayvn/shared';
import { useMemo, useState } from 'react';
import { isHttpError } from '@/lib/http-error';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { overlapsTaken, type StayDates } from '@/components/stay-dates/stay-rules';
import { monthsToShow, useAvailabilityMonths } from '@/components/stay-dates/use-availability';
import { useQuote } from '../api/bookings-api';
import { useSession } from '@/lib/session/use-session';
import { firstFreeStay } from '../utils/booking-rules';

/**
 * How long the typed dates must stay as they are before they are checked and priced: a date
 * typed key by key passes through `0002-…`, `0020-…` and day 1 before day 14 (issue 31).
 */
export const typingPause = 400;

export type { StayDates };

/** The message key of the dates' first broken rule, or undefined when they may be priced. */
function datesProblem(schema: ReturnType<typeof createStayDatesSchema>, dates: StayDates | null) {
  if (!dates) return undefined;
  const result = schema.safeParse(dates);
  return result.success ? undefined : result.error.issues[0]?.message;
}

/**
 * The payment summary's dates and their price. `shown` is what the date field holds: what the
 * guest typed, whatever it is (at first the dates `requested` on the apartment page), or else the
 * first two free nights. Once the typing has paused,
 * those dates are checked with the shared schema (the service's own rules and keys), and only a
 * complete, valid range is sent for a quote; `dateError` is the key to show at the field (the
 * schema's, else the one in the service's 400), `taken` says a night of them is booked.
 */
export function useStayQuote(propertyId: string, language: Language, requested: StayDates | null = null) {
  const { currency } = useSession();
  const today = todayInVietnam();
  const [typed, setTyped] = useState<StayDates | null>(requested);
  const [visibleMonth, setVisibleMonth] = useState<string | null>(null);
  const settled = useDebouncedValue(typed, typingPause);
  const months = monthsToShow(today, visibleMonth, settled?.checkIn ?? null);
  const availability = useAvailabilityMonths(propertyId, months);
  const { takenNights, closedCheckIn } = availability;
  // The first free stay within this month and the next, once both have answered.
  const horizon = nightsBetween(today, `${nextMonth(nextMonth(monthOf(today)))}-01`);
  const firstFree = availability.complete
    ? firstFreeStay(takenNights, today, 2, horizon, closedCheckIn)
    : null;
  const checked = settled ?? firstFree;
  const schema = useMemo(() => createStayDatesSchema(() => today), [today]);
  const problem = datesProblem(schema, checked);
  const priced = checked && problem === undefined ? checked : null;
  const quote = useQuote(
    { propertyId, checkIn: priced?.checkIn ?? null, checkOut: priced?.checkOut ?? null },
    currency,
    language,
  );
  const quoteError = isHttpError(quote.error) ? quote.error : undefined;
  const serverDetail = quoteError?.details.find(
    (detail) => detail.field === 'checkIn' || detail.field === 'checkOut',
  );
  const dateError = problem ?? serverDetail?.code;
  // A stay shorter than its minimum: the service's message is the minimum in nights.
  const dateErrorValues =
    problem === undefined && serverDetail?.code === minStayErrorCode
      ? { nights: Number(serverDetail.message) }
      : undefined;
  const taken =
    (priced !== null && overlapsTaken(takenNights, priced.checkIn, priced.checkOut)) ||
    quoteError?.code === bookingErrorCodes.noRoomsAvailable;
  // The quote of the dates asked for, not the last one kept on screen while they are priced.
  const current = quote.data && !quote.isPlaceholderData ? quote.data : undefined;
  return {
    today,
    takenNights,
    closedCheckIn,
    availability,
    /** The picker shows another month: its calendar is asked for. */
    setVisibleMonth,
    quote,
    shown: typed ?? firstFree,
    setTyped,
    dateError,
    dateErrorValues,
    taken,
    /** No free stay at all this month and the next. */
    noFreeStay: availability.complete && firstFree === null && typed === null,
    /** The dates a booking may be sent for: valid, free and priced. */
    bookable: priced && dateError === undefined && !taken && current ? priced : null,
  };
}
export type StayQuote = ReturnType<typeof useStayQuote>;
