import type { Page } from './test.js';

/** How react-aria names a day's cell in English: "Friday, December 4, 2026" (with "Today, " etc.). */
function cellName(day: string): RegExp {
  const label = new Intl.DateTimeFormat('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
  return new RegExp(`\\b${label}\\b`);
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
