import type { FastifyBaseLogger } from 'fastify';
import type { BookingsService } from '../bookings/bookings-service.js';
import type { Database } from '../db/connect.js';
import type { BookingRow } from '../db/schema/index.js';
import type { MailJob } from '../outbox/outbox-service.js';
import type { StripeGateway, VnpayGateway } from './gateways.js';
import type { PaymentsRepository } from './payments-repository.js';
import type { Providers } from './providers/registry.js';

/*
 * What the parts of the payments service (checkout, notifications, refunds, staff views) share:
 * the service's options with their defaults filled in, and the providers by name.
 */

export interface PaymentsServiceOptions {
  db: Database;
  repository: PaymentsRepository;
  bookings: BookingsService;
  stripe: StripeGateway | null;
  vnpay: VnpayGateway | null;
  /** Queues a mail in the caller's transaction (the durable outbox). */
  enqueueMail: (job: MailJob, tx: Database) => Promise<unknown>;
  /** After a transaction that queued mail or refunds commits: have the workers look now. */
  afterCommit?: () => void;
  webUrl: string;
  publicUrl: string;
  log: FastifyBaseLogger;
  retryBaseMs: number;
  retryMaxMs: number;
  leaseMs?: number;
  now?: () => Date;
}

export interface PaymentsContext extends Omit<
  PaymentsServiceOptions,
  'stripe' | 'vnpay' | 'afterCommit' | 'leaseMs' | 'now'
> {
  providers: Providers;
  afterCommit: () => void;
  leaseMs: number;
  now: () => Date;
}

export function bookingNumberOf(row: BookingRow): string {
  return row.number ?? row.id;
}
