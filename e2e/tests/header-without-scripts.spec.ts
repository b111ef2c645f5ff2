import { expect, test, type Browser, type Page } from '@playwright/test';
import { appReady } from '../support/test.js';

/*
 * Every control of the site header works as plain HTML (issue 30, item 6): with scripts off,
 * the language, currency and city pickers and the apartments menu are `<details>` whose choices
 * are links, "Log in" and "Sign up" lead to their pages, and the mobile menu is a native
 * popover. A currency or city picked so (`?pickCurrency=`, `?pickCity=`) is kept once the
 * scripts run, and taken out of the address.
 */

test.use({ javaScriptEnabled: false });

/** Opens `path` in a context with scripts, waits for the app, and hands the page over. */
async function withScripts(browser: Browser, path: string, check: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ javaScriptEnabled: true });
  try {
    const page = await context.newPage();
    await page.goto(path);
    await appReady(page);
    await check(page);
  } finally {
    await context.close();
  }
}

test('the currency picker opens and its choice is a link the app keeps once scripts run', async ({
  page,
  browser,
}) => {
  await page.goto('/en');
  const vnd = page.getByRole('link', { name: 'VND (₫)' });
  await expect(vnd).toBeHidden();
  await page.getByTestId('currency-picker').click();
  await expect(vnd).toBeVisible();
  await expect(page.getByRole('link', { name: 'USD ($)' })).toHaveAttribute('aria-current', 'true');
  await vnd.click();
  await expect(page).toHaveURL(/\/en\?pickCurrency=VND$/);

  await withScripts(browser, '/en?pickCurrency=VND', async (page) => {
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.getByTestId('card-price').first()).toContainText('₫');
    expect(await page.evaluate(() => localStorage.getItem('CURRENCY'))).toBe('VND');
  });
});

test('the city picker leads to the same page with the city, which the app stores', async ({
  page,
  browser,
}) => {
  await page.goto('/en/search-result?pageIndex=1&pageSize=15&orderBy=desc&searchGlobal=true');
  await page.getByTestId('city-picker').click();
  await page.getByRole('link', { name: 'Ho Chi Minh City', exact: true }).click();
  await expect(page).toHaveURL(
    /\/en\/search-result\?pageIndex=1&pageSize=15&orderBy=desc&searchGlobal=true&pickCity=2$/,
  );

  await withScripts(browser, '/en?pickCity=2', async (page) => {
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.getByTestId('city-picker')).toContainText('Ho Chi Minh City');
    const stored = await page.evaluate(() => [
      localStorage.getItem('DEFAULT_CITY'),
      localStorage.getItem('LOCATION_CITY'),
    ]);
    expect(stored[0]).toBe('2');
    expect(JSON.parse(stored[1]!)).toEqual({ id: 2, code: 'HCM' });
  });
});

test('the language picker links to the same page in the other language', async ({ page }) => {
  await page.goto('/en');
  await page.getByTestId('language-picker').click();
  await page.getByRole('link', { name: 'Tiếng Việt', exact: true }).click();
  await expect(page).toHaveURL(/\/vi$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  await expect(page.getByTestId('header-help')).toHaveText('Trợ giúp');
});

test('the apartments menu opens onto cities that expand, each project a link', async ({ page }) => {
  await page.goto('/en');
  const menu = page.getByTestId('projects-menu');
  await expect(menu).toBeHidden();
  await page.getByTestId('projects-menu-trigger').click();
  await expect(menu).toBeVisible();
  const cities = menu.getByTestId('projects-menu-city');
  expect(await cities.count()).toBeGreaterThanOrEqual(2);
  // The visitor's city (Hanoi) starts open; another opens on a press.
  await expect(cities.first()).toHaveAttribute('open', '');
  const second = cities.nth(1);
  await expect(second.getByTestId('projects-menu-link').first()).toBeHidden();
  await second.getByTestId('projects-menu-city-toggle').click();
  const link = second.getByTestId('projects-menu-link').first();
  await expect(link).toBeVisible();
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^\/en\/featured-projects\/detail\/overview\//);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
});

test('"Log in" and "Sign up" lead to their pages', async ({ page }) => {
  await page.goto('/en');
  await page.getByTestId('header-sign-up').click();
  await expect(page).toHaveURL(/\/en\/sign-up$/);
  await page.goto('/en');
  await page.getByTestId('header-login').click();
  await expect(page).toHaveURL(/\/en\/login$/);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu button opens the drawer, which closes with its button and Escape', async ({ page }) => {
    await page.goto('/jp');
    const button = page.getByTestId('mobile-menu-button');
    const drawer = page.getByTestId('mobile-menu');
    await expect(drawer).toBeHidden();
    await button.click();
    await expect(drawer).toBeVisible();
    await expect(drawer.getByTestId('projects-menu-city').first()).toBeVisible();

    await drawer.getByTestId('mobile-menu-close').click();
    await expect(drawer).toBeHidden();
    await button.click();
    await expect(drawer).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    // Its pickers and links work as in the top bar.
    await button.click();
    await drawer.getByTestId('drawer-currency-picker').click();
    await expect(drawer.getByRole('link', { name: 'VND (₫)' })).toBeVisible();
    await drawer.getByTestId('drawer-language-picker').click();
    await drawer.getByRole('link', { name: 'English', exact: true }).click();
    await expect(page).toHaveURL(/\/en$/);
    await button.click();
    await drawer.getByRole('link', { name: 'Offers', exact: true }).click();
    await expect(page).toHaveURL(/\/en\/offers$/);
  });
});
