import type { Availability } from '@stayvn/shared';
import { monthOf, nextMonth } from '@stayvn/shared';
import { queryOptions, useQueries, type UseQueryResult } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

const availabilitySchema = () => import('./schemas').then((m) => m.availabilitySchema);

/** One month (`YYYY-MM`) of a property's calendar: its taken nights and closed check-in days (public). */
export const availabilityMonthQuery = (propertyId: string, month: string) =>
  queryOptions({
    queryKey: ['availability', propertyId, month],
    queryFn: ({ signal }) =>
      apiGet(`/v1/properties/${encodeURIComponent(propertyId)}/availability`, {
        query: { month },
        schema: availabilitySchema,
        signal,
      }),
  });

/**
 * The months of a property's calendar the picker shows, one request each, merged: the nights
 * taken and the days closed to check-in of every month answered so far. Nothing is asked while
 * `enabled` is false.
 */
export function useAvailabilityMonths(propertyId: string, months: readonly string[], enabled = true) {
  return useQueries({
    queries: months.map((month) => ({ ...availabilityMonthQuery(propertyId, month), enabled })),
    combine: mergeMonths,
  });
}

function mergeMonths(results: UseQueryResult<Availability>[]) {
  return {
    takenNights: new Set(results.flatMap((result) => result.data?.unavailable ?? [])),
    closedCheckIn: new Set(results.flatMap((result) => result.data?.closedCheckIn ?? [])),
    /** Every month asked for has answered. */
    complete: results.every((result) => result.data !== undefined),
    refetch: () => Promise.all(results.map((result) => result.refetch())),
  };
}

/**
 * The months whose calendar is asked for, one request each: this month and the next (the first
 * free stay is looked for in them), the month the picker shows and the next (a stay may run
 * into it), and the month of the typed check-in.
 */
export function monthsToShow(today: string, visibleMonth: string | null, checkIn: string | null): string[] {
  const first = monthOf(today);
  const months = [first, nextMonth(first)];
  if (visibleMonth && visibleMonth >= first) months.push(visibleMonth, nextMonth(visibleMonth));
  if (checkIn && /^\d{4}-\d{2}-\d{2}$/.test(checkIn) && monthOf(checkIn) >= first)
    months.push(monthOf(checkIn));
  return [...new Set(months)].sort();
}
