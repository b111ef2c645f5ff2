import { bookingSchema, paymentRedirectSchema, type Booking, type CreateBookingInput } from '@stayvn/shared';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, expect } from 'vitest';
import {
  devStripeSecretKey,
  devStripeWebhookSecret,
  devVnpayHashSecret,
  devVnpayTmnCode,
} from '../../src/config/env.js';
import { bookings, payments } from '../../src/db/schema/index.js';
import { startStripeStandIn, type StripeStandIn } from '../../dev/stand-ins/stripe-stand-in.js';
import { startVnpayStandIn, type VnpayStandIn } from '../../dev/stand-ins/vnpay-stand-in.js';
import type { SignedIn } from './accounts.js';
import { bearer, bookingInput, buildBookings, createBooking, type BookingsTestbed } from './bookings.js';
import type { PeerProperty } from './cms-peer.js';

export interface PaymentsTestbed extends BookingsTestbed {
  stripe: StripeStandIn;
  vnpay: VnpayStandIn;
}

/**
 * The bookings testbed with both payment stand-ins: the service's `stripe` client and `vnpay`
 * library talk to them over HTTP; their webhooks and IPNs come back through `app.inject`. The
 * refund worker is off: tests run `paymentsService.runDueRefunds()` themselves.
 */
export async function buildPayments(
  properties: PeerProperty[],
  env: Record<string, string | undefined> = {},
): Promise<PaymentsTestbed> {
  // The app is built after the stand-ins, which hand their notifications to it.
  const target: { app?: FastifyInstance } = {};
  const stripe = await startStripeStandIn({
    secretKey: devStripeSecretKey,
    webhookSecret: devStripeWebhookSecret,
    deliver: async (payload, signature) => {
      await target.app?.inject({
        method: 'POST',
        url: '/v1/payments/stripe/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        payload,
      });
    },
  });
  const vnpay = await startVnpayStandIn({
    tmnCode: devVnpayTmnCode,
    hashSecret: devVnpayHashSecret,
    deliverIpn: async (query) => {
      await target.app?.inject({ method: 'GET', url: `/v1/payments/vnpay/ipn?${query}` });
    },
  });
  afterAll(async () => {
    await stripe.close();
    await vnpay.close();
  });
  const testbed = await buildBookings(properties, {
    STRIPE_API_URL: stripe.url,
    VNPAY_URL: vnpay.url,
    REFUND_JOBS_WORKER: 'false',
    ...env,
  });
  target.app = testbed.app;
  return { ...testbed, stripe, vnpay };
}

export async function bookWith(
  app: FastifyInstance,
  guest: SignedIn,
  propertyId: string,
  overrides: Partial<CreateBookingInput>,
): Promise<Booking> {
  const response = await createBooking(app, guest, bookingInput(propertyId, overrides));
  expect(response.statusCode, response.body).toBe(201);
  return bookingSchema.parse(response.json());
}

export async function startPayment(app: FastifyInstance, guest: SignedIn, number: string, lang = 'en') {
  const response = await app.inject({
    method: 'POST',
    url: `/v1/bookings/${number}/payment?lang=${lang}`,
    headers: bearer(guest.session),
  });
  expect(response.statusCode, response.body).toBe(200);
  return paymentRedirectSchema.parse(response.json());
}

export async function bookingRow(app: FastifyInstance, id: string) {
  const [row] = await app.db.select().from(bookings).where(eq(bookings.id, id));
  return row!;
}

export async function paymentRows(app: FastifyInstance, bookingId: string) {
  return app.db.select().from(payments).where(eq(payments.bookingId, bookingId)).orderBy(payments.createdAt);
}

/** Makes a booking's hold run out now (as if the guest had waited). */
export async function expireHold(app: FastifyInstance, id: string) {
  await app.db
    .update(bookings)
    .set({ holdExpiresAt: sql`now() - interval '1 second'` })
    .where(eq(bookings.id, id));
}
