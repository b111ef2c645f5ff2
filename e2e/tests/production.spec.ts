import { urls } from '../support/environment.js';
import { MailCapture } from '../support/mail.js';
import { expect, test } from '../support/test.js';

/*
 * The production topology (playwright.prod.config.ts only): Chromium through Caddy, the
 * production Caddyfile's headers, prerendered pages, two booking-service instances behind it.
 * The journeys of the staff console (staff.spec.ts) follow in the same run.
 */
const mail = new MailCapture();
test.beforeAll(() => mail.start());
test.afterAll(() => mail.stop());

test.describe('the production topology', () => {
  test.describe.configure({ mode: 'serial' });

  test('home is prerendered behind Caddy with the production headers; search leads to an apartment', async ({
    page,
  }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    const home = await page.goto('/en');
    expect(home?.status()).toBe(200);
    const headers = home!.headers();
    expect(headers['content-security-policy']).toContain(`connect-src 'self' ${urls.booking} ${urls.cms}`);
    expect(headers['strict-transport-security']).toMatch(/^max-age=/);
    // The prerenderer's page, not the empty app shell.
    expect(await home!.text()).toContain('data-rendered-path="/en"');

    await page.goto('/en/serviced-apartments');
    await page.getByTestId('search-submit').click();
    await expect(page).toHaveURL(/\/en\/search-result\?/);
    const card = page.getByTestId('listing-card').first();
    await expect(card).toBeVisible();
    const title = (await card.getByRole('heading').first().textContent())!.trim();
    await card.getByRole('link').first().click();
    await expect(page.getByTestId('detail-title')).toHaveText(title);
    await expect(page.getByTestId('image-slider')).toBeVisible();
    // The apartment's pictures come from the CMS's public address, allowed by the policy.
    const picture = page.getByTestId('image-slider').locator('img').first();
    await expect(picture).toHaveAttribute('src', new RegExp(`^${urls.cms.replace(/[.]/g, '\\.')}/`));
    await expect
      .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    expect(violations).toEqual([]);
  });

  test('sign up from the mailed link in Chromium, through Caddy', async ({ page }) => {
    const email = `prod-${Date.now()}@example.com`;
    await page.goto('/en');
    await page.getByTestId('header-sign-up').click();
    const dialog = page.getByTestId('auth-dialog');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByRole('button', { name: 'Send verification link' }).click();
    await expect(dialog.getByTestId('sign-up-email-sent')).toContainText(email);

    const link = await mail.waitForLink(email, '/en/sign-up?verify-key=', 60_000);
    expect(new URL(link).origin).toBe(urls.web);
    await page.goto(link);
    const form = page.getByTestId('sign-up-form');
    await form.getByLabel('Full name').fill('Pham Thu Ha');
    await form.getByLabel('Password', { exact: true }).fill('stay-vn-prod-2026');
    await form.getByLabel('Confirm password').fill('stay-vn-prod-2026');
    await form.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.getByTestId('user-menu')).toContainText('Pham Thu Ha');
  });
});
