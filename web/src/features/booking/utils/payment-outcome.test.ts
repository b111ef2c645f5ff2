import { describe, expect, it } from 'vitest';
import { canPayOnline, finishOutcome, paymentReturnOf } from './payment-outcome';

const now = new Date('2026-11-26T10:00:00Z');
const held = '2026-11-26T10:20:00Z';
const lapsed = '2026-11-26T09:59:00Z';

describe('finishOutcome', () => {
  it('trusts the server: a confirmed booking is confirmed whatever the return says', () => {
    for (const returned of ['paid', 'failed', 'invalid', undefined] as const)
      expect(
        finishOutcome({ status: 'confirmed', paymentMethod: 'card', holdExpiresAt: null }, returned, now),
      ).toBe('confirmed');
  });

  it('back from paying, before the notification: confirming', () => {
    expect(
      finishOutcome({ status: 'pending_payment', paymentMethod: 'card', holdExpiresAt: held }, 'paid', now),
    ).toBe('confirming');
    // a payment just before the hold ran out may still confirm it
    expect(
      finishOutcome({ status: 'expired', paymentMethod: 'vnpay', holdExpiresAt: null }, 'paid', now),
    ).toBe('confirming');
  });

  it('a failed payment may be tried again while the hold lasts', () => {
    expect(
      finishOutcome(
        { status: 'pending_payment', paymentMethod: 'vnpay', holdExpiresAt: held },
        'failed',
        now,
      ),
    ).toBe('failed');
    expect(
      finishOutcome(
        { status: 'pending_payment', paymentMethod: 'vnpay', holdExpiresAt: lapsed },
        'failed',
        now,
      ),
    ).toBe('expired');
    expect(
      finishOutcome({ status: 'expired', paymentMethod: 'card', holdExpiresAt: null }, 'failed', now),
    ).toBe('expired');
  });

  it('an unpaid online booking without a return asks to pay; an unverified return changes nothing', () => {
    for (const returned of [undefined, 'invalid'] as const)
      expect(
        finishOutcome(
          { status: 'pending_payment', paymentMethod: 'card', holdExpiresAt: held },
          returned,
          now,
        ),
      ).toBe('unpaid');
  });

  it('a bank transfer is received; cancelled and rejected are closed', () => {
    expect(
      finishOutcome(
        { status: 'awaiting_confirmation', paymentMethod: 'bank_transfer', holdExpiresAt: null },
        undefined,
        now,
      ),
    ).toBe('received');
    expect(
      finishOutcome(
        { status: 'pending_payment', paymentMethod: 'bank_transfer', holdExpiresAt: held },
        'paid',
        now,
      ),
    ).toBe('received');
    expect(
      finishOutcome(
        { status: 'cancelled_by_guest', paymentMethod: 'card', holdExpiresAt: null },
        'paid',
        now,
      ),
    ).toBe('closed');
    expect(
      finishOutcome({ status: 'no_show', paymentMethod: 'vnpay', holdExpiresAt: null }, undefined, now),
    ).toBe('closed');
  });
});

describe('canPayOnline', () => {
  it('only an unpaid card or VNPay booking whose hold lasts', () => {
    expect(canPayOnline({ status: 'pending_payment', paymentMethod: 'card', holdExpiresAt: held }, now)).toBe(
      true,
    );
    expect(
      canPayOnline({ status: 'pending_payment', paymentMethod: 'card', holdExpiresAt: lapsed }, now),
    ).toBe(false);
    expect(
      canPayOnline({ status: 'pending_payment', paymentMethod: 'bank_transfer', holdExpiresAt: held }, now),
    ).toBe(false);
    expect(canPayOnline({ status: 'confirmed', paymentMethod: 'vnpay', holdExpiresAt: null }, now)).toBe(
      false,
    );
  });
});

describe('paymentReturnOf', () => {
  it("reads payment=, or Stripe's success address with its session id as paid", () => {
    expect(paymentReturnOf({ payment: 'failed' })).toBe('failed');
    expect(paymentReturnOf({ payment: 'invalid' })).toBe('invalid');
    expect(paymentReturnOf({ session_id: 'cs_test_1' })).toBe('paid');
    expect(paymentReturnOf({ payment: 'refunded' })).toBeUndefined();
    expect(paymentReturnOf({})).toBeUndefined();
  });
});
