import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Cookie, Locator } from '@playwright/test';
import { signUpThroughMail } from '../support/accounts.js';
import { shortStayApartment, type Card } from '../support/booking-journey.js';
import { vietnamDay } from '../support/dates.js';
import { e2eEnv, urls } from '../support/environment.js';
import { MailCapture } from '../support/mail.js';
import { logInStaffAdmin } from '../support/staff.js';
import { expect, test, type Page } from '../support/test.js';

/*
 * Issue 32 item 3 in Chromium: staff open an apartment's month in the console, close nights by
 * hand (refused over a booking, at its field), see them in the grid, add a channel's feed (a bad
 * URL told at its field) and see the conflict its event makes with a confirmed booking, with a
 * link to the booking. Screenshots at 1280 and 390 px go to SHOTS_DIR.
 */

const mail = new MailCapture();
const shots = process.env.SHOTS_DIR;
if (shots) mkdirSync(shots, { recursive: true });
const machine = { authorization: `Bearer ${e2eEnv.booking.STAFF_API_TOKEN}` };
// Far ahead and spread, so reruns and other specs' stays on the same apartment do not collide.
const base = 200 + Math.floor(Math.random() * 120) * 2;
const stay = { checkIn: vietnamDay(base), checkOut: vietnamDay(base + 3) };
const block = { checkIn: vietnamDay(base + 6), checkOut: vietnamDay(base + 8) };
const compact = (day: string) => day.replaceAll('-', '');

let apartment: Card;
let number: string;
let cookies: Cookie[] = [];
let feedServer: Server;

/** An Airbnb-style export whose one reservation overlaps the confirmed booking's last night. */
function airbnbFeed(): string {
  return [
    'BEGIN:VCALENDAR',
    'PRODID:-//Airbnb Inc//Hosting Calendar 1.0//EN',
    'VERSION:2.0',
    'BEGIN:VEVENT',
    `DTSTART;VALUE=DATE:${compact(vietnamDay(base + 2))}`,
    `DTEND;VALUE=DATE:${compact(vietnamDay(base + 4))}`,
    `UID:e2e-${base}@airbnb.com`,
    'SUMMARY:Reserved',
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

async function confirmedBooking(propertyId: string): Promise<string> {
  const guest = { email: `cal-${Date.now()}@example.com`, fullName: 'Le Thi Mai', password: 'stay-vn-2026' };
  const { accessToken } = await signUpThroughMail(mail, guest);
  const created = await fetch(`${urls.booking}/v1/bookings`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${accessToken}`,
      'idempotency-key': randomUUID(),
    },
    body: JSON.stringify({
      propertyId,
      ...stay,
      fullName: guest.fullName,
      email: guest.email,
      phoneNumber: '0901234567',
      paymentMethod: 'bank_transfer',
      language: 'en',
      acceptTerms: true,
    }),
  });
  const body = await created.text();
  expect(created.status, body).toBe(201);
  const { number: createdNumber } = JSON.parse(body) as { number: string };
  const auth = { authorization: `Bearer ${accessToken}` };
  const sent = await fetch(`${urls.booking}/v1/bookings/${createdNumber}/transferred`, {
    method: 'POST',
    headers: auth,
  });
  expect(sent.status).toBeLessThan(300);
  const confirmed = await fetch(`${urls.booking}/staff/bookings/${createdNumber}/confirm-transfer`, {
    method: 'POST',
    headers: { ...machine, 'content-type': 'application/json' },
    body: '{}',
  });
  expect(confirmed.status, await confirmed.text()).toBe(200);
  return createdNumber;
}

const shoot = async (page: Page, name: string) => {
  if (!shots) return;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
};

const month = (day: string) => day.slice(0, 7);

test.describe.serial('the staff calendar', () => {
  test.beforeAll(async ({ browser }) => {
    await mail.start();
    feedServer = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8' });
      response.end(airbnbFeed());
    });
    await new Promise<void>((resolve) => feedServer.listen(0, '127.0.0.1', resolve));
    apartment = await shortStayApartment();
    number = await confirmedBooking(apartment.id);
    const context = await browser.newContext();
    await logInStaffAdmin(context);
    cookies = await context.cookies();
    await context.close();
  });

  test.afterAll(async () => {
    // Leave the apartment as it was: the feed (and its blocks) and the manual blocks go.
    const path = `${urls.booking}/staff/properties/${apartment.id}`;
    const imports = (await (await fetch(`${path}/calendar-imports`, { headers: machine })).json()) as {
      feeds: { id: string }[];
    };
    for (const feed of imports.feeds)
      await fetch(`${path}/calendar-imports/${feed.id}`, { method: 'DELETE', headers: machine });
    for (const day of new Set([month(block.checkIn), month(block.checkOut)])) {
      const answer = (await (await fetch(`${path}/calendar?month=${day}`, { headers: machine })).json()) as {
        manualBlocks: { id: string }[];
      };
      for (const manual of answer.manualBlocks)
        await fetch(`${path}/calendar/blocks/${manual.id}`, { method: 'DELETE', headers: machine });
    }
    await new Promise((resolve) => feedServer.close(resolve));
    await mail.stop();
  });

  test.beforeEach(async ({ context }) => {
    await context.addCookies(cookies);
  });
  test.afterEach(async ({ context }) => {
    cookies = await context.cookies();
  });

  test('finds the apartment, closes nights by hand and sees them in the month', async ({ page }) => {
    await page.goto('/staff/calendar');
    await page.getByTestId('staff-calendar-search').locator('input').fill(apartment.name);
    const list = page.getByTestId('staff-calendar-properties');
    // The answer to the search has come (the list of every apartment stays until it does, and
    // a press on a row that then moves would land beside it).
    await expect(list.getByRole('link').filter({ hasNotText: apartment.name })).toHaveCount(0);
    await list.getByRole('link', { name: apartment.name }).first().click();
    await expect(page.getByTestId('staff-calendar-property')).toHaveText(apartment.name);

    // Months are plain links kept in the URL: go to the block's month.
    await page.goto(`/staff/calendar/${apartment.id}?month=${month(stay.checkIn)}`);
    await expect(page.getByTestId('staff-calendar-month')).toHaveAttribute('data-month', month(stay.checkIn));
    const next = page.getByTestId('staff-calendar-next');
    await expect(next).toHaveAttribute('href', new RegExp(`month=`));
    await expect(page.getByTestId(`staff-night-${stay.checkIn}`)).toContainText(`Booking: ${number}`);

    const form = page.getByTestId('staff-block-form');
    const fill = async (from: string, to: string) => {
      await form.getByTestId('staff-block-from').locator('input').fill(from);
      await form.getByTestId('staff-block-to').locator('input').fill(to);
    };
    // Over the confirmed booking: refused at the first night's field.
    await fill(stay.checkIn, stay.checkOut);
    await form.getByTestId('staff-block-add').click();
    await expect(form.getByTestId('staff-block-from')).toContainText('A booking holds some of these nights.');

    await fill(block.checkIn, block.checkOut);
    await form.getByTestId('staff-block-note').locator('input').fill('Air conditioner service');
    await form.getByTestId('staff-block-add').click();
    // The notice, or the month's list with the block (both may show: the first is enough).
    await expect(
      page.getByTestId('staff-manual-blocks').or(page.getByText('The nights are closed.')).first(),
    ).toBeVisible();
    await page.goto(`/staff/calendar/${apartment.id}?month=${month(block.checkIn)}`);
    await expect(page.getByTestId(`staff-night-${block.checkIn}`)).toContainText(
      'Manual block: Maintenance — Air conditioner service',
    );
    await expect(page.getByTestId('staff-manual-blocks')).toContainText('Air conditioner service');
    await shoot(page, 'staff-calendar');
  });

  test('adds a channel feed and shows the conflict with the booking', async ({ page }) => {
    await page.goto(`/staff/calendar/${apartment.id}?month=${month(stay.checkIn)}`);
    const feeds = page.getByTestId('staff-feeds');
    await feeds.getByTestId('staff-feed-channel').locator('input').fill('Airbnb');
    await feeds.getByTestId('staff-feed-url').locator('input').fill('calendar at airbnb');
    await feeds.getByTestId('staff-feed-add').click();
    await expect(feeds.getByTestId('staff-feed-url')).toContainText(
      'Enter a web address starting with https://.',
    );

    const { port } = feedServer.address() as AddressInfo;
    const feedUrl = `http://127.0.0.1:${port}/listing.ics`;
    await feeds.getByTestId('staff-feed-url').locator('input').fill(feedUrl);
    await feeds.getByTestId('staff-feed-add').click();
    // This spec's feed: an earlier spec (calendar-picker) may have imported one for the apartment.
    const ours = (scope: Page | Locator) => scope.getByTestId('staff-feed').filter({ hasText: feedUrl });
    await expect(ours(feeds)).toContainText('Airbnb');

    // The scheduler fetches the new feed within seconds; its event overlaps the booking.
    await expect(async () => {
      await page.goto('/staff/calendar-conflicts');
      await expect(page.getByTestId('staff-conflict').filter({ hasText: number })).toHaveCount(1, {
        timeout: 1000,
      });
    }).toPass({ timeout: 30_000 });
    const conflict = page.getByTestId('staff-conflict').filter({ hasText: number });
    await expect(conflict).toContainText('Airbnb');
    await expect(conflict).toContainText(`${vietnamDay(base + 2)} → ${vietnamDay(base + 4)}`);
    await expect(conflict).toContainText(`${stay.checkIn} → ${stay.checkOut}`);
    await shoot(page, 'staff-calendar-conflicts');

    await page.goto(`/staff/calendar/${apartment.id}?month=${month(vietnamDay(base + 2))}`);
    await expect(page.getByTestId(`staff-night-${vietnamDay(base + 2)}`)).toContainText('Conflict: Airbnb');
    await expect(ours(page)).toContainText('Last fetched');

    await page.goto('/staff/calendar-conflicts');
    await page
      .getByTestId('staff-conflict')
      .filter({ hasText: number })
      .getByTestId('staff-conflict-booking')
      .click();
    await expect(page).toHaveURL(/\/staff\/bookings\?number=/);
    await expect(page.getByTestId('staff-booking-number').locator('input')).toHaveValue(number);
  });
});
