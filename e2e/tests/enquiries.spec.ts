import type { Browser } from '@playwright/test';
import { expect, test, type Page } from '../support/test.js';
import { urls } from '../support/environment.js';
import { MailCapture } from '../support/mail.js';

/*
 * Issue 15 end to end: local likes → favourites → the server list after logging in, from
 * another browser too; remove one and clear all there.
 */

const mail = new MailCapture();
test.beforeAll(() => mail.start());
test.afterAll(() => mail.stop());

const password = 'stay-vn-2026!';
const listQuery = 'pageIndex=1&pageSize=15&orderBy=desc&sortBy=0';

/** A user signed up through the service's own steps: the mailed key, then the completion. */
async function signedUpUser(fullName: string): Promise<{ email: string }> {
  const email = `enq-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const asked = await fetch(`${urls.booking}/v1/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, language: 'en' }),
  });
  expect(asked.ok).toBe(true);
  const link = await mail.waitForLink(email, 'verify-key=');
  const verifyKey = new URL(link).searchParams.get('verify-key')!;
  const done = await fetch(`${urls.booking}/v1/auth/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ verifyKey, fullName, password, confirmPassword: password, rememberMe: false }),
  });
  expect(done.status).toBeLessThan(300);
  return { email };
}

async function logIn(page: Page, email: string) {
  await page.getByTestId('header-login').click();
  const dialog = page.getByTestId('auth-dialog');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByTestId('user-menu')).toBeVisible();
}

/** Likes the first `count` cards of the apartment list with their hearts; answers their ids. */
async function likeCards(page: Page, lang: string, count: number): Promise<string[]> {
  await page.goto(`/${lang}/serviced-apartments?${listQuery}`);
  const cards = page.getByTestId('listing-card');
  await expect(cards.first()).toBeVisible();
  const ids: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const card = cards.nth(index);
    await card.getByTestId('card-like').click();
    await expect(card.getByTestId('card-like')).toHaveAttribute('aria-pressed', 'true');
    ids.push((await card.getAttribute('data-property-id'))!);
  }
  return ids;
}

async function freshPage(browser: Browser, lang: string, path: string) {
  const context = await browser.newContext({ baseURL: urls.web });
  const page = await context.newPage();
  await page.goto(`/${lang}${path}`);
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  return { context, page };
}

test.describe('favourites and enquiries', () => {
  test('likes kept in the browser show on /favourites, join the server list at login and follow the user', async ({
    page,
    browser,
  }) => {
    const user = await signedUpUser('Le Thu Ha');
    const liked = await likeCards(page, 'en', 2);

    await page.goto('/en/favourites');
    await expect(page.getByTestId('breadcrumbs')).toBeVisible();
    const items = page.getByTestId('saved-item');
    await expect(items).toHaveCount(2);
    await expect(page.getByTestId('pagination')).toHaveCount(0);
    expect((await items.evaluateAll((nodes) => nodes.map((node) => node.dataset.propertyId))).sort()).toEqual(
      [...liked].sort(),
    );

    // Logging in merges the local likes into the account's list, which the page then shows.
    await logIn(page, user.email);
    await expect(page.getByTestId('saved-source')).toBeVisible();
    await expect(items).toHaveCount(2);

    // Another browser (no local likes) finds them after logging in.
    const fresh = await freshPage(browser, 'en', '/favourites');
    await expect(fresh.page.getByTestId('saved-empty')).toBeVisible();
    await logIn(fresh.page, user.email);
    await expect(fresh.page.getByTestId('saved-source')).toBeVisible();
    const serverItems = fresh.page.getByTestId('saved-item');
    await expect(serverItems).toHaveCount(2);
    expect(
      (await serverItems.evaluateAll((nodes) => nodes.map((node) => node.dataset.propertyId))).sort(),
    ).toEqual([...liked].sort());

    // Remove one, then clear all after the confirmation, with the cleared notice.
    await serverItems.first().getByTestId('saved-remove').click();
    await expect(serverItems).toHaveCount(1);
    await fresh.page.getByTestId('saved-clear').click();
    await fresh.page.getByTestId('saved-confirm-clear').click();
    await expect(fresh.page.getByTestId('saved-cleared')).toBeVisible();
    await expect(fresh.page.getByTestId('saved-empty')).toBeVisible();
    await fresh.context.close();
  });
});
