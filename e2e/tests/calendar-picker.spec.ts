import { expect, test, type Page } from '../support/test.js';
import { logInWithDialog, signUpThroughMail } from '../support/accounts.js';
import { cellName, vietnamDay } from '../support/calendar.js';
import { MailCapture } from '../support/mail.js';
import { e2eEnv, urls } from '../support/environment.js';
// The channels' stand-in feed server, as the booking service's own tests start it (its source: Playwright compiles it).
import { startFeedStandIn, type FeedStandIn } from '../../booking-service/dev/stand-ins/feed-stand-in.js';

/*
 * Issue 32 item 5: nights another channel sold are greyed in the guest's date picker. A stand-in
 * serves an Airbnb calendar, staff add it to an apartment, the booking service imports it on its
 * schedule, and the payment summary's calendar (reached from the apartment page) refuses them.
 */

const mail = new MailCapture();
let feeds: FeedStandIn;
test.beforeAll(async () => {
  await mail.start();
  feeds = await startFeedStandIn();
});
test.afterAll(async () => {
  await mail.stop();
  await feeds?.close();
});

type Card = { id: string; slug: string; typeCode: 'long' | 'short' };

/** The last short-stay apartment of the seeded search: not the one the booking specs book. */
async function shortStayApartment(): Promise<Card> {
  const response = await fetch(`${urls.booking}/v1/properties/search?type=residence&pageSize=50&lang=en`);
  expect(response.ok).toBe(true);
  const cards = ((await response.json()) as { items: Card[] }).items.filter(
    (item) => item.typeCode === 'short',
  );
  if (cards.length === 0) throw new Error('the seeded catalog has no short-stay apartment');
  return cards.at(-1)!;
}

/** The month's taken nights as the booking service answers them. */
async function takenNights(propertyId: string, month: string): Promise<string[]> {
  const response = await fetch(`${urls.booking}/v1/properties/${propertyId}/availability?month=${month}`);
  expect(response.ok).toBe(true);
  return ((await response.json()) as { unavailable: string[] }).unavailable;
}

/**
 * Staff add a channel's feed to the apartment; the scheduler fetches it (due at once) and applies
 * its block, which closes `night`.
 */
async function addFeedAndWait(propertyId: string, channel: string, url: string, night: string) {
  const added = await fetch(`${urls.booking}/staff/properties/${propertyId}/calendar-imports`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${e2eEnv.booking.STAFF_API_TOKEN}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ channel, url }),
  });
  expect(added.status, await added.text()).toBe(201);
  await expect
    .poll(async () => (await takenNights(propertyId, night.slice(0, 7))).includes(night), { timeout: 30_000 })
    .toBe(true);
}

/**
 * A day's cell of the open calendar (the payment summary's, or the apartment page's), by its date
 * (react-aria's cells carry no date attribute).
 */
function cell(page: Page, day: string, calendar = 'stay-calendar') {
  return page.getByTestId(calendar).getByRole('button', { name: cellName(day) });
}

test('the picker greys the nights a channel feed blocked', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const apartment = await shortStayApartment();
  // Airbnb has a guest for three nights from 40 days on: their nights are closed here.
  const [first, second, third, checkOut] = [40, 41, 42, 43].map(vietnamDay) as [
    string,
    string,
    string,
    string,
  ];
  const name = `e2e-picker-${Date.now()}`;
  feeds.setFeed(name, 'airbnb', [{ checkIn: first, checkOut, uid: name }]);
  await addFeedAndWait(apartment.id, 'Airbnb', feeds.feedUrl(name), first);

  const email = `e2e-picker-${Date.now()}@example.com`;
  await signUpThroughMail(mail, { email, fullName: 'Tran Minh Chau', password: 'stay-vn-2026' });
  await page.goto(`/en/serviced-apartments/overview/${apartment.id}/${apartment.slug}/short`);
  await logInWithDialog(page, email, 'stay-vn-2026');
  await page.getByTestId('detail-book').click();
  await expect(page).toHaveURL(new RegExp(`/en/payment-summary/${apartment.id}$`));
  await expect(page.getByTestId('payment-summary')).toBeVisible();
  await page.getByTestId('stay-dates-open').click();
  const calendar = page.getByTestId('stay-calendar');
  await expect(calendar).toBeVisible();
  for (let month = 0; month < 3 && !(await cell(page, second).isVisible()); month++)
    await calendar.locator('button[slot="next"]').click();

  // The nights inside the block can be neither a check-in nor a check-out: greyed, refused.
  for (const day of [second, third]) {
    await expect(cell(page, day)).toHaveAttribute('aria-disabled', 'true');
    await expect(cell(page, day)).toHaveAttribute('data-unavailable', 'true');
  }
  // The block's first day may end a stay, and its check-out day may start one: both stay open.
  await expect(cell(page, first)).not.toHaveAttribute('aria-disabled', 'true');
  await expect(cell(page, checkOut)).not.toHaveAttribute('aria-disabled', 'true');
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(cell(page, second)).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`picker-${width}.png`) });
  }

  // Chosen as a check-in, the night before the block refuses every check-out past its first day.
  await cell(page, vietnamDay(39)).click();
  await expect(cell(page, first)).not.toHaveAttribute('aria-disabled', 'true');
  await expect(cell(page, checkOut)).toHaveAttribute('aria-disabled', 'true');
});

test('the apartment page has the picker too, and Book now takes its dates along', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const apartment = await shortStayApartment();
  // Booking.com has the apartment for three nights from 50 days on.
  const [first, second, checkOut] = [50, 51, 53].map(vietnamDay) as [string, string, string];
  const name = `e2e-detail-picker-${Date.now()}`;
  feeds.setFeed(name, 'booking', [{ checkIn: first, checkOut, uid: name }]);
  await addFeedAndWait(apartment.id, 'Booking.com', feeds.feedUrl(name), second);

  // Before the scripts run, Book now is a plain form that reaches the payment summary.
  const plain = await browser.newContext({ javaScriptEnabled: false });
  const html = await plain.newPage();
  const detail = `/en/serviced-apartments/overview/${apartment.id}/${apartment.slug}/short`;
  await html.goto(detail);
  await html.getByTestId('detail-book').click();
  await expect(html).toHaveURL(new RegExp(`/en/payment-summary/${apartment.id}(\\?|$)`));
  await plain.close();

  const email = `e2e-detail-picker-${Date.now()}@example.com`;
  await signUpThroughMail(mail, { email, fullName: 'Pham Quoc Bao', password: 'stay-vn-2026' });
  await page.goto(detail);
  await logInWithDialog(page, email, 'stay-vn-2026');
  const form = page.getByTestId('detail-book-form');
  await form.getByTestId('detail-dates-open').click();
  const calendar = page.getByTestId('detail-calendar');
  await expect(calendar).toBeVisible();
  for (let month = 0; month < 4 && !(await cell(page, second, 'detail-calendar').isVisible()); month++)
    await calendar.locator('button[slot="next"]').click();
  await expect(cell(page, second, 'detail-calendar')).toHaveAttribute('data-unavailable', 'true');
  await page.screenshot({ path: testInfo.outputPath('detail-picker-1280.png') });

  // Two nights ending on the day the channel's guest arrives: allowed, and carried to the summary.
  const checkIn = vietnamDay(48);
  await cell(page, checkIn, 'detail-calendar').click();
  await cell(page, first, 'detail-calendar').click();
  await expect(calendar).toBeHidden();
  await page.getByTestId('detail-book').click();
  await expect(page).toHaveURL(
    new RegExp(`/en/payment-summary/${apartment.id}\\?checkIn=${checkIn}&checkOut=${first}$`),
  );
  // The summary opens on them, not on the first free nights of this month.
  const monthYear = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const card = page.getByTestId('booking-summary-card');
  for (const [field, day] of [
    ['stay-check-in', checkIn],
    ['stay-check-out', first],
  ] as const)
    await expect(card.getByTestId(field)).toContainText(monthYear.format(new Date(`${day}T00:00:00Z`)));
});
