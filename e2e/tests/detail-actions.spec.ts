import { logInWithDialog, signUpThroughMail } from '../support/accounts.js';
import { apartmentWith, apartments, detailPath } from '../support/apartments.js';
import { urls } from '../support/environment.js';
import { MailCapture } from '../support/mail.js';
import { appReady, expect, test, type Page } from '../support/test.js';

const mail = new MailCapture();
test.beforeAll(() => mail.start());
test.afterAll(() => mail.stop());

const password = 'stay-vn-2026';

/** `page.goto` for pages of contexts made in a test, waiting for the app as the fixture's does. */
async function open(page: Page, url: string) {
  await page.goto(url);
  await appReady(page);
}

async function logOut(page: Page) {
  await page.getByTestId('user-menu').click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByTestId('header-login')).toBeVisible();
}

async function serverIds(accessToken: string): Promise<string[]> {
  const response = await fetch(`${urls.booking}/v1/me/favourites/ids`, {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { ids: string[] }).ids;
}

test.describe('apartment favourites across browsers', () => {
  test('Save shows a server favourite, and an unlike in one browser outlives another browser’s stale list', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const email = `e2e-favourites-${Date.now()}@example.com`;
    const { accessToken } = await signUpThroughMail(mail, { email, fullName: 'Le Thu Ha', password });
    const card = await apartmentWith(false);
    const [one, two] = await Promise.all([browser.newContext(), browser.newContext()]);
    const a = await one.newPage();
    const b = await two.newPage();
    const like = (page: Page) => page.getByTestId('detail-like');

    await open(a, detailPath(card, 'overview'));
    await logInWithDialog(a, email, password);
    await like(a).click();
    await expect(like(a)).toHaveAttribute('aria-pressed', 'true');

    // Browser two has nothing saved locally: its Save still shows what the server holds.
    await open(b, detailPath(card, 'overview'));
    await logInWithDialog(b, email, password);
    for (const lang of ['en', 'jp', 'vi']) {
      await open(b, detailPath(card, 'overview', lang));
      await expect(like(b)).toHaveAttribute('aria-pressed', 'true');
    }
    // Unsaved and saved again there: browser two's own list now holds the apartment too.
    await like(b).click();
    await expect(like(b)).toHaveAttribute('aria-pressed', 'false');
    await like(b).click();
    await expect(like(b)).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => b.evaluate(() => localStorage.getItem('RESIDENCES_LIKE'))).toContain(card.id);
    await open(b, '/en');

    // Browser one unsaves it; browser two logs out and in again with its stale list.
    await open(a, detailPath(card, 'overview'));
    await expect(like(a)).toHaveAttribute('aria-pressed', 'true');
    await like(a).click();
    await expect(like(a)).toHaveAttribute('aria-pressed', 'false');
    expect(await serverIds(accessToken)).toEqual([]);
    await logOut(b);
    await logInWithDialog(b, email, password);
    await expect
      .poll(() => b.evaluate(() => localStorage.getItem('RESIDENCES_LIKE') ?? ''))
      .not.toContain(card.id);
    expect(await serverIds(accessToken)).toEqual([]);
    await open(b, detailPath(card, 'overview', 'vi'));
    await expect(like(b)).toHaveAttribute('aria-pressed', 'false');
    await open(a, detailPath(card, 'overview', 'jp'));
    await expect(like(a)).toHaveAttribute('aria-pressed', 'false');
    await Promise.all([one.close(), two.close()]);
  });
});

test.describe('mobile action bar', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('price and Book now stay at the bottom, above the page’s end and below the floating actions', async ({
    page,
  }) => {
    const short = (await apartments()).find((card) => card.typeCode === 'short')!;
    for (const lang of ['en', 'jp', 'vi']) {
      await page.goto(detailPath(short, 'overview', lang));
      const bar = page.getByTestId('detail-action-bar');
      await expect(bar).toBeVisible();
      await expect(bar.getByTestId('action-bar-price')).toContainText(/\d/);
      await expect(bar.getByTestId('action-bar-book')).toHaveAttribute(
        'href',
        `/${lang}/payment-summary/${short.id}`,
      );
      const box = (await bar.boundingBox())!;
      expect(box.y + box.height).toBeCloseTo(844, 0);
      // Scrolled to the end: the footer ends above the bar, and the floating actions stand on it.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const floating = page.getByRole('group').filter({ has: page.getByTestId('floating-search') });
      await expect(floating).toBeVisible();
      await expect
        .poll(async () => {
          const actions = (await floating.boundingBox())!;
          return actions.y + actions.height <= box.y;
        })
        .toBe(true);
      const footerBottom = await page
        .locator('footer')
        .last()
        .evaluate((footer) => footer.getBoundingClientRect().bottom);
      expect(footerBottom).toBeLessThanOrEqual(box.y + 1);
    }
    // With the app running, an anonymous visitor is asked to log in first.
    await page.getByTestId('action-bar-book').click();
    await expect(page.getByTestId('auth-dialog')).toBeVisible();
  });

  test('Contact us opens the enquiry; before scripts run both actions are plain links', async ({
    page,
    browser,
  }) => {
    const all = await apartments();
    const long = all.find((card) => card.typeCode === 'long')!;
    const short = all.find((card) => card.typeCode === 'short')!;
    await page.goto(detailPath(long, 'overview', 'jp'));
    await page.getByTestId('action-bar-contact').click();
    await expect(page.getByTestId('enquiry-dialog')).toBeVisible();

    const plain = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
    });
    const html = await plain.newPage();
    await html.goto(detailPath(short, 'overview', 'vi'));
    await html.getByTestId('action-bar-book').click();
    await expect(html).toHaveURL(new RegExp(`/vi/payment-summary/${short.id}$`));
    await html.goto(detailPath(long, 'overview', 'en'));
    await expect(html.getByTestId('action-bar-contact')).toHaveAttribute('href', '/en/about-us/contact-us');
    await plain.close();
  });

  test('is not shown beside the summary card on wide screens', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const card = await apartmentWith(false);
    await page.goto(detailPath(card, 'overview'));
    await expect(page.getByTestId('detail-summary')).toBeVisible();
    await expect(page.getByTestId('detail-action-bar')).toBeHidden();
  });
});
