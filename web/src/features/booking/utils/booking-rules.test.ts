import { describe, expect, it } from 'vitest';
import {
  bookingGroup,
  firstFreeStay,
  groupBookings,
  isCancellable,
  isVietnamTaxCode,
  overlapsTaken,
  type BookingStatus,
} from './booking-rules';

const today = '2026-11-25';
const booking = (status: BookingStatus, checkIn: string, checkOut: string) => ({ status, checkIn, checkOut });

describe('bookingGroup', () => {
  it('puts a stay under way in current, whatever the status says so far', () => {
    expect(bookingGroup(booking('in_stay', '2026-11-20', '2026-11-30'), today)).toBe('current');
    expect(bookingGroup(booking('confirmed', '2026-11-25', '2026-11-27'), today)).toBe('current');
  });

  it('puts a stay still to come in upcoming, paid or not', () => {
    expect(bookingGroup(booking('confirmed', '2026-11-26', '2026-11-28'), today)).toBe('upcoming');
    expect(bookingGroup(booking('awaiting_confirmation', '2026-12-01', '2026-12-03'), today)).toBe(
      'upcoming',
    );
    expect(bookingGroup(booking('pending_payment', '2026-12-01', '2026-12-03'), today)).toBe('upcoming');
  });

  it('puts ended, cancelled, rejected and expired bookings in previous', () => {
    expect(bookingGroup(booking('completed', '2026-11-01', '2026-11-03'), today)).toBe('previous');
    expect(bookingGroup(booking('confirmed', '2026-11-20', '2026-11-25'), today)).toBe('previous');
    for (const status of ['cancelled_by_guest', 'rejected_by_provider', 'expired'] as const)
      expect(bookingGroup(booking(status, '2026-12-01', '2026-12-03'), today)).toBe('previous');
  });

  it('orders upcoming soonest first and previous latest first', () => {
    const groups = groupBookings(
      [
        booking('confirmed', '2026-12-10', '2026-12-12'),
        booking('confirmed', '2026-12-01', '2026-12-02'),
        booking('completed', '2026-10-01', '2026-10-02'),
        booking('cancelled_by_guest', '2026-11-01', '2026-11-02'),
      ],
      today,
    );
    expect(groups.upcoming.map((b) => b.checkIn)).toEqual(['2026-12-01', '2026-12-10']);
    expect(groups.previous.map((b) => b.checkIn)).toEqual(['2026-11-01', '2026-10-01']);
    expect(groups.current).toEqual([]);
  });
});

describe('isCancellable', () => {
  it('lets a guest cancel until the stay starts', () => {
    expect(isCancellable('pending_payment')).toBe(true);
    expect(isCancellable('awaiting_confirmation')).toBe(true);
    expect(isCancellable('confirmed')).toBe(true);
    for (const status of [
      'in_stay',
      'completed',
      'cancelled_by_guest',
      'rejected_by_provider',
      'expired',
    ] as const)
      expect(isCancellable(status)).toBe(false);
  });
});

describe('firstFreeStay and overlapsTaken', () => {
  it('opens on today when the first nights are free', () => {
    expect(firstFreeStay(new Set(), today, 2, 365)).toEqual({ checkIn: today, checkOut: '2026-11-27' });
  });

  it('skips past taken nights; a taken night may be the check-out day', () => {
    const taken = new Set(['2026-11-26', '2026-11-29']);
    expect(firstFreeStay(taken, today, 2, 365)).toEqual({ checkIn: '2026-11-27', checkOut: '2026-11-29' });
    expect(overlapsTaken(taken, '2026-11-27', '2026-11-29')).toBe(false);
    expect(overlapsTaken(taken, '2026-11-27', '2026-11-30')).toBe(true);
    expect(overlapsTaken(taken, '2026-11-25', '2026-11-26')).toBe(false);
  });

  it('answers null when nothing is free within the horizon', () => {
    const taken = new Set(['2026-11-25', '2026-11-26', '2026-11-27']);
    expect(firstFreeStay(taken, today, 2, 4)).toBeNull();
  });
});

describe('isVietnamTaxCode', () => {
  it.each([
    ['0101234567', true],
    ['0101234567-001', true],
    [' 0101234567 ', true],
    ['010123456', false],
    ['01012345678', false],
    ['0101234567-01', false],
    ['0101234567001', false],
    ['010123456A', false],
  ])('%s → %s', (value, expected) => {
    expect(isVietnamTaxCode(value)).toBe(expected);
  });
});
