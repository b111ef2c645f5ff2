import { expect, test } from '../support/test.js';
import { urls } from '../support/environment.js';

/**
 * What search engines read: the sitemap and robots.txt through the web origin (Vite's preview
 * passes them to the booking service, as Caddy does in production) and the head of a page.
 */
test.describe('SEO', () => {
  test('the web origin serves a sitemap of every language with hreflang alternates', async ({ request }) => {
    const search = await request.get(
      `${urls.booking}/v1/properties/search?type=residence&pageSize=1&lang=en`,
    );
    const [apartment] = (await search.json()).items as { id: string; slug: string; typeCode: string }[];
    expect(apartment).toBeDefined();

    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/xml');
    const xml = await response.text();
    const detail = `serviced-apartments/overview/${apartment!.id}/${apartment!.slug}/${apartment!.typeCode}`;
    for (const language of ['en', 'jp', 'vi']) {
      expect(xml).toContain(`<loc>${urls.web}/${language}</loc>`);
      expect(xml).toContain(`<loc>${urls.web}/${language}/${detail}</loc>`);
      expect(xml).toContain(`<loc>${urls.web}/${language}/policy/privacy-policy</loc>`);
    }
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="ja" href="${urls.web}/jp/${detail}"/>`);
    expect(xml).toContain(
      `<xhtml:link rel="alternate" hreflang="x-default" href="${urls.web}/en/${detail}"/>`,
    );
  });

  test('robots.txt points to the sitemap and keeps crawlers off private pages', async ({ request }) => {
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    const lines = (await response.text()).split('\n');
    expect(lines).toContain(`Sitemap: ${urls.web}/sitemap.xml`);
    expect(lines).toContain('Disallow: /jp/manage-account');
    expect(lines).toContain('Disallow: /vi/payment-summary');
  });

  test('a page carries its canonical link, hreflang alternates and Open Graph tags', async ({ page }) => {
    await page.goto('/jp');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/jp$/);
    const alternates = page.locator('link[rel="alternate"][hreflang]');
    await expect(alternates).toHaveCount(4);
    expect(
      await alternates.evaluateAll((links) => links.map((link) => link.getAttribute('hreflang')).sort()),
    ).toEqual(['en', 'ja', 'vi', 'x-default']);
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'ja_JP');
    // One description: the route's, not also index.html's fallback.
    await expect(page.locator('meta[name="description"]')).toHaveCount(1);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /サービスアパート/);
    await expect(page).toHaveTitle(/^StayVN · /);
    await expect(page.locator('head title')).toHaveCount(1);
    const organization = await page.locator('script[type="application/ld+json"]').first().textContent();
    expect(JSON.parse(organization ?? '{}')).toMatchObject({ '@type': 'Organization', name: 'StayVN' });
  });

  test('private pages say noindex', async ({ page }) => {
    await page.goto('/vi/forgot-password');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
    await expect(page).toHaveTitle(/\| StayVN$/);
  });
});
