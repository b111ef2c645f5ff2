import { cmsRest } from '../support/cms.js';
import { expect, test } from '../support/test.js';

// Home is prerendered per language (web/scripts/prerender.mjs) and taken over by the app in
// the browser (web/src/main.tsx). These tests read the HTML as it is sent and watch the hand-over.

const languages = [
  { path: 'en', locale: 'en' },
  { path: 'jp', locale: 'ja' },
  { path: 'vi', locale: 'vi' },
] as const;

async function bannerTitles(locale: 'en' | 'ja' | 'vi'): Promise<string[]> {
  const body = await cmsRest<{ data: { name: string }[] }>(
    `/api/banners?locale=${locale}&filters[placement][$eq]=home&sort=order:asc`,
  );
  return body.data.map((banner) => banner.name);
}

const decodeEntities = (html: string) =>
  html.replace(/&amp;/g, '&').replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>');

for (const { path, locale } of languages) {
  test(`/${path} is sent as finished HTML: head, hero, hot apartments, styles and data`, async ({ request }) => {
    const titles = await bannerTitles(locale);
    const response = await request.get(`/${path}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    const head = html.slice(0, html.indexOf('</head>'));
    const body = decodeEntities(html.slice(html.indexOf('<div id="root">')));

    expect(head).toMatch(/<title data-fallback>[^<]+<\/title>/);
    expect(head).toMatch(new RegExp(`<link data-fallback rel="canonical" href="[^"]+/${path}"`));
    expect(head).toContain('hrefLang="x-default"');
    expect(head).toContain('application/ld+json');
    // The styles are inline: nothing stands between the HTML and the first paint.
    expect(head).toContain('<style>');
    expect(head).not.toContain('rel="stylesheet"');
    expect(html).toMatch(new RegExp(`<html lang="${locale}"`));

    expect(body).toContain(titles[0]!);
    expect(body.match(/data-testid="hot-apartment-card"/g)).toHaveLength(3);
    expect(body).toContain('data-testid="hero-search"');
    expect(html).toContain('<script type="application/json" id="stayvn-prerendered">');
    // Every boundary in place: no fallback waiting for an inline swap script.
    expect(html).not.toMatch(/<template id="B:|\$RC\(/);
  });
}

test('without scripts, home shows its hero, its search form and the hot apartments', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const [title] = await bannerTitles('en');
  await page.goto('/en');
  await expect(page.getByTestId('banner-title').filter({ hasText: title! }).first()).toBeVisible();
  await expect(page.getByTestId('hero-search')).toBeVisible();
  await expect(page.getByTestId('hot-apartment-card')).toHaveCount(3);
  await context.close();
});

/** Keeps the first hot card as parsed from the HTML, before any script of the app has run. */
async function keepParsedCard(page: import('@playwright/test').Page) {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { parsedCard: Element | null }).parsedCard = document.querySelector(
        '[data-testid="hot-apartment-card"]',
      );
    });
  });
}

const parsedCardIsLive = (page: import('@playwright/test').Page) =>
  page.evaluate(() => {
    const card = (window as unknown as { parsedCard: Element | null }).parsedCard;
    return card !== null && card.isConnected;
  });

test('a first visit hydrates the page it was sent, without a mismatch, in every language', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|React error #4(18|19|23|25)/i.test(message.text())) {
      errors.push(message.text());
    }
  });
  await keepParsedCard(page);
  for (const { path } of languages) {
    await page.goto(`/${path}`);
    await expect(page.getByTestId('hot-apartment-card')).toHaveCount(3);
    // The cards are still the ones parsed from the HTML: React adopted them.
    expect(await parsedCardIsLive(page)).toBe(true);
  }
  expect(errors).toEqual([]);

  // And the page answers: the currency picker opens and changes the prices.
  await page.goto('/en');
  await page.getByTestId('currency-picker').click();
  await page.getByRole('option', { name: 'VND (₫)' }).click();
  await expect(page.getByTestId('card-price').first()).toContainText('₫');
});

test('a visitor with another stored currency gets the page rendered afresh, in that currency', async ({ page }) => {
  await keepParsedCard(page);
  await page.addInitScript(() => localStorage.setItem('CURRENCY', 'VND'));
  await page.goto('/en');
  await expect(page.getByTestId('card-price').first()).toContainText('₫');
  expect(await parsedCardIsLive(page)).toBe(false);
});
