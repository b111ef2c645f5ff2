import { moneySchema } from '@stayvn/shared';
import { z } from '@/lib/zod';
import { bookingStatuses, cancellationReasons, paymentMethods } from '../utils/booking-rules';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** `GET /v1/properties/:id/availability`: the nights already taken. */
export const availabilitySchema = z.lazy(() => z.object({ unavailable: z.array(isoDate) }));

/** The price of a stay as the booking service computes it; the client never sends a price. */
export const priceBreakdownSchema = z.lazy(() =>
  z.object({
    nightlyRate: moneySchema,
    nights: z.number().int().positive(),
    rent: moneySchema,
    charges: moneySchema,
    /** Percent, e.g. 10. */
    vatRate: z.number().nonnegative(),
    vat: moneySchema,
    total: moneySchema,
    totalVnd: moneySchema,
    /** VND per USD when the price was made; a booking keeps it. */
    exchangeRate: z.number().positive(),
  }),
);
export type PriceBreakdown = z.infer<typeof priceBreakdownSchema>;

const bookedPropertySchema = z.lazy(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    imageUrl: z.string().nullish(),
    address: z.string().nullish(),
  }),
);

export const paymentMethodSchema = z.enum(paymentMethods);

/** `GET /v1/bookings/quote`. */
export const quoteSchema = z.lazy(() =>
  z.object({
    property: bookedPropertySchema,
    checkIn: isoDate,
    checkOut: isoDate,
    breakdown: priceBreakdownSchema,
    paymentMethods: z.array(paymentMethodSchema).min(1),
  }),
);
export type Quote = z.infer<typeof quoteSchema>;

export const bookingSchema = z.lazy(() =>
  z.object({
    number: z.string(),
    status: z.enum(bookingStatuses),
    property: bookedPropertySchema,
    checkIn: isoDate,
    checkOut: isoDate,
    breakdown: priceBreakdownSchema,
    paymentMethod: paymentMethodSchema,
    guest: z.object({ fullName: z.string(), email: z.string(), phoneNumber: z.string() }),
    bookingForSomeoneElse: z.boolean(),
    specialRequirements: z.string().nullish(),
    vatInvoice: z.object({ companyName: z.string(), address: z.string(), taxCode: z.string() }).nullish(),
    holdExpiresAt: z.string().nullish(),
    createdAt: z.string(),
    cancellation: z
      .object({
        reason: z.enum(cancellationReasons),
        note: z.string().nullish(),
        percent: z.number(),
        cost: moneySchema,
        refund: moneySchema,
        cancelledAt: z.string(),
      })
      .nullish(),
  }),
);
export type Booking = z.infer<typeof bookingSchema>;

export const bookingListSchema = z.lazy(() => z.object({ items: z.array(bookingSchema) }));

/** `GET /v1/bookings/:number/bank-transfer`. */
export const bankTransferSchema = z.lazy(() =>
  z.object({
    bankName: z.string(),
    accountNumber: z.string(),
    accountName: z.string(),
    branch: z.string().nullish(),
    amount: moneySchema,
    transferContent: z.string(),
    /** The VietQR (EMVCo) payload a banking app scans. */
    qrPayload: z.string().min(1),
  }),
);
export type BankTransfer = z.infer<typeof bankTransferSchema>;

/** `GET /v1/bookings/:number/cancellation`: what cancelling now would cost. */
export const cancellationQuoteSchema = z.lazy(() =>
  z.object({
    percent: z.number(),
    cost: moneySchema,
    refund: moneySchema,
    paid: moneySchema,
    /** The last moment for the lower rate (14:00 Vietnam time, two days before check-in). */
    cutoff: z.string(),
  }),
);
export type CancellationQuote = z.infer<typeof cancellationQuoteSchema>;
