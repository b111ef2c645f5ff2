/**
 * Stay dates as the site counts them: calendar days in Vietnam (UTC+7 all year), whatever the
 * zone of the machine running the tests. The same arithmetic as `todayInVietnam` in
 * shared/src/dates.ts, which the web and the booking service use: a test that took "today" from
 * the machine's own calendar would disagree with them for seven hours of the day, and one that
 * took it long before asking would disagree across Vietnam's midnight (17:00 UTC). Take it when
 * it is used, and give the service a date at least a day ahead when the test does not need today.
 */
const vietnamOffsetMs = 7 * 60 * 60 * 1000;

/** The date `fromToday` days after today in Vietnam, as YYYY-MM-DD. */
export function vietnamDay(fromToday = 0, now: Date = new Date()): string {
  return new Date(now.getTime() + vietnamOffsetMs + fromToday * 86_400_000).toISOString().slice(0, 10);
}
