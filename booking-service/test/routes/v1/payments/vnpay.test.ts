import { bookingSchema } from '@stayvn/shared';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { devVnpayHashSecret } from '../../../../src/config/env.js';
import { mailJobs, payments } from '../../../../src/db/schema/index.js';
import { vnpayDate, vnpaySignature } from '../../../../src/payments/gateways.js';
import { newEmail, publicUrl, webUrl } from '../../../helpers/accounts.js';
import { bearer, day, shortStay, signUp } from '../../../helpers/bookings.js';
import { bookingRow, bookWith, buildPayments, paymentRows, startPayment } from '../../../helpers/payments.js';

const testbed = await buildPayments([shortStay('apt-qr')]);
const { app, vnpay } = testbed;
const guest = await signUp(testbed);

let nextWeek = 0;
function stay() {
  nextWeek += 1;
  return { checkIn: day(20 + nextWeek * 4), checkOut: day(22 + nextWeek * 4) };
}

async function qrBooking(lang = 'vi', email = newEmail('qr')) {
  const booking = await bookWith(app, guest, 'apt-qr', { ...stay(), paymentMethod: 'vnpay', email });
  const redirect = await startPayment(app, guest, booking.number, lang);
  return { booking, redirect, email };
}

const ipn = (query: URLSearchParams | string) =>
  app.inject({ method: 'GET', url: `/v1/payments/vnpay/ipn?${query.toString()}` });

/** A result with `changes` applied, signed again with VNPay's secret (a genuine but different message). */
function resigned(result: URLSearchParams, changes: Record<string, string>) {
  const values = Object.fromEntries(result);
  delete values.vnp_SecureHash;
  Object.assign(values, changes);
  const params = new URLSearchParams(values);
  params.append('vnp_SecureHash', vnpaySignature(values, devVnpayHashSecret));
  return params;
}

describe('VNPay', () => {
  it("builds the signed payment address: amount × 100, the page's language, expiring with the hold", async () => {
    const { booking, redirect } = await qrBooking('vi');
    expect(redirect.provider).toBe('vnpay');
    const url = new URL(redirect.redirectUrl);
    expect(url.origin + url.pathname).toBe(`${vnpay.url}/paymentv2/vpcpay.html`);
    const params = url.searchParams;
    expect(params.get('vnp_Amount')).toBe(String(booking.price.vnd.total * 100));
    expect(params.get('vnp_Locale')).toBe('vn');
    expect(params.get('vnp_CurrCode')).toBe('VND');
    expect(params.get('vnp_ReturnUrl')).toBe(`${publicUrl}/v1/payments/vnpay/return`);
    expect(params.get('vnp_ExpireDate')).toBe(String(vnpayDate(new Date(booking.holdExpiresAt!))));
    const [attempt] = await paymentRows(app, booking.id);
    expect(attempt).toMatchObject({
      provider: 'vnpay',
      providerRef: params.get('vnp_TxnRef'),
      status: 'pending',
    });
    expect(
      new URL((await startPayment(app, guest, booking.number, 'en')).redirectUrl).searchParams.get(
        'vnp_Locale',
      ),
    ).toBe('en');
    // The stand-in checks the signature and says the payment is a test.
    const page = await fetch(redirect.redirectUrl);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('TEST PAYMENT');
  });

  it('IPN: wrong hash 97, wrong amount 04, unknown order 01; then 00 confirms once and a repeat answers 02', async () => {
    const { booking, redirect, email } = await qrBooking();
    const result = vnpay.resultFor(redirect.redirectUrl);

    const forged = new URLSearchParams(result);
    forged.set('vnp_Amount', '100');
    expect((await ipn(forged)).json()).toEqual({ RspCode: '97', Message: 'Invalid signature' });
    const unsigned = new URLSearchParams(result);
    unsigned.delete('vnp_SecureHash');
    expect((await ipn(unsigned)).json()).toMatchObject({ RspCode: '97' });
    expect((await ipn(resigned(result, { vnp_Amount: '100' }))).json()).toEqual({
      RspCode: '04',
      Message: 'Invalid amount',
    });
    expect((await ipn(resigned(result, { vnp_TxnRef: 'unknown0000' }))).json()).toEqual({
      RspCode: '01',
      Message: 'Order not found',
    });
    expect((await bookingRow(app, booking.id)).status).toBe('pending_payment');

    expect((await ipn(result)).json()).toEqual({ RspCode: '00', Message: 'Confirm Success' });
    expect((await bookingRow(app, booking.id)).status).toBe('confirmed');
    const [charge] = await paymentRows(app, booking.id);
    expect(charge).toMatchObject({ status: 'succeeded', providerPaymentId: result.get('vnp_TransactionNo') });

    const repeats = await Promise.all(Array.from({ length: 5 }, () => ipn(result)));
    expect(repeats.map((answer) => answer.json().RspCode)).toEqual(Array(5).fill('02'));
    expect(await app.db.select().from(mailJobs).where(eq(mailJobs.recipient, email))).toHaveLength(1);
  });

  it('a cancelled payment marks the attempt failed and leaves the booking waiting', async () => {
    const { booking, redirect } = await qrBooking();
    expect((await ipn(vnpay.resultFor(redirect.redirectUrl, false))).json()).toMatchObject({ RspCode: '00' });
    expect((await paymentRows(app, booking.id))[0]!.status).toBe('failed');
    expect((await bookingRow(app, booking.id)).status).toBe('pending_payment');
  });

  it("the stand-in's page pays: the IPN confirms, and the return address only shows the verified outcome", async () => {
    const { booking, redirect } = await qrBooking();
    const form = new URLSearchParams({ payment: redirect.redirectUrl, paid: '1' });
    const paid = await fetch(`${vnpay.url}/paymentv2/pay`, {
      method: 'POST',
      body: form,
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    const back = new URL(paid.headers.get('location')!);
    expect(back.origin + back.pathname).toBe(`${publicUrl}/v1/payments/vnpay/return`);
    expect((await bookingRow(app, booking.id)).status).toBe('confirmed');

    const shown = await app.inject({ method: 'GET', url: `/v1/payments/vnpay/return${back.search}` });
    expect(shown.statusCode).toBe(303);
    expect(shown.headers.location).toBe(`${webUrl}/vi/finish-booking?number=${booking.number}&payment=paid`);
    const tampered = new URLSearchParams(back.search);
    tampered.set('vnp_ResponseCode', '00');
    tampered.set('vnp_Amount', '1');
    const refused = await app.inject({ method: 'GET', url: `/v1/payments/vnpay/return?${tampered}` });
    expect(refused.headers.location).toBe(`${webUrl}/en/finish-booking?payment=invalid`);
  });

  it('a cancellation refunds what was paid less the cost through VNPay, retrying a refused refund', async () => {
    const { booking, redirect } = await qrBooking();
    await vnpay.pay(redirect.redirectUrl);
    expect((await bookingRow(app, booking.id)).status).toBe('confirmed');
    const cancelled = await app.inject({
      method: 'POST',
      url: `/v1/bookings/${booking.number}/cancel`,
      headers: bearer(guest.session),
      payload: { reason: 'found_other_accommodation' },
    });
    const refundVnd = bookingSchema.parse(cancelled.json()).cancellation!.refund.vnd;
    expect(refundVnd).toBeGreaterThan(0);
    vnpay.failNextRefunds(1);
    expect(await app.paymentsService.runDueRefunds()).toBe(0);
    const [charge, refund] = await paymentRows(app, booking.id);
    expect(refund).toMatchObject({
      kind: 'refund',
      provider: 'vnpay',
      status: 'pending',
      amount: refundVnd,
      attempts: 1,
    });
    expect(refund!.lastError).toContain('VNPay refund refused');
    await app.db
      .update(payments)
      .set({ runAt: sql`now()` })
      .where(eq(payments.id, refund!.id));
    expect(await app.paymentsService.runDueRefunds()).toBe(1);
    expect(vnpay.refunds.at(-1)).toMatchObject({
      vnp_TxnRef: charge!.providerRef,
      vnp_TransactionNo: Number(charge!.providerPaymentId),
      vnp_Amount: refundVnd * 100,
      vnp_TransactionType: '03',
    });
    expect((await bookingRow(app, booking.id)).refundStatus).toBe('refunded');
  });
});
