/**
 * Calendar dates of stays are plain `YYYY-MM-DD` strings in Vietnam's time zone
 * (Asia/Ho_Chi_Minh, UTC+7, no daylight saving). Check-in is at 14:00, check-out at 12:00.
 */
export const stayTimeZone = 'Asia/Ho_Chi_Minh';
export const checkInTime = '14:00';
export const checkOutTime = '12:00';

const isoDatePattern = /^\d{4}-\d{2}-\d{2}$/;

export function isIsoDate(value: string): boolean {
  if (!isoDatePattern.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Vietnam's offset from UTC: seven hours all year (no daylight saving since 1975). */
const vietnamOffsetMs = 7 * 60 * 60 * 1000;

/**
 * Today's calendar date in Vietnam, whatever the machine's zone. Plain arithmetic on the fixed
 * offset: a time-zone formatter would load the browser's zone data on a page's first use
 * (≈ 90 ms on a mid-range phone, in the middle of taking a page over).
 */
export function todayInVietnam(now: Date = new Date()): string {
  return new Date(now.getTime() + vietnamOffsetMs).toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  const value = new Date(`${date}T00:00:00Z`);
  value.setUTCDate(value.getUTCDate() + days);
  return value.toISOString().slice(0, 10);
}

/** The same day one calendar month later, clamped to the month's end (31 Jan → 28/29 Feb). */
export function addOneMonth(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const lastDayOfNextMonth = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const result = new Date(Date.UTC(year, month, Math.min(day, lastDayOfNextMonth)));
  return result.toISOString().slice(0, 10);
}

export function nightsBetween(checkIn: string, checkOut: string): number {
  const ms = Date.parse(`${checkOut}T00:00:00Z`) - Date.parse(`${checkIn}T00:00:00Z`);
  return Math.round(ms / 86_400_000);
}

/**
 * The office search rules of the spec: start not before today, end after start (the start
 * day itself is no end date), and at most one month after the start. Returns the message
 * key of the first broken rule with the field it concerns, or null.
 */
export function checkStayRange(
  checkIn: string,
  checkOut: string,
  today: string,
): { field: 'checkIn' | 'checkOut'; code: string } | null {
  if (checkIn < today) return { field: 'checkIn', code: 'err_date_before_today' };
  if (checkOut <= checkIn) return { field: 'checkOut', code: 'err_date_end_before_start' };
  if (checkOut > addOneMonth(checkIn)) return { field: 'checkOut', code: 'err_date_range_too_long' };
  return null;
}
