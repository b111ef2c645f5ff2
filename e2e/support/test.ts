import { test as base } from '@playwright/test';

export { expect, type Page } from '@playwright/test';

/**
 * Playwright's `test`, with `page.goto` and `page.reload` waiting until the app has taken the page over
 * (`<html data-ready>`, set by the root route once it has hydrated or rendered). Home is
 * prerendered: it is on screen before its scripts run, and a press on a button before then
 * would go nowhere, as it would for a visitor on a slow phone.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await page.locator('html[data-ready]').waitFor({ state: 'attached' });
      return response;
    };
    // A reload of a prerendered page shows its HTML (a guest's header) before the app runs too.
    const reload = page.reload.bind(page);
    page.reload = async (options) => {
      const response = await reload(options);
      await page.locator('html[data-ready]').waitFor({ state: 'attached' });
      return response;
    };
    await use(page);
  },
});
