import { describe, expect, it } from 'vitest';
import { overlapsTaken } from '@/components/stay-dates/stay-rules';
import { firstFreeStay } from './booking-rules';

const today = '2026-11-25';

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

  it('does not open on a day closed to check-in', () => {
    const closed = new Set(['2026-11-25', '2026-11-26']);
    expect(firstFreeStay(new Set(), today, 2, 365, closed)).toEqual({
      checkIn: '2026-11-27',
      checkOut: '2026-11-29',
    });
  });

  it('answers null when nothing is free within the horizon', () => {
    const taken = new Set(['2026-11-25', '2026-11-26', '2026-11-27']);
    expect(firstFreeStay(taken, today, 2, 4)).toBeNull();
  });
});
