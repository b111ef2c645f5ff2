import { expect as baseExpect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { admin, urls } from './environment.js';

/**
 * The Strapi admin panel at the CMS's /admin, driven in Chromium as an editor drives it: by the
 * names and labels the panel shows, never by its generated class names. Each step leaves a
 * screenshot (`admin-*.png` in the test's output folder).
 */

/**
 * The panel's own expectations: under the full suite (audits and journeys beside the CMS on two
 * cores) a view of the panel can take longer than the suite's 15 s to render; a view that never
 * comes still fails, after a minute.
 */
const expect = baseExpect.configure({ timeout: 60_000 });

/** The CMS under test serves the panel only when `strapi build` has written cms/dist/build. */
export async function expectAdminPanelServed(): Promise<void> {
  const response = await fetch(`${urls.cms}/admin/auth/login`);
  const html = await response.text();
  if (!response.ok || !html.includes('id="strapi"'))
    throw new Error(
      `the CMS under test serves no admin panel (${response.status}): build it with ` +
        '`npm run build -w @stayvn/cms` (part of `npx turbo run build`), which writes cms/dist/build',
    );
}

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: test.info().outputPath(`admin-${name}.png`) });
}

/** A step of the test's report and trace, timed on its own. */
const step = <T>(title: string, body: () => Promise<T>) => test.step(title, body, { box: true });

/** Opens a browser window of the editor's own (not the guest's) and logs in to the panel. */
export function logInToAdmin(browser: Browser): Promise<Page> {
  return step('log in to the admin panel', async () => {
    await expectAdminPanelServed();
    const context = await browser.newContext({ baseURL: urls.cms, viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    // A new admin is offered a guided tour whose steps cover the page: the editor skips it.
    await page.addLocatorHandler(page.getByRole('dialog').filter({ hasText: /Step \d+ of \d+/ }), (tour) =>
      tour.getByRole('button', { name: 'Skip' }).click(),
    );
    await page.goto('/admin');
    await page.getByRole('textbox', { name: 'Email' }).fill(admin.email);
    await page.getByRole('textbox', { name: 'Password' }).fill(admin.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('link', { name: 'Content Manager' })).toBeVisible();
    await shot(page, 'logged-in');
    return page;
  });
}

export type EntryToOpen = { collection: string; name: string; locale: string };

/** Content Manager → the collection type → the entry found by its name, in the given locale. */
export function openEntry(page: Page, { collection, name, locale }: EntryToOpen): Promise<void> {
  return step(`open ${collection} “${name}” (${locale})`, async () => {
    await page.getByRole('link', { name: 'Content Manager' }).click();
    await page
      .getByRole('navigation', { name: 'Content Manager' })
      .getByRole('link', { name: collection, exact: true })
      .click();
    await expect(page.getByRole('heading', { name: collection, level: 1 })).toBeVisible();
    const locales = page.getByRole('combobox', { name: 'Select a locale' });
    await expect(locales).toBeVisible();
    if (!(await locales.textContent())?.includes(locale)) {
      await locales.click();
      await page.getByRole('option', { name: locale }).click();
    }
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('searchbox', { name: `Search for ${collection}` }).fill(name);
    await page.keyboard.press('Enter');
    await page.getByRole('gridcell', { name, exact: true }).click();
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Locales' })).toContainText(locale);
    await shot(page, 'entry');
  });
}

/** A repeatable component field by its label ("ratePeriods (2)"), with its add button. */
function repeatableField(page: Page, label: string): Locator {
  const addButton = page.getByRole('button', { name: /^(No entry yet\. Click to add one\.|Add an entry)$/ });
  return page
    .locator('div')
    .filter({ has: page.getByText(new RegExp(`^${label}\\s\\(\\d+\\)$`)) })
    .filter({ has: addButton })
    .last();
}

export type RatePeriodInput = { holiday: string; nightlyUsd: number; minStay: number };

/** Adds an entry to the rate periods (component rates.rate-period) and fills it in. */
export function addRatePeriod(page: Page, period: RatePeriodInput): Promise<void> {
  return step('add a rate period', async () => {
    const field = repeatableField(page, 'ratePeriods');
    await field.getByRole('button', { name: /^(No entry yet\. Click to add one\.|Add an entry)$/ }).click();
    // The new entry is the last one, opened; the others stay folded.
    const entry = field.getByRole('region').last();
    await entry.getByRole('textbox', { name: 'holiday', exact: true }).fill(period.holiday);
    await entry.getByRole('textbox', { name: 'nightlyUsd', exact: true }).fill(String(period.nightlyUsd));
    await entry.getByRole('textbox', { name: 'minStay', exact: true }).fill(String(period.minStay));
    await entry.scrollIntoViewIfNeeded();
    await shot(page, 'rate-period');
  });
}

/**
 * Saves the draft, then publishes it, each confirmed by the header's badge; the last screenshot
 * shows the field named by `show` as published.
 */
export function saveAndPublish(page: Page, { show }: { show?: string } = {}): Promise<void> {
  return step('save and publish', async () => {
    const entryPanel = page
      .getByRole('complementary')
      .filter({ has: page.getByRole('heading', { name: 'Entry' }) });
    // The header's badge: "Modified" once the saved draft differs from the published version,
    // "Published" once it is published. The badge stays where the panel's notices fade, so a
    // slow panel is waited for on the badge.
    const badge = page.getByRole('main').getByRole('status').first();
    await entryPanel.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(badge).toHaveText('Modified');
    await entryPanel.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(badge).toHaveText('Published');
    if (show) await repeatableField(page, show).scrollIntoViewIfNeeded();
    await shot(page, 'published');
  });
}
