import { z } from 'zod';
import { paymentMethods, paymentProviders } from '../payment-methods.js';

/*
 * The payment endpoints' payloads (issue 17): starting a card (Stripe Checkout) or VNPay payment
 * for a booking, the provider notifications the booking service trusts after checking their
 * signature, and staff's view of payments and refunds. Card data never passes through here: the
 * guest types it on the provider's own page.
 */

export const paymentProviderSchema = z.enum(paymentProviders);
export const paymentKinds = ['charge', 'refund'] as const;
export type PaymentKind = (typeof paymentKinds)[number];
/**
 * A charge: `pending` (page opened) → `processing` (an async method was accepted, money not yet in)
 * → `succeeded` | `failed` | `expired`. A refund: `pending` (to send, or retried after a failure)
 * → `succeeded` | `failed` (the provider refused it for good: staff must act).
 */
export const paymentStatuses = ['pending', 'processing', 'succeeded', 'failed', 'expired'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/** `GET /v1/payments/methods`: the methods a guest may choose now (a provider without credentials is off). */
export const paymentMethodsAvailabilitySchema = z.lazy(() =>
  z.object({ methods: z.array(z.enum(paymentMethods)) }),
);
export type PaymentMethodsAvailability = z.infer<typeof paymentMethodsAvailabilitySchema>;

/** `POST /v1/bookings/:number/payment?lang`: where to send the guest to pay. */
export const paymentRedirectSchema = z.lazy(() =>
  z.object({
    provider: paymentProviderSchema,
    /** The provider's page (Stripe Checkout or VNPay), or its local stand-in in development. */
    redirectUrl: z.string(),
    /** ISO instant after which that page no longer takes the payment (never after the hold). */
    expiresAt: z.string(),
  }),
);
export type PaymentRedirect = z.infer<typeof paymentRedirectSchema>;

// ---------------------------------------------------------------------------------------------
// Stripe: the parts of a verified webhook event the service reads.

export const stripeEventSchema = z.lazy(() =>
  z.object({
    id: z.string().min(1),
    type: z.string().min(1),
    data: z.object({ object: z.record(z.string(), z.unknown()) }),
  }),
);
export type StripeEventPayload = z.infer<typeof stripeEventSchema>;

const stripeId = z.string().min(1).max(255);

export const stripeCheckoutSessionSchema = z.lazy(() =>
  z.object({
    id: stripeId,
    payment_status: z.string(),
    payment_intent: stripeId.nullable().optional(),
    amount_total: z.number().int().nullable().optional(),
    currency: z.string().nullable().optional(),
    metadata: z.record(z.string(), z.string()).nullable().optional(),
  }),
);
export type StripeCheckoutSessionPayload = z.infer<typeof stripeCheckoutSessionSchema>;

export const stripeChargeSchema = z.lazy(() =>
  z.object({
    id: stripeId,
    payment_intent: stripeId.nullable().optional(),
    amount: z.number().int(),
    amount_refunded: z.number().int(),
    currency: z.string(),
  }),
);
export type StripeChargePayload = z.infer<typeof stripeChargeSchema>;

/** What the webhook answers a verified event (a duplicate too: Stripe must stop resending it). */
export const paymentWebhookAnswerSchema = z.lazy(() =>
  z.object({ received: z.literal(true), duplicate: z.boolean() }),
);

// ---------------------------------------------------------------------------------------------
// VNPay: the IPN (server to server, GET with a signed query) and the guest's return address.

const vnpayValue = z.union([z.string().max(2000), z.array(z.string().max(2000)).max(10)]).optional();

/**
 * The query VNPay sends to the IPN and return addresses. Its fields are checked by their
 * signature, not refused by a schema: every field is kept (the signature covers all of them),
 * and a query that does not verify is answered in VNPay's codes.
 */
export const vnpayQuerySchema = z.lazy(() =>
  z
    .object({
      vnp_Amount: vnpayValue,
      vnp_BankCode: vnpayValue,
      vnp_BankTranNo: vnpayValue,
      vnp_CardType: vnpayValue,
      vnp_OrderInfo: vnpayValue,
      vnp_PayDate: vnpayValue,
      vnp_ResponseCode: vnpayValue,
      vnp_TmnCode: vnpayValue,
      vnp_TransactionNo: vnpayValue,
      vnp_TransactionStatus: vnpayValue,
      vnp_TxnRef: vnpayValue,
      vnp_SecureHash: vnpayValue,
      vnp_SecureHashType: vnpayValue,
    })
    .catchall(vnpayValue),
);
/** The query as the service reads it: every field, one value or several. */
export type VnpayQuery = Record<string, string | string[]>;

/** The fields of a signed VNPay result the service reads (after the hash is verified). */
export const vnpayResultSchema = z.lazy(() =>
  z.object({
    vnp_TxnRef: z.string().min(1).max(100),
    vnp_Amount: z.string().regex(/^\d{1,15}$/),
    vnp_ResponseCode: z.string().max(4),
    vnp_TransactionStatus: z.string().max(4).optional(),
    vnp_TransactionNo: z.string().max(64).optional(),
    vnp_PayDate: z.string().max(20).optional(),
    vnp_SecureHash: z.string().min(1),
  }),
);

/** VNPay's answer codes for an IPN. */
export const vnpayIpnCodes = {
  confirmed: '00',
  orderNotFound: '01',
  alreadyConfirmed: '02',
  invalidAmount: '04',
  invalidSignature: '97',
  other: '99',
} as const;

export const vnpayIpnAnswerSchema = z.lazy(() =>
  z.object({
    RspCode: z.enum(['00', '01', '02', '04', '97', '99']),
    Message: z.string(),
  }),
);
export type VnpayIpnAnswer = z.infer<typeof vnpayIpnAnswerSchema>;

// ---------------------------------------------------------------------------------------------
// Staff: GET /staff/payments?kind=refund&status=pending

export const staffPaymentsQuerySchema = z.lazy(() =>
  z.object({
    kind: z.enum(paymentKinds).optional(),
    status: z.enum(paymentStatuses).optional(),
  }),
);

export const staffPaymentSchema = z.lazy(() =>
  z.object({
    id: z.string(),
    bookingNumber: z.string().nullable(),
    kind: z.enum(paymentKinds),
    provider: paymentProviderSchema,
    status: z.enum(paymentStatuses),
    /** In the currency's smallest unit (VND has none smaller than the dong). */
    amount: z.number().int(),
    currency: z.string(),
    providerRef: z.string().nullable(),
    providerPaymentId: z.string().nullable(),
    /** Why a refund was made: `cancellation`, `late_payment_nights_taken`, `duplicate_payment`. */
    reason: z.string().nullable(),
    attempts: z.number().int(),
    lastError: z.string().nullable(),
    nextAttemptAt: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
);
export type StaffPayment = z.infer<typeof staffPaymentSchema>;
