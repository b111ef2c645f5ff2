import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '../support/test.js';
import { logInWithDialog, signUpThroughMail } from '../support/accounts.js';
import { typeStayDate, vietnamDay } from '../support/calendar.js';
import { MailCapture } from '../support/mail.js';
import { urls } from '../support/environment.js';

const mail = new MailCapture();
test.beforeAll(() => mail.start());
test.afterAll(() => mail.stop());

const password = 'stay-vn-2026';
const languages = [
  { language: 'en', catalogue: 'en' },
  { language: 'jp', catalogue: 'ja' },
  { language: 'vi', catalogue: 'vi' },
] as const;

/** The web's own texts, so a test sees each language's words and not a message id. */
function texts(catalogue: string): Record<string, string> {
  return JSON.parse(
    readFileSync(new URL(`../../web/src/i18n/${catalogue}.json`, import.meta.url), 'utf8'),
  ) as Record<string, string>;
}

async function shortStayApartmentId(): Promise<string> {
  const response = await fetch(`${urls.booking}/v1/properties/search?type=residence&pageSize=50&lang=en`);
  expect(response.ok).toBe(true);
  const items = ((await response.json()) as { items: { id: string; typeCode: string }[] }).items;
  const card = items.find((item) => item.typeCode === 'short');
  if (!card) throw new Error('the seeded catalog has no short-stay apartment');
  return card.id;
}

async function signedIn(page: Page, who: string) {
  const email = `e2e-${who}-${Date.now()}@example.com`;
  await signUpThroughMail(mail, { email, fullName: 'Nguyen Van An', password });
  await page.goto('/en');
  await logInWithDialog(page, email, password);
}

/** What a date segment holds now: the guest's own digits, not the last good value. */
async function expectTyped(page: Page, field: 'check-in' | 'check-out', day: string) {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const input = page.getByTestId(`stay-dates-${field}`);
  await expect(input.locator('[data-type="year"]')).toHaveAttribute('aria-valuenow', String(year));
  await expect(input.locator('[data-type="month"]')).toHaveAttribute('aria-valuenow', String(month));
  await expect(input.locator('[data-type="day"]')).toHaveAttribute('aria-valuenow', String(date));
}

/** The price card's rent line: "$94 × 3 nights" beside its amount. */
const rentLine = (page: Page) =>
  page.getByTestId('price-breakdown').locator('div', { has: page.getByTestId('price-rent') });

test.describe('payment summary', () => {
  test('date errors show at the date fields in en, jp and vi, keeping what was typed', async ({ page }) => {
    // Fifteen pairs of dates typed key by key, as a guest types them: 80 s on an idle machine,
    // past 120 s on a loaded one.
    test.setTimeout(300_000);
    const apartmentId = await shortStayApartmentId();
    await signedIn(page, 'summary-dates');
    for (const { language, catalogue } of languages) {
      const text = texts(catalogue);
      const error = page.getByTestId('stay-dates-error');
      const card = page.getByTestId('booking-summary-card');
      await page.goto(`/${language}/payment-summary/${apartmentId}`);
      await expect(page.getByTestId('price-total')).toBeVisible();
      await typeStayDate(page, 'check-in', vietnamDay(150));
      await typeStayDate(page, 'check-out', vietnamDay(152));
      await expect(page.getByTestId('stay-check-in')).toBeVisible();
      await expect(error).toHaveCount(0);

      const cases = [
        { checkIn: vietnamDay(150), checkOut: vietnamDay(148), id: 'booking.field.dates.endBeforeStart' },
        { checkIn: vietnamDay(150), checkOut: vietnamDay(150), id: 'booking.field.dates.endBeforeStart' },
        { checkIn: vietnamDay(150), checkOut: vietnamDay(550), id: 'booking.field.dates.tooLong' },
        { checkIn: vietnamDay(-3), checkOut: vietnamDay(2), id: 'booking.field.dates.beforeToday' },
      ];
      for (const { checkIn, checkOut, id } of cases) {
        await typeStayDate(page, 'check-out', checkOut);
        await typeStayDate(page, 'check-in', checkIn);
        await expect(error, `${language} ${checkIn} → ${checkOut}`).toHaveText(text[id]!);
        await expectTyped(page, 'check-in', checkIn);
        await expectTyped(page, 'check-out', checkOut);
        await expect(card).toContainText(text['booking.summary.chooseOther']!);
        await expect(page.getByTestId('quote-error')).toHaveCount(0);
        await expect(page.getByTestId('booking-submit')).toBeDisabled();
      }

      // Good dates again: the error goes and the price of those dates shows.
      await typeStayDate(page, 'check-in', vietnamDay(150));
      await typeStayDate(page, 'check-out', vietnamDay(153));
      await expect(error).toHaveCount(0);
      await expect(page.getByTestId('price-total')).toBeVisible();
      await expect(rentLine(page)).toContainText(/×\s*3(?!\d)/);
    }
  });

  test('typing a date asks for a quote only for complete, valid ranges', async ({ page }) => {
    const apartmentId = await shortStayApartmentId();
    await signedIn(page, 'summary-typing');
    for (const { language } of languages) {
      await page.goto(`/${language}/payment-summary/${apartmentId}`);
      await expect(page.getByTestId('price-total')).toBeVisible();
      const asked: { checkIn: string; checkOut: string; status: number }[] = [];
      const listener = (response: import('@playwright/test').Response) => {
        const url = new URL(response.url());
        if (!url.pathname.endsWith('/v1/bookings/quote')) return;
        asked.push({
          checkIn: url.searchParams.get('checkIn') ?? '',
          checkOut: url.searchParams.get('checkOut') ?? '',
          status: response.status(),
        });
      };
      page.on('response', listener);
      let errorShown = false;
      const watch = setInterval(() => {
        void page
          .getByTestId('quote-error')
          .count()
          .then((count) => {
            if (count > 0) errorShown = true;
          })
          .catch(() => undefined);
      }, 50);
      await typeStayDate(page, 'check-in', vietnamDay(170));
      await typeStayDate(page, 'check-out', vietnamDay(174));
      await expect(rentLine(page)).toContainText(/×\s*4(?!\d)/);
      clearInterval(watch);
      page.off('response', listener);

      const today = vietnamDay(0);
      expect(asked.length, language).toBeGreaterThan(0);
      for (const quote of asked) {
        expect(quote.checkIn >= today && quote.checkOut > quote.checkIn, JSON.stringify(quote)).toBe(true);
        expect(quote.status, JSON.stringify(quote)).toBe(200);
      }
      expect(asked.at(-1)).toMatchObject({ checkIn: vietnamDay(170), checkOut: vietnamDay(174) });
      expect(errorShown, `${language}: the price card showed an error while typing`).toBe(false);
    }
  });

  test('the price card groups every amount and the exchange rate alike in en, jp and vi', async ({
    page,
  }) => {
    const apartmentId = await shortStayApartmentId();
    await signedIn(page, 'summary-numbers');
    const grouped = /^\d{1,3}(,\d{3})+ ₫$/;
    for (const { language } of languages) {
      await page.goto(`/${language}/payment-summary/${apartmentId}`);
      await expect(page.getByTestId('price-total-vnd')).toHaveText(grouped);
      await expect(page.getByTestId('price-rate')).toContainText(/1 USD = \d{1,3}(,\d{3})+ VND/);
    }
  });

  test("a booking's pages signed out ask for its owner to log in, the list for the guest, in en, jp and vi", async ({
    page,
  }) => {
    const pages = [
      ['booking-confirm/SVN-2026-000001', 'owner'],
      ['bank-transfer/SVN-2026-000001', 'owner'],
      ['booking-cancelled/SVN-2026-000001', 'owner'],
      ['finish-booking?number=SVN-2026-000001', 'owner'],
      ['list-booking', 'list'],
    ] as const;
    for (const { language, catalogue } of languages) {
      const text = texts(catalogue);
      for (const [path, reason] of pages) {
        await page.goto(`/${language}/${path}`);
        const gate = page.getByTestId('booking-sign-in');
        await expect(gate.getByRole('heading', { level: 1 }), path).toHaveText(
          text[`booking.signIn.${reason}.title`]!,
        );
        await expect(gate).toContainText(text[`booking.signIn.${reason}.body`]!);
        await expect(gate).not.toContainText(text['booking.signIn.title']!);
      }
    }
  });
});
