import { describe, expect, it } from 'vitest';
import {
  addDays,
  addOneMonth,
  checkStayRange,
  isIsoDate,
  nightsBetween,
  stayTimeZone,
  todayInVietnam,
} from './dates.js';

describe('calendar dates', () => {
  it('knows a real date from a malformed or impossible one', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('2026-2-3')).toBe(false);
    expect(isIsoDate('tomorrow')).toBe(false);
  });
  it('takes today in Vietnam, seven hours ahead of UTC', () => {
    expect(todayInVietnam(new Date('2026-11-22T16:59:00Z'))).toBe('2026-11-22');
    expect(todayInVietnam(new Date('2026-11-22T17:00:00Z'))).toBe('2026-11-23');
  });
  it("agrees with the time-zone database's Asia/Ho_Chi_Minh every hour of a year", () => {
    const zone = new Intl.DateTimeFormat('en-CA', { timeZone: stayTimeZone });
    const start = Date.UTC(2026, 0, 1);
    for (let hour = 0; hour < 366 * 24; hour += 1) {
      const now = new Date(start + hour * 3_600_000);
      expect(todayInVietnam(now), now.toISOString()).toBe(zone.format(now));
    }
  });
  it('adds days and months across month and year ends', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addOneMonth('2026-01-31')).toBe('2026-02-28');
    expect(addOneMonth('2028-01-31')).toBe('2028-02-29');
    expect(addOneMonth('2026-12-15')).toBe('2027-01-15');
  });
  it('counts nights', () => {
    expect(nightsBetween('2026-11-22', '2026-11-25')).toBe(3);
  });
});

describe('office date range', () => {
  const today = '2026-11-22';
  it('accepts today to three days later', () => {
    expect(checkStayRange(today, addDays(today, 3), today)).toBeNull();
  });
  it('rejects a start before today', () => {
    expect(checkStayRange('2026-11-21', '2026-11-24', today)).toEqual({
      field: 'checkIn',
      code: 'err_date_before_today',
    });
  });
  it('rejects the start day as end day, and ends before the start', () => {
    expect(checkStayRange(today, today, today)?.code).toBe('err_date_end_before_start');
    expect(checkStayRange('2026-11-25', '2026-11-24', today)?.field).toBe('checkOut');
  });
  it('allows exactly one month and no more', () => {
    expect(checkStayRange(today, '2026-12-22', today)).toBeNull();
    expect(checkStayRange(today, '2026-12-23', today)?.code).toBe('err_date_range_too_long');
  });
});
