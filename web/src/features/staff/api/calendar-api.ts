import type { CalendarFeedInput, Language, ManualBlockInput } from '@stayvn/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { staffSend } from './staff-session';

const schemas = () => import('./schemas');

/** The staff calendar's calls (issue 32): apartments, a month, manual blocks, feeds, conflicts. */
export const calendarKeys = {
  all: ['staff', 'calendar'] as const,
  properties: ['staff', 'calendar', 'properties'] as const,
  month: (propertyId: string) => ['staff', 'calendar', 'month', propertyId] as const,
  feeds: (propertyId: string) => ['staff', 'calendar', 'feeds', propertyId] as const,
  conflicts: ['staff', 'calendar', 'conflicts'] as const,
};

const path = (propertyId: string, rest: string) =>
  `/staff/properties/${encodeURIComponent(propertyId)}/${rest}`;

export const propertiesQuery = (q: string, lang: Language) =>
  queryOptions({
    queryKey: [...calendarKeys.properties, q, lang],
    queryFn: () =>
      staffSend('/staff/properties', {
        query: { q: q.trim() || undefined, lang },
        schema: () => schemas().then((m) => m.staffPropertyListSchema),
      }),
    placeholderData: keepPreviousData,
  });

export const calendarMonthQuery = (propertyId: string, month: string, lang: Language) =>
  queryOptions({
    queryKey: [...calendarKeys.month(propertyId), month, lang],
    queryFn: () =>
      staffSend(path(propertyId, 'calendar'), {
        query: { month, lang },
        schema: () => schemas().then((m) => m.calendarMonthSchema),
      }),
    placeholderData: keepPreviousData,
  });

export const calendarFeedsQuery = (propertyId: string) =>
  queryOptions({
    queryKey: calendarKeys.feeds(propertyId),
    queryFn: () =>
      staffSend(path(propertyId, 'calendar-imports'), {
        schema: () => schemas().then((m) => m.calendarImportsSchema),
      }),
  });

export const calendarConflictsQuery = () =>
  queryOptions({
    queryKey: calendarKeys.conflicts,
    queryFn: () =>
      staffSend('/staff/calendar-conflicts', {
        schema: () => schemas().then((m) => m.calendarConflictListSchema),
      }),
  });

export function addManualBlock(propertyId: string, input: ManualBlockInput) {
  return staffSend(path(propertyId, 'calendar/blocks'), {
    method: 'POST',
    body: input,
    schema: () => schemas().then((m) => m.manualBlockSchema),
  });
}

export function removeManualBlock(propertyId: string, blockId: string) {
  return staffSend(path(propertyId, `calendar/blocks/${encodeURIComponent(blockId)}`), {
    method: 'DELETE',
    schema: () => schemas().then((m) => m.manualBlockSchema),
  });
}

export function addCalendarFeed(propertyId: string, input: CalendarFeedInput) {
  return staffSend(path(propertyId, 'calendar-imports'), {
    method: 'POST',
    body: input,
    schema: () => schemas().then((m) => m.calendarFeedSchema),
  });
}

export function removeCalendarFeed(propertyId: string, feedId: string) {
  return staffSend(path(propertyId, `calendar-imports/${encodeURIComponent(feedId)}`), {
    method: 'DELETE',
    schema: () => schemas().then((m) => m.calendarFeedSchema),
  });
}
