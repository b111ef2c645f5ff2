import { describe, expect, it } from 'vitest';
import { isStayDayUnavailable, overlapsTaken } from './stay-rules';

describe('isStayDayUnavailable: half-open stays, as the booking service counts them', () => {
  // Another guest stays 28 → 30 November: the nights of the 28th and the 29th are taken.
  const taken = new Set(['2026-11-28', '2026-11-29']);
  const refused = (day: string, anchor: string | null) => isStayDayUnavailable(taken, day, anchor);

  it('a stay may end on the day another starts (check-out 12:00, check-in 14:00)', () => {
    // Check-in on the 25th: the 28th is a possible check-out, the 29th is not.
    expect(refused('2026-11-28', '2026-11-25')).toBe(false);
    expect(refused('2026-11-29', '2026-11-25')).toBe(true);
    expect(refused('2026-11-30', '2026-11-25')).toBe(true);
    expect(overlapsTaken(taken, '2026-11-25', '2026-11-28')).toBe(false);
    // Chosen backwards (the check-out first): the 27th may be the check-in, the 28th may not.
    expect(refused('2026-11-27', '2026-11-28')).toBe(false);
    expect(refused('2026-11-28', '2026-11-30')).toBe(true);
  });

  it('a stay may start on the day another ends', () => {
    expect(refused('2026-11-30', null)).toBe(false);
    expect(refused('2026-12-02', '2026-11-30')).toBe(false);
    expect(refused('2026-11-30', '2026-12-02')).toBe(false);
    expect(overlapsTaken(taken, '2026-11-30', '2026-12-02')).toBe(false);
  });

  it('before a check-in is chosen, only days that can be neither check-in nor check-out are refused', () => {
    expect(refused('2026-11-28', null)).toBe(false); // a check-out day only
    expect(refused('2026-11-29', null)).toBe(true);
    expect(refused('2026-11-30', null)).toBe(false);
    // A finished range (react-aria checks its ends without an anchor) ending where another starts is valid.
    expect([refused('2026-11-25', null), refused('2026-11-28', null)]).toEqual([false, false]);
  });

  it('a check-in on a taken night refuses every later day, so no range over it can be made', () => {
    expect(refused('2026-11-29', '2026-11-28')).toBe(true);
    expect(refused('2026-11-28', '2026-11-28')).toBe(false);
  });
});

describe('isStayDayUnavailable: days closed to check-in (a minimum stay that cannot fit)', () => {
  // A channel blocks the nights of 10 and 11 December; with a three-night minimum the 8th and
  // the 9th cannot start a stay.
  const taken = new Set(['2026-12-10', '2026-12-11']);
  const closed = new Set(['2026-12-08', '2026-12-09']);
  const refused = (day: string, anchor: string | null) => isStayDayUnavailable(taken, day, anchor, closed);

  it('greys a closed day as a check-in, keeps it as a check-out', () => {
    // Nothing chosen: the 9th can still end a stay (its night before is free).
    expect(refused('2026-12-09', null)).toBe(false);
    // Chosen backwards from the 10th: the 9th and the 8th are no check-in days, the 7th is.
    expect(refused('2026-12-09', '2026-12-10')).toBe(true);
    expect(refused('2026-12-08', '2026-12-10')).toBe(true);
    expect(refused('2026-12-07', '2026-12-10')).toBe(false);
    // A stay from the 5th may end on the 9th or the 10th.
    expect(refused('2026-12-09', '2026-12-05')).toBe(false);
    expect(refused('2026-12-10', '2026-12-05')).toBe(false);
    expect(refused('2026-12-11', '2026-12-05')).toBe(true);
  });

  it('greys the blocked nights themselves, whatever is closed', () => {
    expect(refused('2026-12-11', null)).toBe(true);
    expect(isStayDayUnavailable(taken, '2026-12-11', null)).toBe(true);
    expect(isStayDayUnavailable(taken, '2026-12-09', '2026-12-10')).toBe(false);
  });
});
