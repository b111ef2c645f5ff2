import { expect, test, type Page } from '../support/test.js';
import { logInWithDialog, signUpThroughMail } from '../support/accounts.js';
import { apartments } from '../support/apartments.js';
import { typeStayDate, vietnamDay } from '../support/calendar.js';
import { cmsRest } from '../support/cms.js';
import { addRatePeriod, logInToAdmin, openEntry, saveAndPublish } from '../support/cms-admin.js';
import { MailCapture } from '../support/mail.js';
import { catalogueTexts } from '../support/messages.js';

// Seasonal rates (issue 32 item 4): an editor prices Tết for one apartment in one step, by the
// holiday the site setting names, in the CMS's admin panel; a guest's quote across Tết shows the
// nights grouped by price.

const mail = new MailCapture();
test.beforeAll(() => mail.start());
test.afterAll(() => mail.stop());

type Holiday = { key: string; nameEn: string; nameJa: string | null; nameVi: string | null; from: string };

const languages = [
  { language: 'en', catalogue: 'en', name: (tet: Holiday) => tet.nameEn },
  { language: 'jp', catalogue: 'ja', name: (tet: Holiday) => tet.nameJa ?? tet.nameEn },
  { language: 'vi', catalogue: 'vi', name: (tet: Holiday) => tet.nameVi ?? tet.nameEn },
] as const;

/** The next Tết the site setting lists that starts at least three days from now. */
async function nextTet(): Promise<Holiday> {
  const body = await cmsRest<{ data: { holidays: Holiday[] } }>('/api/site-setting');
  const tet = body.data.holidays
    .filter((holiday) => holiday.key === 'tet' && holiday.from >= vietnamDay(3))
    .sort((a, b) => a.from.localeCompare(b.from))[0];
  if (!tet) throw new Error('the site setting lists no coming Tết');
  return tet;
}

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

async function typeStay(page: Page, checkIn: string, checkOut: string) {
  await typeStayDate(page, 'check-in', checkIn);
  await typeStayDate(page, 'check-out', checkOut);
}

test('an editor prices Tết for an apartment; a quote across Tết groups the nights by price', async ({
  browser,
  page,
}) => {
  // The admin panel, sign-up, log-in and three languages, each waiting for the catalog to follow
  // the CMS: over 4 minutes on a slow day (30 Nov, still checking a minimum stay), so 7.
  test.setTimeout(420_000);
  const tet = await nextTet();
  // The last short-stay apartment: the other journeys take the first.
  const apartment = (await apartments()).filter((card) => card.typeCode === 'short').at(-1);
  if (!apartment) throw new Error('the seeded catalog has no short-stay apartment');

  // The editor adds one rate period naming the holiday: $250 a night, at least 3 nights.
  await test.step('the editor prices Tết in the CMS admin panel', async () => {
    const editor = await logInToAdmin(browser);
    await openEntry(editor, { collection: 'Property', name: apartment.name, locale: 'English (en)' });
    await addRatePeriod(editor, { holiday: tet.key, nightlyUsd: 250, minStay: 3 });
    await saveAndPublish(editor, { show: 'ratePeriods' });
    await editor.context().close();
  });

  const email = `e2e-rates-${Date.now()}@example.com`;
  await signUpThroughMail(mail, { email, fullName: 'Nguyen Van An', password: 'stay-vn-2026' });
  await page.goto('/en');
  await logInWithDialog(page, email, 'stay-vn-2026');

  // Two nights before Tết and three of Tết.
  const checkIn = addDays(tet.from, -2);
  const checkOut = addDays(tet.from, 3);
  for (const { language, catalogue, name } of languages) {
    const text = catalogueTexts(catalogue);
    await page.goto(`/${language}/payment-summary/${apartment.id}`);
    await expect(page.getByTestId('price-total')).toBeVisible();
    const breakdown = page.getByTestId('price-breakdown');
    const first = breakdown.locator('div', { has: page.getByTestId('price-rent') });
    const second = breakdown.locator('div', { has: page.getByTestId('price-rent-2') });
    // The catalog follows the CMS by its webhook: the Tết line shows once it has. A date typed
    // while the field fills in its first free stay is typed again.
    await expect(async () => {
      await typeStay(page, checkIn, checkOut);
      await expect(second).toBeVisible({ timeout: 3_000 });
      await expect(first).toContainText(/×\s*2(?!\d)/, { timeout: 1_000 });
    }).toPass({ timeout: 60_000 });
    await expect(second).toContainText(/×\s*3(?!\d)/);
    await expect(second).toContainText(name(tet));
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({
        path: test.info().outputPath(`rates-${language}-${width}.png`),
        fullPage: true,
      });
    }
    await page.setViewportSize({ width: 1280, height: 900 });

    // Two Tết nights are fewer than its minimum: the date field names the minimum.
    const error = page.getByTestId('stay-dates-error');
    await expect(async () => {
      await typeStay(page, tet.from, addDays(tet.from, 2));
      await expect(error).toContainText('3', { timeout: 3_000 });
    }).toPass({ timeout: 30_000 });
    if (language !== 'en')
      await expect(error).toHaveText(text['booking.field.dates.minStay']!.replace('{nights}', '3'));
    else await expect(error).toContainText('at least 3 nights');
  }
});
