import { z } from 'zod';
import { isIsoDate, nightsBetween } from '../dates.js';
import { languageCodes } from '../languages.js';
import { isMonth } from '../staff-calendar.js';
import { calendarBookingSchema, calendarConflictSchema } from './calendar-imports.js';
import { optionalText, propertyIdField } from './fields.js';

/*
 * The staff calendar (issue 32 item 3): one apartment's month, and the nights staff close by hand
 * (maintenance, an owner's stay…) with a reason, which the audit log records.
 */

export const manualBlockReasons = ['maintenance', 'owner_stay', 'other'] as const;
export type ManualBlockReason = (typeof manualBlockReasons)[number];
export const manualBlockLimits = { note: 500, nights: 366 } as const;

const dayField = (requiredKey: string) =>
  z
    .string({ error: requiredKey })
    .min(1, { error: requiredKey, abort: true })
    .refine(isIsoDate, { error: 'err_date_invalid' });

/**
 * `POST /staff/properties/:id/calendar/blocks`: the nights `[checkIn, checkOut)`, a reason, and a
 * note (required when the reason is `other`).
 */
export const manualBlockInputSchema = z.lazy(() =>
  z
    .object({
      checkIn: dayField('err_check_in_required'),
      checkOut: dayField('err_check_out_required'),
      reason: z.enum(manualBlockReasons, { error: 'err_invalid_value' }),
      note: optionalText(manualBlockLimits.note),
    })
    .superRefine((value, context) => {
      if (isIsoDate(value.checkIn) && isIsoDate(value.checkOut)) {
        const nights = nightsBetween(value.checkIn, value.checkOut);
        if (nights < 1)
          context.addIssue({ code: 'custom', message: 'err_date_end_before_start', path: ['checkOut'] });
        else if (nights > manualBlockLimits.nights)
          context.addIssue({ code: 'custom', message: 'err_date_range_too_long', path: ['checkOut'] });
      }
      if (value.reason === 'other' && !value.note)
        context.addIssue({ code: 'custom', message: 'err_required', path: ['note'] });
    }),
);
export type ManualBlockInput = z.infer<typeof manualBlockInputSchema>;

/** `/staff/properties/:id/calendar/blocks/:blockId`. */
export const manualBlockParamsSchema = z.lazy(() =>
  z.object({ id: propertyIdField, blockId: z.uuid({ error: 'not_found' }) }),
);

export const manualBlockSchema = z.lazy(() =>
  z.object({
    id: z.uuid(),
    propertyId: z.string(),
    checkIn: z.iso.date(),
    checkOut: z.iso.date(),
    reason: z.enum(manualBlockReasons),
    note: z.string().nullable(),
    createdBy: z.string().nullable(),
    createdAt: z.string(),
  }),
);
export type ManualBlock = z.infer<typeof manualBlockSchema>;

/** `GET /staff/properties/:id/calendar?month=YYYY-MM`. */
export const calendarMonthQuerySchema = z.lazy(() =>
  z.object({
    month: z.string({ error: 'err_required' }).refine(isMonth, { error: 'err_invalid_value' }),
    lang: z.enum(languageCodes).default('en'),
  }),
);

/** A channel's block; `applied: false` is one a booking stands in the way of (a conflict). */
export const calendarChannelBlockSchema = z.lazy(() =>
  z.object({
    id: z.uuid(),
    feedId: z.uuid(),
    channel: z.string(),
    checkIn: z.iso.date(),
    checkOut: z.iso.date(),
    summary: z.string().nullable(),
    applied: z.boolean(),
  }),
);
export type CalendarChannelBlock = z.infer<typeof calendarChannelBlockSchema>;

/** Everything that takes a night of the month at one apartment, and its open conflicts. */
export const calendarMonthSchema = z.lazy(() =>
  z.object({
    propertyId: z.string(),
    propertyName: z.string().nullable(),
    month: z.string(),
    bookings: z.array(calendarBookingSchema),
    channelBlocks: z.array(calendarChannelBlockSchema),
    manualBlocks: z.array(manualBlockSchema),
    conflicts: z.array(calendarConflictSchema),
  }),
);
export type CalendarMonth = z.infer<typeof calendarMonthSchema>;

/** `GET /staff/properties?q=`: apartments by a part of their name, for the calendar's picker. */
export const staffPropertyQuerySchema = z.lazy(() =>
  z.object({ q: optionalText(100), lang: z.enum(languageCodes).default('en') }),
);

export const staffPropertyListSchema = z.lazy(() =>
  z.object({ items: z.array(z.object({ id: z.string(), name: z.string() })) }),
);
export type StaffPropertyList = z.infer<typeof staffPropertyListSchema>;

/** `GET /staff/calendar-conflicts`: every apartment's open conflicts, newest first. */
export const calendarConflictListSchema = z.lazy(() => z.object({ items: z.array(calendarConflictSchema) }));
