import { describe, expect, it } from 'vitest';
import { formatBookingNumber, normalizeBookingNumber, transferContent } from './booking-numbers.js';
import { computePriceBreakdown, percentToBasisPoints, stayNights, usdCentsToVnd } from './booking-prices.js';
import {
  bookingActors,
  bookingEvents,
  bookingStatuses,
  dueClockEvents,
  holdingBookingStatuses,
  isVietnameseTaxCode,
  statusAt,
  transitionBooking,
  type BookingActor,
  type BookingEvent,
  type BookingStatus,
} from './bookings.js';
import { cancellationCost, cancellationCutOff } from './cancellation.js';
import { paidAmount, paymentStanding } from './payment-standing.js';
import { crc16Ccitt, hasValidVietQrCrc, vietQrPayload } from './vietqr.js';

describe('booking transitions', () => {
  // Every allowed (status, event, actor) and where it leads; everything else is refused.
  const allowed: Record<string, BookingStatus> = {
    'pending_payment mark_transferred guest': 'awaiting_confirmation',
    'pending_payment confirm staff': 'confirmed',
    'pending_payment confirm system': 'confirmed',
    'awaiting_confirmation confirm staff': 'confirmed',
    'awaiting_confirmation confirm system': 'confirmed',
    'pending_payment reject staff': 'rejected_by_provider',
    'awaiting_confirmation reject staff': 'rejected_by_provider',
    'pending_payment cancel guest': 'cancelled_by_guest',
    'awaiting_confirmation cancel guest': 'cancelled_by_guest',
    'confirmed cancel guest': 'cancelled_by_guest',
    'pending_payment expire system': 'expired',
    'expired confirm_late_payment system': 'confirmed',
    'confirmed start_stay system': 'in_stay',
    'confirmed end_stay system': 'completed',
    'in_stay end_stay system': 'completed',
    'confirmed no_show staff': 'no_show',
    'in_stay no_show staff': 'no_show',
  };
  const cases = bookingStatuses.flatMap((status) =>
    bookingEvents.flatMap((event) => bookingActors.map((actor) => [status, event, actor] as const)),
  );

  it('covers 9 statuses × 9 events × 3 actors', () => {
    expect(cases).toHaveLength(243);
  });

  it.each(cases)('%s + %s by %s', (status: BookingStatus, event: BookingEvent, actor: BookingActor) => {
    const result = transitionBooking(status, event, actor);
    const expected = allowed[`${status} ${event} ${actor}`];
    if (expected) expect(result).toEqual({ ok: true, from: status, to: expected });
    else expect(result.ok).toBe(false);
  });

  it('says why it refuses: the status, or the actor', () => {
    expect(transitionBooking('completed', 'cancel', 'guest')).toEqual({
      ok: false,
      from: 'completed',
      reason: 'not_allowed_from_status',
    });
    expect(transitionBooking('awaiting_confirmation', 'confirm', 'guest')).toEqual({
      ok: false,
      from: 'awaiting_confirmation',
      reason: 'not_allowed_for_actor',
    });
  });

  it('final statuses lead nowhere, and only they and an expired hold free the nights', () => {
    for (const status of ['cancelled_by_guest', 'rejected_by_provider', 'expired'] as const) {
      for (const event of bookingEvents)
        for (const actor of bookingActors)
          // An expired hold is revived only by a provider's late payment, when the nights are free.
          if (!(status === 'expired' && event === 'confirm_late_payment' && actor === 'system'))
            expect(transitionBooking(status, event, actor).ok).toBe(false);
      expect(holdingBookingStatuses).not.toContain(status);
    }
  });
});

describe('the clock', () => {
  const stay = { checkIn: '2026-12-10', checkOut: '2026-12-13', holdExpiresAt: null };
  it('expires a hold at its expiry, not a millisecond before', () => {
    const hold = { ...stay, status: 'pending_payment' as const, holdExpiresAt: '2026-12-01T05:00:00.000Z' };
    expect(dueClockEvents(hold, new Date('2026-12-01T04:59:59.999Z'))).toEqual([]);
    expect(dueClockEvents(hold, new Date('2026-12-01T05:00:00.000Z'))).toEqual(['expire']);
    expect(statusAt(hold, new Date('2026-12-20T00:00:00Z'))).toBe('expired');
  });
  it('starts a confirmed stay at 14:00 Vietnam time on check-in day and ends it at 12:00 on check-out day', () => {
    const confirmed = { ...stay, status: 'confirmed' as const };
    expect(statusAt(confirmed, new Date('2026-12-10T06:59:59Z'))).toBe('confirmed'); // 13:59:59 +07
    expect(statusAt(confirmed, new Date('2026-12-10T07:00:00Z'))).toBe('in_stay'); // 14:00 +07
    expect(statusAt(confirmed, new Date('2026-12-13T04:59:59Z'))).toBe('in_stay'); // 11:59:59 +07
    expect(dueClockEvents(confirmed, new Date('2026-12-13T05:00:00Z'))).toEqual(['start_stay', 'end_stay']);
    expect(statusAt({ ...stay, status: 'in_stay' }, new Date('2026-12-13T05:00:00Z'))).toBe('completed');
  });
  it('leaves an awaiting or cancelled booking alone whatever the date', () => {
    const later = new Date('2027-01-01T00:00:00Z');
    expect(statusAt({ ...stay, status: 'awaiting_confirmation' }, later)).toBe('awaiting_confirmation');
    expect(statusAt({ ...stay, status: 'cancelled_by_guest' }, later)).toBe('cancelled_by_guest');
  });
});

describe('price breakdown', () => {
  const inputs = {
    nightlyRateUsd: 8_950,
    nights: 3,
    serviceChargeBasisPoints: percentToBasisPoints(5),
    vatBasisPoints: percentToBasisPoints(10),
    exchangeRate: 25_400,
  };
  it('rent, 5% service charge, 10% VAT on both, in cents and in dong, adding up', () => {
    const price = computePriceBreakdown(inputs);
    // 89.50 × 3 = 268.50; charge 13.425 → 13.43 (half up); VAT 10% of 281.93 = 28.193 → 28.19.
    expect(price.usd).toEqual({
      nightlyRate: 8_950,
      rent: 26_850,
      charges: 1_343,
      vat: 2_819,
      total: 31_012,
    });
    // 89.50 USD × 25,400 = 2,273,300 ₫ a night.
    expect(price.vnd).toEqual({
      nightlyRate: 2_273_300,
      rent: 6_819_900,
      charges: 340_995,
      vat: 716_090,
      total: 7_876_985,
    });
    for (const lines of [price.usd, price.vnd])
      expect(lines.rent + lines.charges + lines.vat).toBe(lines.total);
    expect(price).toMatchObject({ nights: 3, exchangeRate: 25_400, vatBasisPoints: 1_000 });
  });
  it('keeps decimal rates exact in basis points and converts at a decimal exchange rate', () => {
    expect(percentToBasisPoints(8)).toBe(800);
    expect(percentToBasisPoints(7.5)).toBe(750);
    expect(usdCentsToVnd(100, 25_412.5)).toBe(25_413);
    expect(
      computePriceBreakdown({ ...inputs, vatBasisPoints: 0, serviceChargeBasisPoints: 0 }).usd.total,
    ).toBe(26_850);
  });
  it('refuses what cannot be a stay or a price', () => {
    expect(() => computePriceBreakdown({ ...inputs, nights: 0 })).toThrow(RangeError);
    expect(() => computePriceBreakdown({ ...inputs, nightlyRateUsd: 10.5 })).toThrow(RangeError);
    expect(() => computePriceBreakdown({ ...inputs, exchangeRate: 0 })).toThrow(RangeError);
  });
  it('lists the nights of a stay, check-out day excluded, across a month end', () => {
    expect(stayNights('2026-12-30', '2027-01-02')).toEqual(['2026-12-30', '2026-12-31', '2027-01-01']);
    expect(stayNights('2026-12-30', '2026-12-30')).toEqual([]);
  });
});

describe('cancellation cost', () => {
  // Check-in 10 Dec; the cut-off is 8 Dec 14:00 Vietnam time = 8 Dec 07:00 UTC.
  const booking = { checkIn: '2026-12-10', total: 31_012, paid: 31_012 };
  it('puts the cut-off two days before check-in at 14:00 Vietnam time', () => {
    expect(cancellationCutOff('2026-12-10').toISOString()).toBe('2026-12-08T07:00:00.000Z');
    expect(cancellationCutOff('2027-01-01').toISOString()).toBe('2026-12-30T07:00:00.000Z');
  });
  it('costs 50% at 13:59 on the cut-off day', () => {
    const result = cancellationCost({ ...booking, now: new Date('2026-12-08T06:59:00Z') });
    expect(result).toMatchObject({ percent: 50, cost: 15_506, refund: 15_506 });
  });
  it('costs 50% one millisecond before the cut-off', () => {
    expect(cancellationCost({ ...booking, now: new Date('2026-12-08T06:59:59.999Z') }).percent).toBe(50);
  });
  it('costs 100% from 14:00 on the cut-off day', () => {
    const result = cancellationCost({ ...booking, now: new Date('2026-12-08T07:00:00Z') });
    expect(result).toMatchObject({ percent: 100, cost: 31_012, refund: 0 });
  });
  it('costs 100% on the day of check-in and after it (no-show)', () => {
    expect(cancellationCost({ ...booking, now: new Date('2026-12-10T08:00:00Z') }).percent).toBe(100);
    expect(cancellationCost({ ...booking, now: new Date('2026-12-12T00:00:00Z') }).percent).toBe(100);
  });
  it('costs 50% weeks ahead, rounding half a cent up', () => {
    expect(
      cancellationCost({ ...booking, total: 31_013, paid: 31_013, now: new Date('2026-11-01T00:00:00Z') }),
    ).toMatchObject({
      percent: 50,
      cost: 15_507,
      refund: 15_506,
    });
  });
  it('never costs more than was paid: an unpaid hold costs and refunds nothing', () => {
    const result = cancellationCost({ ...booking, paid: 0, now: new Date('2026-12-09T00:00:00Z') });
    expect(result).toMatchObject({ percent: 100, cost: 0, refund: 0 });
  });
  it('a transfer the guest says they made counts as paid only once staff confirm it', () => {
    const early = new Date('2026-11-01T00:00:00Z');
    const claimed = paidAmount('awaiting_confirmation', booking.total);
    expect(claimed).toBe(0);
    expect(cancellationCost({ ...booking, paid: claimed, now: early })).toMatchObject({ cost: 0, refund: 0 });
    const confirmed = paidAmount('confirmed', booking.total);
    expect(confirmed).toBe(booking.total);
    expect(cancellationCost({ ...booking, paid: confirmed, now: early })).toMatchObject({
      cost: 15_506,
      refund: 15_506,
    });
  });
});

describe('payment standing', () => {
  it('is paid from confirmation on, claimed after "I have transferred", unpaid otherwise', () => {
    const standings = Object.fromEntries(bookingStatuses.map((status) => [status, paymentStanding(status)]));
    expect(standings).toEqual({
      pending_payment: 'unpaid',
      awaiting_confirmation: 'claimed',
      confirmed: 'paid',
      cancelled_by_guest: 'unpaid',
      rejected_by_provider: 'unpaid',
      in_stay: 'paid',
      completed: 'paid',
      expired: 'unpaid',
      no_show: 'paid',
    });
    for (const status of bookingStatuses)
      expect(paidAmount(status, 31_012)).toBe(standings[status] === 'paid' ? 31_012 : 0);
  });
});

describe('booking numbers', () => {
  it('formats 12 base-32 characters in three groups', () => {
    const number = formatBookingNumber([0, 1, 2, 3, 10, 17, 18, 20, 21, 27, 30, 31]);
    expect(number).toBe('SV-0123-AHJM-NVYZ');
    expect(transferContent(number)).toBe('SV0123AHJMNVYZ');
  });
  it('reads back what a person types: any case, spaces, no dashes, O for 0, I and L for 1', () => {
    expect(normalizeBookingNumber('sv 0123 ahjm nvyz')).toBe('SV-0123-AHJM-NVYZ');
    expect(normalizeBookingNumber('SVO1Z3AHJMNVYZ')).toBe('SV-0123-AHJM-NVYZ'.replace('0123', '01Z3'));
    expect(normalizeBookingNumber('SV-IL00-0000-0000')).toBe('SV-1100-0000-0000');
  });
  it('refuses what cannot be a number', () => {
    expect(normalizeBookingNumber('SV-0123-AHJM-NVY')).toBeNull();
    expect(normalizeBookingNumber('SV-0123-AHJM-NVYU')).toBeNull();
    expect(normalizeBookingNumber('XX-0123-AHJM-NVYZ')).toBeNull();
    expect(normalizeBookingNumber('')).toBeNull();
    expect(() => formatBookingNumber([1, 2, 3])).toThrow(RangeError);
  });
});

describe('VietQR', () => {
  it('computes CRC-16/CCITT-FALSE: the catalogue check value of "123456789" is 29B1', () => {
    expect(crc16Ccitt('123456789')).toBe('29B1');
    expect(crc16Ccitt('')).toBe('FFFF');
  });

  it('builds the NAPAS IBFT v1.5.2 specification example of a dynamic QR to an account, character for character', () => {
    // The example of NAPAS's QR format specification (dynamic, to account 0011012345678 at BIN
    // 970403, 180,000 ₫, bill number NPS6869, purpose "thanh toan don hang"), CRC 2E2E.
    expect(
      vietQrPayload({
        bankBin: '970403',
        accountNumber: '0011012345678',
        amountVnd: 180_000,
        billNumber: 'NPS6869',
        purpose: 'thanh toan don hang',
      }),
    ).toBe(
      '00020101021238570010A00000072701270006970403011300110123456780208QRIBFTTA530370454061800005802VN62340107NPS68690819thanh toan don hang63042E2E',
    );
  });

  it('builds a booking transfer: amount in dong, the booking number as the content', () => {
    const payload = vietQrPayload({
      bankBin: '970436',
      accountNumber: '1234567890',
      amountVnd: 7_876_985,
      purpose: 'SV0123AHJMNVYZ',
    });
    expect(payload).toMatch(
      /^00020101021238540010A00000072701240006970436011012345678900208QRIBFTTA5303704540778769855802VN62180814SV0123AHJMNVYZ6304[0-9A-F]{4}$/,
    );
    expect(hasValidVietQrCrc(payload)).toBe(true);
  });

  it('makes a static QR without an amount', () => {
    const payload = vietQrPayload({ bankBin: '970436', accountNumber: '1234567890' });
    expect(payload.slice(0, 12)).toBe('000201010211');
    expect(payload).not.toContain('5406');
    expect(hasValidVietQrCrc(payload)).toBe(true);
  });

  it('notices a payload changed after its CRC was computed', () => {
    const payload = vietQrPayload({ bankBin: '970436', accountNumber: '1234567890', amountVnd: 100_000 });
    expect(hasValidVietQrCrc(payload.replace('100000', '900000'))).toBe(false);
    expect(hasValidVietQrCrc('short')).toBe(false);
  });

  it('refuses values a banking app would not accept', () => {
    expect(() => vietQrPayload({ bankBin: '97043', accountNumber: '1' })).toThrow(RangeError);
    expect(() => vietQrPayload({ bankBin: '970436', accountNumber: '12 34' })).toThrow(RangeError);
    expect(() => vietQrPayload({ bankBin: '970436', accountNumber: '1', amountVnd: 0 })).toThrow(RangeError);
    expect(() => vietQrPayload({ bankBin: '970436', accountNumber: '1', amountVnd: 10.5 })).toThrow(
      RangeError,
    );
    expect(() => vietQrPayload({ bankBin: '970436', accountNumber: '1', purpose: 'x'.repeat(26) })).toThrow(
      RangeError,
    );
  });
});

describe('Vietnamese tax code', () => {
  it.each([
    ['0101234567', true],
    ['0101234567-001', true],
    [' 0101234567 ', true],
    ['010123456', false],
    ['01012345678', false],
    ['0101234567-01', false],
    ['0101234567-0001', false],
    ['0101234567001', false],
    ['01012345AB', false],
    ['', false],
  ])('%j is %s', (value, valid) => {
    expect(isVietnameseTaxCode(value)).toBe(valid);
  });
});
