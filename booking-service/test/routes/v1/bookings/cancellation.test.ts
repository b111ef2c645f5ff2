import { bookingSchema, cancellationQuoteSchema, formatMoney, type Booking } from '@stayvn/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { bookings, mailJobs } from '../../../../src/db/schema/index.js';
import { newEmail } from '../../../helpers/accounts.js';
import {
  bearer,
  bookingInput,
  buildBookings,
  createBooking,
  day,
  shortStay,
  signUp,
  staff,
} from '../../../helpers/bookings.js';

const testbed = await buildBookings([shortStay('apt-cancel')]);
const { app } = testbed;
const guest = await signUp(testbed);

async function book(overrides: object): Promise<Booking> {
  const response = await createBooking(app, guest, bookingInput('apt-cancel', overrides));
  expect(response.statusCode, response.body).toBe(201);
  return bookingSchema.parse(response.json());
}

const get = (url: string) => app.inject({ method: 'GET', url, headers: bearer(guest.session) });
const post = (url: string, payload?: object) =>
  app.inject({ method: 'POST', url, headers: bearer(guest.session), ...(payload ? { payload } : {}) });
const quoteOf = async (booking: Booking) =>
  cancellationQuoteSchema.parse((await get(`/v1/bookings/${booking.number}/cancellation`)).json());

/** "I have transferred", then staff confirm the transfer: the money now counts as paid. */
async function paidByTransfer(booking: Booking) {
  await post(`/v1/bookings/${booking.number}/transferred`);
  const confirmed = await app.inject({
    method: 'POST',
    url: `/staff/bookings/${booking.number}/confirm-transfer`,
    headers: staff,
    payload: {},
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
}

/** The cancellation mails queued for a booking. */
const cancellationJobs = async (booking: Booking) =>
  (await app.db.select().from(mailJobs).where(eq(mailJobs.recipient, booking.email))).filter(
    (job) =>
      job.template.kind === 'booking-cancelled' &&
      'number' in job.template &&
      job.template.number === booking.number,
  );

describe('cancellation', () => {
  it('costs 50% of what was paid more than 2 days before check-in, refund pending for staff', async () => {
    const booking = await book({ checkIn: day(20), checkOut: day(23) });
    await paidByTransfer(booking);
    const quote = await quoteOf(booking);
    const total = booking.price;
    expect(quote).toMatchObject({
      cancellable: true,
      percent: 50,
      paid: { usd: total.usd.total, vnd: total.vnd.total },
      unconfirmedTransfer: { usd: 0, vnd: 0 },
      cost: { usd: Math.round(total.usd.total / 2), vnd: Math.round(total.vnd.total / 2) },
      refundWorkingDays: 15,
    });
    const cancelled = await post(`/v1/bookings/${booking.number}/cancel`, {
      reason: 'found_other_accommodation',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({
      status: 'cancelled_by_guest',
      group: 'previous',
      cancellation: {
        reason: 'found_other_accommodation',
        percent: 50,
        refundStatus: 'pending',
        refund: quote.refund,
      },
    });
    const again = await post(`/v1/bookings/${booking.number}/cancel`, { reason: 'other', note: 'x' });
    expect([again.statusCode, again.json().error.code]).toEqual([409, 'booking_status_conflict']);
  });

  it('costs 100% within 2 days of check-in: the cut-off is 14:00 Vietnam time two days before', async () => {
    const booking = await book({ checkIn: day(1), checkOut: day(2) });
    await paidByTransfer(booking);
    const quote = await quoteOf(booking);
    expect(quote).toMatchObject({ percent: 100, refund: { usd: 0, vnd: 0 } });
    expect(quote.cutOff).toBe(new Date(Date.parse(`${day(-1)}T07:00:00Z`)).toISOString());
    const cancelled = await post(`/v1/bookings/${booking.number}/cancel`, { reason: 'personal_matters' });
    expect(cancelled.json().cancellation).toMatchObject({ percent: 100, refundStatus: 'none' });
  });

  it('an unpaid hold cancels for nothing; "other" needs a note', async () => {
    const booking = await book({ checkIn: day(40), checkOut: day(41) });
    const noNote = await post(`/v1/bookings/${booking.number}/cancel`, { reason: 'other' });
    expect(noNote.json().error.details[0]).toMatchObject({ field: 'note', code: 'err_required' });
    const cancelled = await post(`/v1/bookings/${booking.number}/cancel`, {
      reason: 'other',
      note: 'Plans changed',
    });
    expect(cancelled.json().cancellation).toMatchObject({
      cost: { usd: 0, vnd: 0 },
      refund: { usd: 0, vnd: 0 },
      note: 'Plans changed',
    });
  });

  it('a transfer staff have not confirmed counts as unpaid: nothing kept, no refund queued', async () => {
    const booking = await book({ checkIn: day(30), checkOut: day(33) });
    await post(`/v1/bookings/${booking.number}/transferred`);
    const total = booking.price;
    expect(await quoteOf(booking)).toMatchObject({
      percent: 50,
      paid: { usd: 0, vnd: 0 },
      unconfirmedTransfer: { usd: total.usd.total, vnd: total.vnd.total },
      cost: { usd: 0, vnd: 0 },
      refund: { usd: 0, vnd: 0 },
    });
    const cancelled = await post(`/v1/bookings/${booking.number}/cancel`, { reason: 'personal_matters' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().cancellation).toMatchObject({ refund: { usd: 0, vnd: 0 }, refundStatus: 'none' });
    const [row] = await app.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row).toMatchObject({ refundVnd: 0, cancellationCostVnd: 0, refundStatus: 'none' });
    const jobs = await cancellationJobs(booking);
    expect(jobs.map((job) => job.template)).toMatchObject([{ refund: null, unconfirmedTransfer: true }]);
  });
});

describe('cancellation mail', () => {
  it('is sent through the outbox in the guest language, with the cost, the refund and when it comes', async () => {
    const email = newEmail('canceller');
    const booking = await book({ checkIn: day(50), checkOut: day(53), email, language: 'jp' });
    await paidByTransfer(booking);
    const cancelled = await post(`/v1/bookings/${booking.number}/cancel`, { reason: 'personal_matters' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const { cost, refund } = bookingSchema.parse(cancelled.json()).cancellation!;
    // Queued in the cancelling transaction: the job is there once the answer is.
    const [job] = await cancellationJobs(booking);
    expect(job).toMatchObject({ language: 'jp', template: { percent: 50, unconfirmedTransfer: false } });

    // After the confirmation mail, the worker sends this one.
    const mail = await vi.waitFor(
      async () => {
        const last = await testbed.smtp.lastTo(email);
        expect(last.subject).toBe(`【StayVN】ご予約 ${booking.number} をキャンセルしました`);
        return last;
      },
      { timeout: 10_000, interval: 50 },
    );
    const money = (amount: { usd: number; vnd: number }) =>
      `${formatMoney({ amount: amount.usd, currency: 'USD' })} (${formatMoney({ amount: amount.vnd, currency: 'VND' })})`;
    expect(mail.text).toContain(`キャンセル料（滞在料金の50%）：${money(cost)}`);
    expect(mail.text).toContain(
      `返金額：${money(refund)}。お支払いいただいた方法で、最大15営業日以内に返金されます。`,
    );
    expect(mail.text).toContain(`https://stayvn.test/jp/booking-confirm/${booking.number}`);
  });

  it('is not queued when the cancel is refused', async () => {
    const booking = await book({ checkIn: day(60), checkOut: day(61) });
    await post(`/v1/bookings/${booking.number}/cancel`, { reason: 'personal_matters' });
    const again = await post(`/v1/bookings/${booking.number}/cancel`, { reason: 'personal_matters' });
    expect(again.statusCode).toBe(409);
    expect(await cancellationJobs(booking)).toHaveLength(1);
  });
});
