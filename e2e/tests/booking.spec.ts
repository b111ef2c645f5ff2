import { AxeBuilder } from '@axe-core/playwright';
import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { expect, test, type Page } from '../support/test.js';
import { logInWithDialog, signUpThroughMail } from '../support/accounts.js';
import { pickDay } from '../support/calendar.js';
import { MailCapture } from '../support/mail.js';
import { shownMessageIds } from '../support/messages.js';
import { e2eEnv, urls } from '../support/environment.js';

const run = promisify(execFile);
const root = new URL('../..', import.meta.url).pathname;
const mail = new MailCapture();

test.beforeAll(() => mail.start());
test.afterAll(() => mail.stop());

type Card = { id: string; slug: string; typeCode: 'long' | 'short'; name: string };

const password = 'stay-vn-2026';
const vietnamOffsetMs = 7 * 3_600_000;

/** A day counted from today in Vietnam (where the hotel's calendar is), as YYYY-MM-DD. */
function vietnamDay(fromToday: number): string {
  return new Date(Date.now() + vietnamOffsetMs + fromToday * 86_400_000).toISOString().slice(0, 10);
}

async function shortStayApartment(): Promise<Card> {
  const response = await fetch(`${urls.booking}/v1/properties/search?type=residence&pageSize=50&lang=en`);
  expect(response.ok).toBe(true);
  const card = ((await response.json()) as { items: Card[] }).items.find((item) => item.typeCode === 'short');
  if (!card) throw new Error('the seeded catalog has no short-stay apartment');
  return card;
}

/**
 * axe (WCAG 2.1 A/AA) on a signed-in booking page: the route table's audit sees these pages
 * signed out only. Serious and critical violations fail, listed with their elements.
 */
async function expectAccessible(page: Page, what: string) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    // react-aria's live announcer, not the page: for 7 s after a pending button it holds a node
    // labelled by that button, which a closed dialog (the login's) has taken away.
    .exclude('[data-live-announcer]')
    .analyze();
  const blocking = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  expect(blocking, `${what}: serious or critical axe violations`).toEqual([]);
}

test.describe('short-term booking', () => {
  test('book by bank transfer with a VAT invoice, staff confirm, print the receipt, cancel', async ({
    page,
  }, testInfo) => {
    test.setTimeout(180_000);
    const email = `e2e-booking-${Date.now()}@example.com`;
    const apartment = await shortStayApartment();
    await signUpThroughMail(mail, { email, fullName: 'Nguyen Thi Lan', password });

    await page.goto(`/en/serviced-apartments/overview/${apartment.id}/${apartment.slug}/short`);
    await logInWithDialog(page, email, password);
    await page.getByTestId('detail-book').click();
    await expect(page).toHaveURL(new RegExp(`/en/payment-summary/${apartment.id}$`));
    // The price of the first free nights shows at once.
    await expect(page.getByTestId('payment-summary')).toBeVisible();
    await expect(page.getByTestId('price-total')).toBeVisible();

    // Dates in the range calendar: three nights, ten days from now (more than 2 days ahead: 50% to cancel).
    const checkIn = vietnamDay(10);
    const checkOut = vietnamDay(13);
    await page.getByTestId('stay-dates-open').click();
    await expect(page.getByTestId('stay-calendar')).toBeVisible();
    await pickDay(page, checkIn);
    await pickDay(page, checkOut);
    await expect(page.getByTestId('stay-calendar')).toBeHidden();
    const card = page.getByTestId('booking-summary-card');
    const monthYear = (day: string) =>
      new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
        new Date(`${day}T00:00:00Z`),
      );
    await expect(card.getByTestId('stay-check-in')).toContainText(monthYear(checkIn));
    await expect(card.getByTestId('stay-check-out')).toContainText(monthYear(checkOut));
    await expect(card.getByTestId('price-breakdown')).toContainText('× 3 nights');

    // Guest details, prefilled from the profile, and a VAT invoice for a company.
    const form = page.getByTestId('guest-form');
    await expect(form.getByTestId('guest-fullName').getByRole('textbox')).toHaveValue('Nguyen Thi Lan');
    await expect(form.getByTestId('guest-email').getByRole('textbox')).toHaveValue(email);
    await form.getByTestId('guest-phoneNumber').getByRole('textbox').fill('0901234567');
    await form.getByText('I need a VAT invoice', { exact: false }).click();
    const invoice = form.getByTestId('vat-invoice');
    await invoice.getByTestId('guest-companyName').getByRole('textbox').fill('Cong ty TNHH Song Hong');
    await invoice
      .getByTestId('guest-companyAddress')
      .getByRole('textbox')
      .fill('12 Ly Thai To, Hoan Kiem, Ha Noi');
    // A tax code that is not Vietnamese is refused in the field, then corrected.
    const taxCode = invoice.getByTestId('guest-taxCode').getByRole('textbox');
    await taxCode.fill('12345');
    await taxCode.blur();
    await expect(invoice.getByTestId('guest-taxCode')).toContainText('Enter a Vietnamese tax code');
    await taxCode.fill('0101234567-001');
    await page.getByTestId('payment-bank_transfer').click();
    await form.getByText('I have read and agree', { exact: false }).click();
    await expectAccessible(page, 'payment summary');
    await form.getByTestId('booking-submit').click();

    // Bank transfer: the VietQR code with the amount and the booking number as the content.
    await expect(page).toHaveURL(/\/en\/bank-transfer\/SV-/);
    const number = decodeURIComponent(page.url().split('/bank-transfer/')[1]!);
    expect(number).toMatch(/^SV-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    const transfer = page.getByTestId('bank-transfer');
    const qr = transfer.getByRole('img', { name: 'VietQR code for this transfer' });
    await expect(qr).toBeVisible();
    await expect(qr.locator('path')).toHaveAttribute('d', /^M/);
    // An EMVCo payload (NAPAS 247) carrying the booking number as the content, CRC last.
    await expect(qr).toHaveAttribute(
      'data-payload',
      new RegExp(`^000201.*${number.replace(/-/g, '')}.*6304[0-9A-F]{4}$`),
    );
    await expect(transfer.getByTestId('transfer-content')).toContainText(number.replace(/-/g, ''));
    await expect(transfer.getByTestId('transfer-amount')).toContainText('₫');
    await expectAccessible(page, 'bank transfer');
    const done = transfer.getByTestId('transfer-done');
    await expect(done).toBeDisabled();
    await transfer.getByText('I have transferred the amount', { exact: false }).click();
    await done.click();

    // Received, awaiting the provider's confirmation.
    await expect(page.getByTestId('finish-booking')).toContainText(number);
    await expect(page.getByTestId('finish-booking')).toContainText('Received – awaiting confirmation');

    // Staff confirm the transfer with the command, against the service under test.
    const { stdout } = await run(
      'npm',
      ['run', 'booking:confirm-transfer', '-w', '@stayvn/booking-service', '--', number],
      {
        cwd: root,
        env: { ...process.env, ...e2eEnv.booking, BOOKING_SERVICE_URL: urls.booking },
      },
    );
    expect(stdout).toContain(`${number} is now confirmed`);

    // The confirmation mail, with the stay as an .ics attachment.
    const confirmation = await mail.waitForMail(email, ['BEGIN:VEVENT', number]);
    expect(confirmation.text).toContain(number);
    expect(confirmation.raw).toMatch(new RegExp(`filename="?${number}\\.ics`));
    expect(confirmation.raw).toMatch(/content-type:\s*text\/calendar/i);
    expect(confirmation.text).toContain(`DTSTART:${checkIn.replace(/-/g, '')}T070000Z`);
    expect(confirmation.text).toContain(`DTEND:${checkOut.replace(/-/g, '')}T050000Z`);

    // My bookings: under upcoming, confirmed.
    await page.goto('/en/list-booking');
    const upcoming = page.getByTestId('bookings-upcoming');
    const item = upcoming.locator(`[data-testid="booking-item"][data-number="${number}"]`);
    await expect(item).toBeVisible();
    await expect(item).toContainText('Confirmed');
    await expect(page.getByTestId('bookings-current-empty')).toBeVisible();
    await expectAccessible(page, 'my bookings');

    // The confirmation page as a printed receipt: one page.
    await item.getByTestId('booking-open').click();
    await expect(page).toHaveURL(new RegExp(`/en/booking-confirm/${number}$`));
    const receipt = page.getByTestId('booking-confirm');
    await expect(receipt.getByTestId('booking-number')).toHaveText(number);
    await expect(receipt.getByTestId('confirm-invoice')).toContainText('0101234567-001');
    await expect(receipt.getByTestId('booking-status')).toContainText('Confirmed');
    await expectAccessible(page, 'booking confirmation');
    const pdf = await page.pdf({ format: 'A4', printBackground: true });
    const pdfPath = testInfo.outputPath('booking-confirm.pdf');
    writeFileSync(pdfPath, pdf);
    if (process.env.E2E_ARTIFACTS_DIR)
      writeFileSync(`${process.env.E2E_ARTIFACTS_DIR}/booking-confirm.pdf`, pdf);
    const pageCount = pdf.toString('latin1').match(/\/Type\s*\/Page(?![s\w])/g)?.length ?? 0;
    expect(pageCount).toBe(1);

    // Cancel with a reason: the cost (50% of the rent, more than 2 days ahead) shown first.
    await receipt.getByTestId('booking-cancel').click();
    const dialog = page.getByTestId('cancel-dialog');
    await expect(dialog).toBeVisible();
    const confirmCancel = dialog.getByTestId('cancel-confirm');
    await expect(confirmCancel).toBeDisabled();
    await dialog.getByTestId('cancel-reason-found_other_accommodation').click();
    await expect(dialog.getByTestId('cancel-cost')).toContainText('50% of the rent');
    await expect(dialog.getByTestId('cancel-cost-amount')).toContainText('$');
    await expect(dialog.getByTestId('cancel-refund')).toContainText('$');
    await expect(dialog).toContainText('15 working days');
    await expectAccessible(page, 'cancel dialog');
    await confirmCancel.click();

    await expect(page).toHaveURL(new RegExp(`/en/booking-cancelled/${number}$`));
    await expect(page.getByTestId('booking-cancelled')).toContainText(number);
    await expect(page.getByTestId('cancelled-refund')).toContainText('$');

    // A cancelled booking moves from upcoming to previous.
    await page.goto('/en/list-booking');
    await expect(page.getByTestId('list-booking')).toBeVisible();
    await expect(page.getByTestId('bookings-upcoming').locator(`[data-number="${number}"]`)).toHaveCount(0);
    await expect(page.getByTestId('bookings-previous').locator(`[data-number="${number}"]`)).toContainText(
      'Cancelled by guest',
    );
  });

  test('the payment summary shows a text for every message in en, jp and vi', async ({ page }) => {
    const email = `e2e-summary-${Date.now()}@example.com`;
    const apartment = await shortStayApartment();
    await signUpThroughMail(mail, { email, fullName: 'Sato Hanako', password });
    await page.goto('/en');
    await logInWithDialog(page, email, password);
    for (const language of ['en', 'jp', 'vi']) {
      await page.goto(`/${language}/payment-summary/${apartment.id}`);
      await expect(page.getByTestId('price-total')).toBeVisible();
      await page.getByTestId('guest-form').locator('input[name="vatInvoice"]').check({ force: true });
      await expect(page.getByTestId('vat-invoice')).toBeVisible();
      await page.getByTestId('stay-dates-open').click();
      await expect(page.getByTestId('stay-calendar')).toBeVisible();
      expect(await shownMessageIds(page), language).toEqual([]);
      await page.keyboard.press('Escape');
    }
  });
});
