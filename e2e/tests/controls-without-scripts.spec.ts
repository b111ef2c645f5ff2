import { expect, test, type Page } from '@playwright/test';
import { apartments, detailPath } from '../support/apartments.js';

/*
 * Before the scripts run, a prerendered page's controls work as plain HTML (issue 30, item 6):
 * what navigates is a link, search is a GET form with a real reset button, and a control whose
 * work needs the app (a heart, More filters, a slider's arrows) is not there to be pressed
 * until the app runs (`needs-app`). The header's own controls: header-without-scripts.spec.ts.
 */

test.use({ javaScriptEnabled: false });

const allResults = '/en/search-result?pageIndex=1&pageSize=15&orderBy=desc&searchGlobal=true';

/** The buttons a visitor can see that do nothing without scripts: neither submit nor reset. */
async function scriptOnlyButtons(page: Page): Promise<string[]> {
  const buttons = page.locator('button:visible');
  const found: string[] = [];
  for (const button of await buttons.all()) {
    const [type, inForm, inSummary, label] = await button.evaluate((element: HTMLButtonElement) => [
      element.type,
      element.form !== null,
      element.closest('summary') !== null,
      element.getAttribute('data-testid') ?? element.getAttribute('aria-label') ?? element.textContent,
    ]);
    if (inSummary || (inForm && (type === 'submit' || type === 'reset'))) continue;
    found.push(String(label));
  }
  return found;
}

test('home, results and an apartment show no button that needs scripts', async ({ page }) => {
  const [apartment] = await apartments();
  for (const path of ['/en', allResults, detailPath(apartment!, 'overview')]) {
    await page.goto(path);
    await expect(page.getByRole('banner')).toBeVisible();
    expect(await scriptOnlyButtons(page), path).toEqual([]);
    // The hearts are in the page, for the app to show.
    const heart = page.getByTestId('card-like').or(page.getByTestId('detail-like')).first();
    await expect(heart).toBeAttached();
    await expect(heart).toBeHidden();
  }
});

test('the floating search leads to the results page and its search form', async ({ page }) => {
  await page.goto('/en');
  await page.getByTestId('floating-search').click();
  await expect(page).toHaveURL(/\/en\/search-result$/);
  await expect(page.getByTestId('search-form')).toBeVisible();
});

test("a long-stay card's Contact us leads to the contact page", async ({ page }) => {
  // Home's cards (without scripts, the results page cannot tell which cards its address asks for).
  await page.goto('/en');
  await page.getByTestId('card-contact').filter({ visible: true }).first().click();
  // (The contact page itself is the app's: not prerendered, it asks for scripts.)
  await expect(page).toHaveURL(/\/en\/about-us\/contact-us$/);
});

test("the search form's Reset puts the form back as it was sent", async ({ page }) => {
  await page.goto('/en');
  const form = page.getByTestId('search-form');
  const keyword = form.locator('input[name="keyword"]:not([type="hidden"])');
  await keyword.fill('Tay Ho');
  await form.getByTestId('search-reset').click();
  await expect(keyword).toHaveValue('');
  await expect(page).toHaveURL(/\/en$/);
});

test("an apartment's photos scroll as a plain box", async ({ page }) => {
  const withPhotos = [];
  for (const card of await apartments()) {
    await page.goto(detailPath(card, 'overview'));
    if ((await page.getByTestId('image-slider').locator('img').count()) > 1) {
      withPhotos.push(card);
      break;
    }
  }
  expect(withPhotos).toHaveLength(1);
  const photos = page.getByTestId('image-slider').locator('img');
  await expect(photos.nth(1)).not.toBeInViewport({ ratio: 0.9 });
  await photos.first().hover();
  await page.mouse.wheel(1200, 0);
  await expect(photos.nth(1)).toBeInViewport({ ratio: 0.9 });
});
