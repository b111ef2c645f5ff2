import type { Browser } from '@playwright/test';
import { appReady, expect, test, type Page } from '../support/test.js';
import { logInWithDialog, signUpThroughMail } from '../support/accounts.js';
import { messageText, readyToBook, shortStayApartment, type Language } from '../support/booking-journey.js';
import { urls } from '../support/environment.js';
import { MailCapture } from '../support/mail.js';

/** What guests ran into when booking and cancelling (issue 31), in en, jp and vi. */
const mail = new MailCapture();
test.beforeAll(() => mail.start());
test.afterAll(() => mail.stop());

const password = 'stay-vn-2026';
const languages: Language[] = ['en', 'jp', 'vi'];

/** A new guest, signed in with the header's dialog, in a browser context of their own. */
async function signedInGuest(browser: Browser, name: string): Promise<Page> {
  const email = `e2e-${name}-${Date.now()}@example.com`;
  await signUpThroughMail(mail, { email, fullName: `Guest ${name}`, password });
  const context = await browser.newContext({ baseURL: urls.web });
  const page = await context.newPage();
  await page.goto('/en');
  await appReady(page);
  await logInWithDialog(page, email, password);
  return page;
}

async function openSummary(page: Page, language: Language, apartmentId: string) {
  await page.goto(`/${language}/payment-summary/${apartmentId}`);
  await appReady(page);
  await readyToBook(page);
}

/** With E2E_ARTIFACTS_DIR set, the page at 1280 and at 390 px wide there, for a person to look at. */
async function keepScreenshots(page: Page, name: string) {
  const dir = process.env.E2E_ARTIFACTS_DIR;
  if (!dir) return;
  const size = page.viewportSize();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  if (size) await page.setViewportSize(size);
}

/** Where a press on Book took a guest: the bank-transfer page, or a failure on the summary. */
function outcomeOf(page: Page): Promise<'booked' | 'refused'> {
  return Promise.race([
    page.waitForURL(/\/bank-transfer\/SV-/).then(() => 'booked' as const),
    page
      .getByTestId('booking-failure')
      .waitFor()
      .then(() => 'refused' as const),
  ]);
}

test.describe('guest booking (issue 31)', () => {
  test('two guests press Book on the same nights at once: the loser is told someone booked first', async ({
    browser,
  }) => {
    // Two sign-ups and three rounds of two pages on a busy machine.
    test.setTimeout(360_000);
    const apartment = await shortStayApartment();
    const guests = await Promise.all([signedInGuest(browser, 'racer-a'), signedInGuest(browser, 'racer-b')]);
    for (const language of languages) {
      await Promise.all(guests.map((page) => openSummary(page, language, apartment.id)));
      // Both were offered the same first free nights.
      const nights = await Promise.all(
        guests.map((page) =>
          page.getByTestId('booking-summary-card').getByTestId('stay-check-in').innerText(),
        ),
      );
      expect(nights[0], language).toBe(nights[1]);
      await Promise.all(guests.map((page) => page.getByTestId('booking-submit').click()));
      const outcomes = await Promise.all(guests.map(outcomeOf));
      expect([...outcomes].sort(), language).toEqual(['booked', 'refused']);
      const loser = guests[outcomes.indexOf('refused')]!;
      await expect(loser.getByTestId('booking-failure')).toHaveText(
        messageText(language, 'booking.error.roomTaken'),
      );
      // Once the summary has read the nights again, it does not say the other text either.
      await loser.waitForLoadState('networkidle');
      await expect(loser.getByText(messageText(language, 'booking.error.noRooms'))).toHaveCount(0);
      await keepScreenshots(loser, `room-taken-${language}`);
    }
    await Promise.all(guests.map((page) => page.context().close()));
  });

  test('cancelling a transfer staff have not confirmed: nothing counted as paid, a mail says so', async ({
    browser,
  }) => {
    // Three bookings, cancellations and mails on a busy machine.
    test.setTimeout(480_000);
    const apartment = await shortStayApartment();
    const page = await signedInGuest(browser, 'canceller');
    const mailSays: Record<Language, string> = {
      en: 'Our staff had not confirmed your bank transfer',
      jp: 'スタッフが確認していなかった',
      vi: 'chưa xác nhận khoản chuyển khoản',
    };
    for (const language of languages) {
      await openSummary(page, language, apartment.id);
      await page.getByTestId('booking-submit').click();
      await page.waitForURL(/\/bank-transfer\/SV-/);
      const number = decodeURIComponent(page.url().split('/bank-transfer/')[1]!);
      // "I have transferred": the guest's word, which staff have not checked.
      // Pressed on its label, as a guest does: the input itself is visually hidden.
      const tick = page.getByTestId('bank-transfer').locator('label', {
        has: page.locator('input[name="transferred"]'),
      });
      await tick.click();
      await expect(tick.getByRole('checkbox')).toBeChecked();
      await page.getByTestId('transfer-done').click();
      await expect(page.getByTestId('finish-booking')).toContainText(number);

      await page.goto(`/${language}/booking-confirm/${number}`);
      await appReady(page);
      await page.getByTestId('booking-cancel').click();
      const dialog = page.getByTestId('cancel-dialog');
      await dialog.getByTestId('cancel-reason-personal_matters').click();
      await expect(dialog.getByTestId('cancel-unconfirmed-note')).toHaveText(
        messageText(language, 'booking.cancel.unconfirmedNote'),
      );
      await expect(dialog.getByTestId('cancel-unconfirmed')).not.toHaveText(/^(\$0|0 ₫)$/);
      for (const line of ['cancel-paid', 'cancel-cost-amount', 'cancel-refund'])
        await expect(dialog.getByTestId(line), `${language} ${line}`).toHaveText(/^(\$0|0 ₫)$/);
      await keepScreenshots(page, `cancel-dialog-${language}`);
      await dialog.getByTestId('cancel-confirm').click();

      await expect(page).toHaveURL(new RegExp(`/${language}/booking-cancelled/${number}$`));
      await expect(page.getByTestId('cancelled-refund')).toHaveText(/^(\$0|0 ₫)$/);
      // The page says a mail was sent: it was, in the page's language.
      const sent = await mail.waitForMail(undefined, [number, mailSays[language]]);
      expect(sent.text, language).toContain(`/${language}/booking-confirm/${number}`);
    }
    await page.context().close();
  });
});
