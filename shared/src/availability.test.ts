import { describe, expect, it } from 'vitest';
import { closedCheckInDays, monthBounds, nextMonth, oneNightMinimum } from './availability.js';

describe('availability months', () => {
  it('bounds a month, December into the next year', () => {
    expect(monthBounds('2026-02')).toEqual({ from: '2026-02-01', to: '2026-03-01' });
    expect(monthBounds('2026-12')).toEqual({ from: '2026-12-01', to: '2027-01-01' });
    expect(nextMonth('2026-09')).toBe('2026-10');
  });

  it('closes the check-in days whose minimum stay runs into a taken night', () => {
    const taken = new Set(['2026-12-10', '2026-12-11', '2027-01-02']);
    expect(closedCheckInDays('2026-12-01', '2027-01-01', taken, oneNightMinimum)).toEqual([]);
    const threeNights = () => 3;
    // 8 and 9 cannot hold three nights before the 10th; 10 and 11 are taken, not closed; 31 runs
    // into 2 January, past the month, which the caller must know.
    expect(closedCheckInDays('2026-12-01', '2027-01-01', taken, threeNights)).toEqual([
      '2026-12-08',
      '2026-12-09',
      '2026-12-31',
    ]);
    const weekendFour = (day: string) => (day === '2026-12-05' ? 4 : 1);
    expect(closedCheckInDays('2026-12-01', '2026-12-10', new Set(['2026-12-08']), weekendFour)).toEqual([
      '2026-12-05',
    ]);
  });
});
