import type { Language, PaymentProvider as OnlineProviderName, PaymentRedirect } from '@stayvn/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { BookingsService } from '../../bookings/bookings-service.js';
import type { BookingRow, PaymentRow } from '../../db/schema/index.js';
import type { PaymentsRepository } from '../payments-repository.js';

/*
 * One interface for every way a booking is paid: open a payment, verify the provider's signed
 * notification, send a refund. Stripe (stripe.ts) and VNPay (vnpay.ts) talk to their gateways
 * (gateways.ts); a bank transfer (bank-transfer.ts) has no provider to talk to. The payment rules
 * (checkout, notifications, refunds) pick a provider by name and never branch on it.
 */

/** The online providers (stored on payment rows) and bank transfer. */
export type ProviderName = OnlineProviderName | 'bank_transfer';

/** What a provider needs from the service to open a payment. */
export interface ProviderContext {
  repository: PaymentsRepository;
  bookings: BookingsService;
  webUrl: string;
  publicUrl: string;
  log: FastifyBaseLogger;
  now: () => Date;
}

/** A booking waiting for its payment, and the guest asking for it. */
export interface PaymentRequest {
  booking: BookingRow;
  /** The booking's number (its id before it has one). */
  number: string;
  language: Language;
  ipAddress: string;
}

export interface PaymentProvider<Notification = never, Verified = never> {
  readonly name: ProviderName;
  /** A new payment attempt of the booking: its row, and where the guest pays. */
  createPayment(request: PaymentRequest): Promise<PaymentRedirect>;
  /** The notification's content when the provider signed it; undefined when it did not. */
  verifyNotification(notification: Notification): Verified | undefined;
  /** Sends `refund` of `charge` (which has its provider payment id); the provider's reference. Throws when refused. */
  refund(refund: PaymentRow, charge: PaymentRow & { providerPaymentId: string }): Promise<string>;
}
