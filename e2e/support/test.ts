import { test as base, type Page } from '@playwright/test';

export { expect, type Page } from '@playwright/test';

/**
 * Waits until the app has taken the page over (`<html data-ready>`, set by the root route once it
 * has hydrated or rendered). A prerendered page (home, results, an apartment) is on screen
 * before its scripts run, and for a first visitor the app starts at the visitor's first use of
 * the page (web/src/main.tsx, which marks the page `data-starts-at-first-use` meanwhile): the
 * pointer is then moved over the page, as a visitor does.
 */
export async function appReady(page: Page): Promise<void> {
  const ready = page.locator('html[data-ready]');
  // The page's script has run: the app is in, or it waits for the visitor's first use.
  await page.locator('html[data-ready], html[data-starts-at-first-use]').waitFor({ state: 'attached' });
  if ((await ready.count()) === 0) {
    const viewport = page.viewportSize() ?? { width: 800, height: 600 };
    await page.mouse.move(viewport.width / 2, viewport.height - 2);
    await page.mouse.move(viewport.width / 2 - 1, viewport.height - 3);
  }
  await ready.waitFor({ state: 'attached' });
}

/**
 * Playwright's `test`, with `page.goto` and `page.reload` waiting until the app has taken the
 * page over (`appReady`): a press before then does what the plain HTML does, which is not what
 * most tests look at. `test.use({ appReadyOnGoto: false })` leaves them as Playwright has them,
 * for tests of the page before the app.
 */
export const test = base.extend<{ appReadyOnGoto: boolean }>({
  appReadyOnGoto: [true, { option: true }],
  page: async ({ page, appReadyOnGoto }, use) => {
    if (!appReadyOnGoto) return use(page);
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await appReady(page);
      return response;
    };
    // A reload of a prerendered page shows its HTML (a guest's header) before the app runs too.
    const reload = page.reload.bind(page);
    page.reload = async (options) => {
      const response = await reload(options);
      await appReady(page);
      return response;
    };
    await use(page);
  },
});
