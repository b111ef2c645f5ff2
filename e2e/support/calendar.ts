import type { Page } from './test.js';

/**
 * How react-aria names a day's cell in English: "Friday, December 4, 2026" (with "Today, " etc.).
 * A selected cell's name also carries the whole range ("Selected Range: Monday, December 7 to
 * Wednesday, December 9, 2026, Monday, December 7, 2026 selected"), so the day must be the last
 * date in the name.
 */
export function cellName(day: string): RegExp {
  const label = new Intl.DateTimeFormat('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
  return new RegExp(`\\b${label}\\b(?![\\s\\S]*\\d{4})`);
}

/** Clicks a day in the payment summary's open range calendar, paging forward to its month first. */
export async function pickDay(page: Page, day: string) {
  const calendar = page.getByTestId('stay-calendar');
  const cell = calendar.getByRole('button', { name: cellName(day) });
  for (let month = 0; month < 3 && !(await cell.isVisible()); month++) {
    await calendar.locator('button[slot="next"]').click();
  }
  await cell.click();
}

const vietnamOffsetMs = 7 * 3_600_000;

/** A day counted from today in Vietnam (where the hotel's calendar is), as YYYY-MM-DD. */
export function vietnamDay(fromToday: number): string {
  return new Date(Date.now() + vietnamOffsetMs + fromToday * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Types a date into the payment summary's check-in or check-out field as a guest does, segment
 * by segment (year, month, day: the order the language shows them in does not matter then),
 * one key at a time.
 */
export async function typeStayDate(page: Page, field: 'check-in' | 'check-out', day: string) {
  const [year, month, date] = day.split('-') as [string, string, string];
  const input = page.getByTestId(`stay-dates-${field}`);
  for (const [segment, digits] of [
    ['year', year],
    ['month', month],
    ['day', date],
  ] as const) {
    await input.locator(`[data-type="${segment}"]`).click();
    await page.keyboard.type(digits, { delay: 30 });
  }
}
