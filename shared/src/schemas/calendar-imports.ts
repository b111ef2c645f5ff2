import { z } from 'zod';
import { bookingStatusSchema } from './bookings.js';
import { requiredText, textField } from './fields.js';

/*
 * Import of other channels' calendars (issue 32): staff add an apartment's iCal export URL on
 * Airbnb, Booking.com or another channel; the booking service fetches it and blocks its nights.
 */

export const calendarFeedLimits = { channel: 60, url: 2000 } as const;

/**
 * Where a feed was given: the staff console, or the apartment's channel feeds in the CMS (kept in
 * step by the booking service's catalog sync; the console shows them and never removes them).
 */
export const calendarFeedSources = ['console', 'cms'] as const;
export type CalendarFeedSource = (typeof calendarFeedSources)[number];

/** `POST /staff/properties/:id/calendar-imports`: a channel's name and its feed's URL. */
export const calendarFeedInputSchema = z.lazy(() =>
  z.object({
    channel: requiredText(calendarFeedLimits.channel),
    url: textField('err_required')
      .trim()
      .min(1, { error: 'err_required', abort: true })
      .max(calendarFeedLimits.url, { error: 'err_too_long', abort: true })
      .refine((value) => URL.canParse(value) && /^https?:\/\//i.test(value), { error: 'err_url_format' }),
  }),
);
export type CalendarFeedInput = z.infer<typeof calendarFeedInputSchema>;

/** `/staff/properties/:id/calendar-imports/:feedId`. */
export const calendarFeedParamsSchema = z.lazy(() =>
  z.object({
    id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, { error: 'err_invalid_id' }),
    feedId: z.uuid({ error: 'not_found' }),
  }),
);

/** A feed and how its fetches went: the console shows a failure and its age. */
export const calendarFeedSchema = z.lazy(() =>
  z.object({
    id: z.uuid(),
    propertyId: z.string(),
    channel: z.string(),
    url: z.string(),
    source: z.enum(calendarFeedSources),
    lastSuccessAt: z.string().nullable(),
    lastFailureAt: z.string().nullable(),
    lastFailureMessage: z.string().nullable(),
    nextFetchAt: z.string(),
    createdAt: z.string(),
  }),
);
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

/** A booking as the staff calendar shows it: its status says whether it is a hold (`pending_payment`). */
export const calendarBookingSchema = z.lazy(() =>
  z.object({
    id: z.uuid(),
    number: z.string().nullable(),
    status: bookingStatusSchema,
    checkIn: z.iso.date(),
    checkOut: z.iso.date(),
    fullName: z.string().nullable(),
  }),
);
export type CalendarBooking = z.infer<typeof calendarBookingSchema>;

/** A channel block that a booking holds nights of: both stays and the channel. */
export const calendarConflictSchema = z.lazy(() =>
  z.object({
    id: z.uuid(),
    propertyId: z.string(),
    /** The apartment's English name (else any), for the console's list of every apartment's conflicts. */
    propertyName: z.string().nullable(),
    channel: z.string(),
    feedId: z.uuid(),
    createdAt: z.string(),
    block: z.object({ checkIn: z.iso.date(), checkOut: z.iso.date(), summary: z.string().nullable() }),
    booking: calendarBookingSchema,
  }),
);
export type CalendarConflict = z.infer<typeof calendarConflictSchema>;

/** `GET /staff/properties/:id/calendar-imports`: the apartment's feeds and open conflicts. */
export const calendarImportsSchema = z.lazy(() =>
  z.object({ feeds: z.array(calendarFeedSchema), conflicts: z.array(calendarConflictSchema) }),
);
export type CalendarImports = z.infer<typeof calendarImportsSchema>;
