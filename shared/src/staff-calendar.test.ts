import { describe, expect, it } from 'vitest';
import { monthBounds } from './availability.js';
import { isMonth, nightsOfMonth, shiftMonth, takesNight } from './staff-calendar.js';

describe('the staff calendar’s months', () => {
  it('reads YYYY-MM of this century only', () => {
    expect(isMonth('2026-12')).toBe(true);
    expect(isMonth('2026-13')).toBe(false);
    expect(isMonth('0001-01')).toBe(false);
    expect(isMonth('2026-1')).toBe(false);
  });

  it('bounds a month, across a year and a leap February', () => {
    expect(monthBounds('2026-12')).toEqual({ from: '2026-12-01', to: '2027-01-01' });
    expect(nightsOfMonth('2028-02')).toHaveLength(29);
    expect(nightsOfMonth('2027-02').at(-1)).toBe('2027-02-28');
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2027-01', -1)).toBe('2026-12');
  });

  it('counts a stay’s check-in night, not its check-out day', () => {
    const stay = { checkIn: '2026-12-30', checkOut: '2027-01-02' };
    expect(
      ['2026-12-29', '2026-12-30', '2027-01-01', '2027-01-02'].map((day) => takesNight(stay, day)),
    ).toEqual([false, true, true, false]);
  });
});
