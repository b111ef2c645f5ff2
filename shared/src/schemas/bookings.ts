import { z } from 'zod';
import { monthPattern } from '../availability.js';
import { normalizeBookingNumber } from '../booking-numbers.js';
import { bookingLimits, bookingStatuses, vietnameseTaxCodePattern } from '../bookings.js';
import { cancellationReasons } from '../cancellation.js';
import { paymentMethods } from '../payment-methods.js';
import { defaultCurrency } from '../currency.js';
import { checkStayRange, isIsoDate, nightsBetween, todayInVietnam } from '../dates.js';
import { limits } from '../fields.js';
import { defaultLanguage, languageCodes } from '../languages.js';
import { imageSchema } from './catalog.js';
import { currencySchema } from './currency.js';
import { emailField, optionalText, phoneField, requiredText } from './fields.js';
import { languageSchema } from './languages.js';

/*
 * The booking endpoints' payloads (issue 16). Every message is a message key the web translates;
 * the booking service answers the same keys in its field errors.
 */

export const bookingStatusSchema = z.enum(bookingStatuses);
export const cancellationReasonSchema = z.enum(cancellationReasons, { error: 'err_cancellation_reason' });
export const paymentMethodSchema = z.enum(paymentMethods, { error: 'err_payment_method' });

const propertyIdField = z
  .string({ error: 'err_invalid_id' })
  .regex(/^[A-Za-z0-9_-]{1,64}$/, { error: 'err_invalid_id' });

/** A calendar date `YYYY-MM-DD` (Vietnam time), with the field's required message. */
function dateField(requiredKey: string) {
  return z
    .string({ error: requiredKey })
    .min(1, { error: requiredKey, abort: true })
    .refine(isIsoDate, { error: 'err_date_invalid' });
}

/** check-in before check-out; the "not before today" and length rules are the server's. */
const stayDates = {
  checkIn: dateField('err_check_in_required'),
  checkOut: dateField('err_check_out_required'),
};
function checkOutAfterCheckIn(value: { checkIn: string; checkOut: string }) {
  return (
    !isIsoDate(value.checkIn) ||
    !isIsoDate(value.checkOut) ||
    nightsBetween(value.checkIn, value.checkOut) >= 1
  );
}
const checkOutAfterCheckInIssue = { error: 'err_date_end_before_start', path: ['checkOut'] };

// ---------------------------------------------------------------------------------------------
// Availability: GET /v1/properties/:id/availability?month=YYYY-MM

export const availabilityQuerySchema = z.lazy(() =>
  z.object({
    month: z
      .string({ error: 'err_required' })
      .min(1, { error: 'err_required', abort: true })
      .regex(monthPattern, { error: 'err_date_invalid' }),
  }),
);
export type AvailabilityQuery = z.infer<typeof availabilityQuerySchema>;

/** One month of an apartment's calendar, as the guest's date picker greys it. */
export const availabilitySchema = z.lazy(() =>
  z.object({
    month: z.string(),
    /** Taken nights of the month (booked, held, blocked): a stay may not include any (it may end on one). */
    unavailable: z.array(z.string()),
    /** Free days of the month a stay cannot start on: its minimum stay runs into a taken night. */
    closedCheckIn: z.array(z.string()),
  }),
);
export type Availability = z.infer<typeof availabilitySchema>;

// ---------------------------------------------------------------------------------------------
// Money

/** One currency's lines of a price breakdown, in its minor unit (USD cents, dong). */
export const priceLinesSchema = z.lazy(() =>
  z.object({
    nightlyRate: z.number().int().nonnegative(),
    rent: z.number().int().nonnegative(),
    charges: z.number().int().nonnegative(),
    vat: z.number().int().nonnegative(),
    total: z.number().int().nonnegative(),
  }),
);
export type PriceLinesPayload = z.infer<typeof priceLinesSchema>;

/**
 * Nights at one price (seasonal rates, issue 32): the nightly price in USD cents and in dong,
 * whether they are weekend nights at a weekend price, and the holiday that priced them.
 */
export const rateLineSchema = z.lazy(() =>
  z.object({
    nights: z.number().int().positive(),
    usd: z.number().int().nonnegative(),
    vnd: z.number().int().nonnegative(),
    weekend: z.boolean(),
    holiday: z
      .object({ key: z.string(), name: z.partialRecord(z.enum(languageCodes), z.string()) })
      .nullable(),
  }),
);
export type RateLinePayload = z.infer<typeof rateLineSchema>;

/** A price breakdown computed by the server; a booking keeps the one it was made with. */
export const priceBreakdownSchema = z.lazy(() =>
  z.object({
    nights: z.number().int().positive(),
    /** Percent, e.g. 5 for 5%. */
    serviceChargeRate: z.number().nonnegative(),
    /** Percent, e.g. 10 for 10%. */
    vatRate: z.number().nonnegative(),
    /** VND per USD used for the VND lines. */
    exchangeRate: z.number().positive(),
    /** Whether the nightly rate is the property's offer price. */
    isOffer: z.boolean(),
    usd: priceLinesSchema,
    vnd: priceLinesSchema,
    /** The nights grouped by price; absent on bookings made before seasonal rates. */
    rates: z.array(rateLineSchema).optional(),
  }),
);
export type PriceBreakdownPayload = z.infer<typeof priceBreakdownSchema>;

/** An amount in both currencies. */
export const dualAmountSchema = z.lazy(() =>
  z.object({ usd: z.number().int().nonnegative(), vnd: z.number().int().nonnegative() }),
);
export type DualAmount = z.infer<typeof dualAmountSchema>;

/** What a summary or a booking shows of the property, in the asked language. */
export const bookingPropertySchema = z.lazy(() =>
  z.object({
    id: z.string(),
    slug: z.string(),
    name: z.string(),
    address: z.string().nullable(),
    district: z.string().nullable(),
    image: imageSchema.nullable(),
  }),
);
export type BookingProperty = z.infer<typeof bookingPropertySchema>;

// ---------------------------------------------------------------------------------------------
// Quote: GET /v1/bookings/quote?propertyId&checkIn&checkOut&currency&lang

export const bookingQuoteQuerySchema = z.lazy(() =>
  z
    .object({
      propertyId: propertyIdField,
      ...stayDates,
      currency: currencySchema.default(defaultCurrency),
      lang: languageSchema.default(defaultLanguage),
    })
    .refine(checkOutAfterCheckIn, checkOutAfterCheckInIssue),
);
export type BookingQuoteQuery = z.infer<typeof bookingQuoteQuerySchema>;

/**
 * A stay's dates as the service will price them: real dates, check-out after check-in, check-in
 * not before `today` and the stay at most one month (`checkStayRange`, the service's own check),
 * with the keys and fields of its 400. The payment summary asks for a quote only for dates this
 * accepts (issue 31).
 */
export function createStayDatesSchema(today: () => string = todayInVietnam) {
  return z.object(stayDates).superRefine((value, ctx) => {
    if (!isIsoDate(value.checkIn) || !isIsoDate(value.checkOut)) return;
    const broken = checkStayRange(value.checkIn, value.checkOut, today());
    if (broken) ctx.addIssue({ code: 'custom', path: [broken.field], message: broken.code });
  });
}

export const bookingQuoteSchema = z.lazy(() =>
  z.object({
    property: bookingPropertySchema,
    checkIn: z.string(),
    checkOut: z.string(),
    /** Vietnam time, `HH:mm`. */
    checkInTime: z.string(),
    checkOutTime: z.string(),
    price: priceBreakdownSchema,
    /** The currency the guest chose to see; both are always given. */
    currency: currencySchema,
  }),
);
export type BookingQuote = z.infer<typeof bookingQuoteSchema>;

// ---------------------------------------------------------------------------------------------
// Create: POST /v1/bookings (header Idempotency-Key)

/**
 * Runs a refinement even when other fields failed (zod skips them by default), as long as the
 * body is an object at all: a missing body (null) or a string has no fields to check (the fuzz
 * suite found `null.vatInvoice` as a 500, issue 20).
 */
const always = {
  when: ({ value }: { value: unknown }) =>
    typeof value === 'object' && value !== null && !Array.isArray(value),
};

export const createBookingSchema = z.lazy(() =>
  z
    .object({
      propertyId: propertyIdField,
      ...stayDates,
      /** Full name as in the passport. */
      fullName: requiredText(bookingLimits.fullName, 'err_fullname'),
      email: emailField(),
      phoneNumber: phoneField,
      forSomeoneElse: z.boolean().default(false),
      specialRequirements: optionalText(bookingLimits.specialRequirements),
      vatInvoice: z.boolean().default(false),
      companyName: optionalText(bookingLimits.companyName),
      companyAddress: optionalText(bookingLimits.companyAddress),
      taxCode: optionalText(20),
      paymentMethod: paymentMethodSchema,
      language: languageSchema,
      acceptTerms: z.literal(true, { error: 'err_terms_required' }),
    })
    .refine(checkOutAfterCheckIn, checkOutAfterCheckInIssue)
    // The invoice fields are checked even when another field is wrong, so a person sees every
    // problem of the form at once.
    .refine((value) => !value.vatInvoice || Boolean(value.companyName), {
      ...always,
      error: 'err_required',
      path: ['companyName'],
    })
    .refine((value) => !value.vatInvoice || Boolean(value.companyAddress), {
      ...always,
      error: 'err_required',
      path: ['companyAddress'],
    })
    .refine((value) => !value.vatInvoice || Boolean(value.taxCode), {
      ...always,
      error: 'err_required',
      path: ['taxCode'],
    })
    .refine(
      (value) =>
        !value.vatInvoice || !value.taxCode || vietnameseTaxCodePattern.test(String(value.taxCode).trim()),
      { ...always, error: 'err_tax_code_format', path: ['taxCode'] },
    ),
);
export type CreateBookingInput = z.input<typeof createBookingSchema>;
export type CreateBooking = z.output<typeof createBookingSchema>;

// ---------------------------------------------------------------------------------------------
// A booking

export const bookingCancellationSchema = z.lazy(() =>
  z.object({
    reason: cancellationReasonSchema,
    note: z.string().nullable(),
    /** ISO instant. */
    cancelledAt: z.string(),
    percent: z.number().int(),
    cost: dualAmountSchema,
    refund: dualAmountSchema,
    /** `none` when nothing was paid; `pending` until staff have sent it; `refunded` after. */
    refundStatus: z.enum(['none', 'pending', 'refunded']),
    refundWorkingDays: z.number().int(),
  }),
);
export type BookingCancellation = z.infer<typeof bookingCancellationSchema>;

export const bookingSchema = z.lazy(() =>
  z.object({
    /** The booking's id (uuid); pages use the number. */
    id: z.string(),
    /** `SV-XXXX-XXXX-XXXX`: read over the phone, the transfer content without dashes. */
    number: z.string(),
    status: bookingStatusSchema,
    /** current (in stay), upcoming (before check-in) or previous (ended, cancelled, rejected, expired). */
    group: z.enum(['current', 'upcoming', 'previous']),
    property: bookingPropertySchema,
    checkIn: z.string(),
    checkOut: z.string(),
    checkInTime: z.string(),
    checkOutTime: z.string(),
    fullName: z.string(),
    email: z.string(),
    phoneNumber: z.string(),
    forSomeoneElse: z.boolean(),
    specialRequirements: z.string().nullable(),
    vatInvoice: z
      .object({ companyName: z.string(), companyAddress: z.string(), taxCode: z.string() })
      .nullable(),
    paymentMethod: paymentMethodSchema,
    language: languageSchema,
    price: priceBreakdownSchema,
    /** ISO instant until which an unpaid booking holds its dates; null once paid or ended. */
    holdExpiresAt: z.string().nullable(),
    createdAt: z.string(),
    transferredAt: z.string().nullable(),
    confirmedAt: z.string().nullable(),
    cancellation: bookingCancellationSchema.nullable(),
    /** Whether the guest may cancel now. */
    cancellable: z.boolean(),
  }),
);
export type Booking = z.infer<typeof bookingSchema>;

/** `GET /v1/bookings?lang`: the user's bookings, newest check-in first. */
export const bookingListQuerySchema = z.lazy(() =>
  z.object({ lang: languageSchema.default(defaultLanguage) }),
);
export type BookingListQuery = z.infer<typeof bookingListQuerySchema>;
export const bookingListSchema = z.lazy(() => z.object({ items: z.array(bookingSchema) }));
export type BookingList = z.infer<typeof bookingListSchema>;

/**
 * `:number` of `/v1/bookings/:number/...`: a booking number as a person types it (any case,
 * dashes optional), or the booking's id. Either way only its owner gets it; others get 404.
 */
export const bookingRefParamsSchema = z.lazy(() =>
  z.object({
    number: z
      .string()
      .max(64, { error: 'err_booking_number' })
      .transform((value, context) => {
        if (/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value))
          return { id: value.toLowerCase() } as { id: string; number?: never };
        const number = normalizeBookingNumber(value);
        if (number) return { number } as { number: string; id?: never };
        context.addIssue({ code: 'custom', message: 'err_booking_number' });
        return z.NEVER;
      }),
  }),
);
export type BookingRefParams = z.output<typeof bookingRefParamsSchema>;

export const bookingLangQuerySchema = bookingListQuerySchema;

// ---------------------------------------------------------------------------------------------
// Bank transfer: GET /v1/bookings/:number/bank-transfer, POST /v1/bookings/:number/transferred

export const bankTransferSchema = z.lazy(() =>
  z.object({
    number: z.string(),
    status: bookingStatusSchema,
    bankName: z.string(),
    bankBin: z.string(),
    accountNumber: z.string(),
    accountName: z.string(),
    amountVnd: z.number().int().positive(),
    /** What to write as the transfer content: the booking number without dashes. */
    content: z.string(),
    /** The VietQR (EMVCo) payload to draw as a QR code. */
    qrPayload: z.string(),
    holdExpiresAt: z.string().nullable(),
  }),
);
export type BankTransfer = z.infer<typeof bankTransferSchema>;

// ---------------------------------------------------------------------------------------------
// Cancellation: GET /v1/bookings/:number/cancellation, POST /v1/bookings/:number/cancel

export const cancellationQuoteSchema = z.lazy(() =>
  z.object({
    cancellable: z.boolean(),
    percent: z.number().int(),
    /** ISO instant: cancelling before it costs the early percent. */
    cutOff: z.string(),
    /** What counts as paid: only money staff or the provider have confirmed. */
    paid: dualAmountSchema,
    /** A transfer the guest says they made that staff have not confirmed: not paid, not refunded. */
    unconfirmedTransfer: dualAmountSchema,
    cost: dualAmountSchema,
    refund: dualAmountSchema,
    refundWorkingDays: z.number().int(),
  }),
);
export type CancellationQuote = z.infer<typeof cancellationQuoteSchema>;

export const cancelBookingSchema = z.lazy(() =>
  z
    .object({
      reason: cancellationReasonSchema,
      note: optionalText(bookingLimits.cancellationNote),
    })
    .refine((value) => value.reason !== 'other' || Boolean(value.note), {
      error: 'err_required',
      path: ['note'],
    }),
);
export type CancelBookingInput = z.infer<typeof cancelBookingSchema>;

// ---------------------------------------------------------------------------------------------
// Staff: POST /staff/bookings/:number/confirm-transfer, /staff/bookings/:number/reject

export const staffBookingActionSchema = z.lazy(() =>
  z.object({ reason: optionalText(limits.ownerDescription) }).default({}),
);
export type StaffBookingAction = z.infer<typeof staffBookingActionSchema>;
