import { randomBytes } from 'node:crypto';
import { bookingSchema, staffPaymentPageSchema } from '@stayvn/shared';
import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { devStripeWebhookSecret } from '../../../../src/config/env.js';
import { bookingEvents, mailJobs, paymentEvents } from '../../../../src/db/schema/index.js';
import { newEmail, webUrl } from '../../../helpers/accounts.js';
import { bearer, day, shortStay, signUp, staff } from '../../../helpers/bookings.js';
import {
  bookingRow,
  bookWith,
  buildPayments,
  expireHold,
  paymentRows,
  startPayment,
} from '../../../helpers/payments.js';

const testbed = await buildPayments([
  shortStay('apt-card'),
  shortStay('apt-card-late'),
  shortStay('apt-card-cancel'),
]);
const { app, stripe } = testbed;
const guest = await signUp(testbed);
const other = await signUp(testbed);
const signer = new Stripe('sk_test_signer');

let nextWeek = 0;
/** Stays that never overlap one another within a property. */
function stay() {
  nextWeek += 1;
  return { checkIn: day(20 + nextWeek * 4), checkOut: day(22 + nextWeek * 4) };
}

function event(type: string, object: object, id = `evt_test_${randomBytes(8).toString('hex')}`) {
  return JSON.stringify({ id, object: 'event', type, data: { object } });
}

function deliver(payload: string, signature: string | undefined) {
  return app.inject({
    method: 'POST',
    url: '/v1/payments/stripe/webhook',
    headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
    payload,
  });
}

const signed = (payload: string, secret = devStripeWebhookSecret) =>
  signer.webhooks.generateTestHeaderString({ payload, secret });

async function cardBooking(propertyId = 'apt-card', email = newEmail('card')) {
  const booking = await bookWith(app, guest, propertyId, { ...stay(), paymentMethod: 'card', email });
  const redirect = await startPayment(app, guest, booking.number);
  const sessionId = new URL(redirect.redirectUrl).pathname.split('/').at(-1)!;
  return { booking, redirect, session: stripe.sessions.get(sessionId)!, email };
}

/** The session as Stripe sends it once paid (without delivering anything). */
function paidSession(session: NonNullable<ReturnType<typeof stripe.sessions.get>>) {
  return {
    ...session,
    status: 'complete',
    payment_status: 'paid',
    payment_intent: `pi_test_${session.id.slice(8)}`,
  };
}

async function mailsTo(email: string) {
  return app.db.select().from(mailJobs).where(eq(mailJobs.recipient, email));
}

describe('Stripe Checkout', () => {
  it('opens a Checkout Session in dong for the booking, expiring with its hold, on a page that says it is a test', async () => {
    const { booking, redirect, session } = await cardBooking();
    expect(booking.status).toBe('pending_payment');
    const hold = Date.parse(booking.holdExpiresAt!);
    // The card hold: 40 minutes by default, room for Stripe's 30-minute shortest session.
    expect(hold - Date.now()).toBeGreaterThan(35 * 60_000);
    expect(redirect.provider).toBe('stripe');
    expect(Date.parse(redirect.expiresAt)).toBeLessThanOrEqual(hold);
    expect(session).toMatchObject({
      amount_total: booking.price.vnd.total,
      currency: 'vnd',
      client_reference_id: booking.number,
      metadata: { booking_id: booking.id, booking_number: booking.number },
      success_url: `${webUrl}/en/finish-booking?number=${booking.number}&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${webUrl}/en/payment-summary/apt-card?booking=${booking.number}`,
    });
    expect(session.expires_at * 1000).toBeLessThanOrEqual(hold);
    const [attempt] = await paymentRows(app, booking.id);
    expect(attempt).toMatchObject({
      kind: 'charge',
      provider: 'stripe',
      status: 'pending',
      amount: booking.price.vnd.total,
      currency: 'VND',
      providerRef: session.id,
    });
    const page = await fetch(redirect.redirectUrl);
    expect(await page.text()).toContain('TEST PAYMENT');
  });

  it('a forged or missing signature is refused with 400 and changes nothing', async () => {
    const { booking, session } = await cardBooking();
    const payload = event('checkout.session.completed', paidSession(session));
    const forged = await deliver(payload, signed(payload, 'whsec_someone_else'));
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ error: { code: 'invalid_signature' } });
    expect((await deliver(payload, undefined)).statusCode).toBe(400);
    // A body changed after signing.
    const tampered = await deliver(payload.replace('"paid"', '"paid" '), signed(payload));
    expect(tampered.statusCode).toBe(400);
    expect((await bookingRow(app, booking.id)).status).toBe('pending_payment');
    expect((await paymentRows(app, booking.id))[0]!.status).toBe('pending');
    const events = await app.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.type, 'checkout.session.completed'));
    expect(events.filter((row) => row.eventId === JSON.parse(payload).id)).toEqual([]);
  });

  it('the same completed event 10 times in parallel confirms once and sends one e-mail; expired after it changes nothing', async () => {
    const { booking, session, email } = await cardBooking();
    const payload = event('checkout.session.completed', paidSession(session));
    const signature = signed(payload);
    const answers = await Promise.all(Array.from({ length: 10 }, () => deliver(payload, signature)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    expect(answers.filter((answer) => answer.json().duplicate === false)).toHaveLength(1);
    const row = await bookingRow(app, booking.id);
    expect(row.status).toBe('confirmed');
    const confirmations = await app.db
      .select()
      .from(bookingEvents)
      .where(and(eq(bookingEvents.bookingId, booking.id), eq(bookingEvents.toStatus, 'confirmed')));
    expect(confirmations.map((entry) => `${entry.actor}:${entry.event}`)).toEqual(['system:confirm']);
    expect(await mailsTo(email)).toHaveLength(1);
    const mail = await testbed.smtp.lastTo(email);
    expect(mail.subject).toContain(booking.number);

    const expired = event('checkout.session.expired', { ...session, status: 'expired' });
    expect((await deliver(expired, signed(expired))).statusCode).toBe(200);
    expect((await bookingRow(app, booking.id)).status).toBe('confirmed');
    const [charge] = await paymentRows(app, booking.id);
    expect(charge).toMatchObject({
      status: 'succeeded',
      providerPaymentId: paidSession(session).payment_intent,
    });
    const received = await app.db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, charge!.id));
    expect(received.map((entry) => entry.outcome).sort()).toEqual([
      'confirmed',
      'ignored: already succeeded',
    ]);
  });

  it("the stand-in's test page pays: the webhook confirms, the browser returns to finish-booking", async () => {
    const { booking, redirect, session, email } = await cardBooking();
    const answer = await fetch(`${redirect.redirectUrl}/complete`, { method: 'POST', redirect: 'manual' });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(
      `${webUrl}/en/finish-booking?number=${booking.number}&session_id=${session.id}`,
    );
    const view = await app.inject({
      method: 'GET',
      url: `/v1/bookings/${booking.number}`,
      headers: bearer(guest.session),
    });
    expect(bookingSchema.parse(view.json()).status).toBe('confirmed');
    expect((await testbed.smtp.lastTo(email)).subject).toBe(
      `[StayVN] Đặt phòng ${booking.number} đã được xác nhận`,
    );
  });

  it('async payment: completed unpaid waits, async succeeded confirms, async failed leaves the hold to run out', async () => {
    const first = await cardBooking();
    const pending = event('checkout.session.completed', {
      ...first.session,
      payment_status: 'unpaid',
      payment_intent: 'pi_test_async1',
    });
    await deliver(pending, signed(pending));
    expect((await paymentRows(app, first.booking.id))[0]!.status).toBe('processing');
    expect((await bookingRow(app, first.booking.id)).status).toBe('pending_payment');
    const succeeded = event('checkout.session.async_payment_succeeded', {
      ...paidSession(first.session),
      payment_intent: 'pi_test_async1',
    });
    await deliver(succeeded, signed(succeeded));
    expect((await bookingRow(app, first.booking.id)).status).toBe('confirmed');

    const second = await cardBooking();
    const failed = event('checkout.session.async_payment_failed', {
      ...second.session,
      payment_intent: 'pi_test_async2',
    });
    await deliver(failed, signed(failed));
    expect((await paymentRows(app, second.booking.id))[0]!.status).toBe('failed');
    expect((await bookingRow(app, second.booking.id)).status).toBe('pending_payment');
  });

  it('a payment after the hold expired confirms when the nights are still free', async () => {
    const { booking, session } = await cardBooking('apt-card-late');
    await expireHold(app, booking.id);
    await stripe.pay(session.id);
    expect((await bookingRow(app, booking.id)).status).toBe('confirmed');
    const history = await app.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, booking.id));
    expect(history.map((entry) => entry.event)).toEqual(['create', 'expire', 'confirm_late_payment']);
  });

  it('a payment after the hold expired and the nights were taken is refunded in full, and the guest told', async () => {
    const dates = stay();
    const email = newEmail('late');
    const late = await bookWith(app, guest, 'apt-card-late', { ...dates, paymentMethod: 'card', email });
    const redirect = await startPayment(app, guest, late.number);
    await expireHold(app, late.id);
    await bookWith(app, other, 'apt-card-late', { ...dates, email: newEmail('other') });
    await stripe.pay(new URL(redirect.redirectUrl).pathname.split('/').at(-1)!);
    expect((await bookingRow(app, late.id)).status).toBe('expired');
    const [charge, refund] = await paymentRows(app, late.id);
    expect(charge!.status).toBe('succeeded');
    expect(refund).toMatchObject({
      kind: 'refund',
      provider: 'stripe',
      status: 'pending',
      amount: late.price.vnd.total,
      reason: 'late_payment_nights_taken',
      parentId: charge!.id,
    });
    expect((await testbed.smtp.lastTo(email)).subject).toBe(
      `[StayVN] Hoàn tiền toàn bộ cho đặt phòng ${late.number}`,
    );
    expect(await app.paymentsService.runDueRefunds()).toBe(1);
    expect(stripe.refunds.at(-1)).toMatchObject({
      payment_intent: charge!.providerPaymentId,
      amount: late.price.vnd.total,
    });
    expect((await paymentRows(app, late.id))[1]!.status).toBe('succeeded');
  });
});

describe('refunds on cancellation', () => {
  async function paidBooking() {
    const { booking, session } = await cardBooking('apt-card-cancel');
    await stripe.pay(session.id);
    expect((await bookingRow(app, booking.id)).status).toBe('confirmed');
    return booking;
  }

  const cancel = (number: string) =>
    app.inject({
      method: 'POST',
      url: `/v1/bookings/${number}/cancel`,
      headers: bearer(guest.session),
      payload: { reason: 'personal_matters' },
    });

  it('refunds what was paid less the cancellation cost through Stripe', async () => {
    const booking = await paidBooking();
    const cancelled = bookingSchema.parse((await cancel(booking.number)).json());
    expect(cancelled.cancellation).toMatchObject({ percent: 50, refundStatus: 'pending' });
    const refundVnd = cancelled.cancellation!.refund.vnd;
    expect(refundVnd).toBe(booking.price.vnd.total - Math.round(booking.price.vnd.total / 2));
    expect(await app.paymentsService.runDueRefunds()).toBe(1);
    const [charge, refund] = await paymentRows(app, booking.id);
    expect(stripe.refunds.at(-1)).toMatchObject({
      payment_intent: charge!.providerPaymentId,
      amount: refundVnd,
    });
    expect(refund).toMatchObject({
      kind: 'refund',
      status: 'succeeded',
      amount: refundVnd,
      reason: 'cancellation',
    });
    const view = await app.inject({
      method: 'GET',
      url: `/v1/bookings/${booking.number}`,
      headers: bearer(guest.session),
    });
    expect(bookingSchema.parse(view.json()).cancellation!.refundStatus).toBe('refunded');
  });

  it('a refund Stripe refuses is retried later, and staff see it meanwhile', async () => {
    const booking = await paidBooking();
    await cancel(booking.number);
    stripe.failNextRefunds(1);
    expect(await app.paymentsService.runDueRefunds()).toBe(0);
    const list = await app.inject({
      method: 'GET',
      url: '/staff/payments?kind=refund&status=pending',
      headers: staff,
    });
    expect(list.statusCode, list.body).toBe(200);
    const waiting = staffPaymentPageSchema
      .parse(list.json())
      .items.find((item) => item.bookingNumber === booking.number);
    expect(waiting).toMatchObject({ provider: 'stripe', attempts: 1, reason: 'cancellation' });
    expect(waiting!.lastError).toContain('refused');
    expect(Date.parse(waiting!.nextAttemptAt!)).toBeGreaterThan(Date.now());
    // Not before its time...
    expect(await app.paymentsService.runDueRefunds()).toBe(0);
    // Staff see it among the failing refunds and send it now rather than at its next attempt...
    const failing = await app.inject({ method: 'GET', url: '/staff/refunds?failing=true', headers: staff });
    expect(failing.statusCode, failing.body).toBe(200);
    expect(staffPaymentPageSchema.parse(failing.json()).items.map((item) => item.id)).toContain(waiting!.id);
    const retried = await app.inject({
      method: 'POST',
      url: `/staff/refunds/${waiting!.id}/retry`,
      headers: staff,
    });
    expect(retried.statusCode, retried.body).toBe(200);
    expect(Date.parse(retried.json<{ nextAttemptAt: string }>().nextAttemptAt)).toBeLessThanOrEqual(
      Date.now(),
    );
    // ...and then it goes.
    expect(await app.paymentsService.runDueRefunds()).toBe(1);
    const [, refund] = await paymentRows(app, booking.id);
    expect(refund).toMatchObject({ status: 'succeeded', attempts: 2 });
    expect((await bookingRow(app, booking.id)).refundStatus).toBe('refunded');
    // A refund made is not sent again.
    const again = await app.inject({
      method: 'POST',
      url: `/staff/refunds/${waiting!.id}/retry`,
      headers: staff,
    });
    expect(again.statusCode, again.body).toBe(409);
  });

  it('staff endpoints need the staff token', async () => {
    expect((await app.inject({ method: 'GET', url: '/staff/payments' })).statusCode).toBe(401);
  });
});

describe('methods', () => {
  it('lists card and VNPay while their provider (here the stand-ins) is on', async () => {
    const response = await app.inject({ method: 'GET', url: '/v1/payments/methods' });
    expect(response.json()).toEqual({ methods: ['bank_transfer', 'card', 'vnpay'] });
  });

  it('refuses to start a payment for a bank-transfer booking', async () => {
    const booking = await bookWith(app, guest, 'apt-card', { ...stay() });
    const response = await app.inject({
      method: 'POST',
      url: `/v1/bookings/${booking.number}/payment`,
      headers: bearer(guest.session),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: { code: 'payment_not_expected' } });
  });
});
