import { expect, test } from '../support/test.js';
import { adminToken, cmsRest, createApiToken } from '../support/cms.js';
import { urls } from '../support/environment.js';

/** The home carousel's banners; the CMS also holds the owner and help page banners (placement). */
async function bannerTitles(locale: 'en' | 'ja' | 'vi'): Promise<string[]> {
  const body = await cmsRest<{ data: { name: string }[] }>(
    `/api/banners?locale=${locale}&filters[placement][$eq]=home&sort=order:asc`,
  );
  return body.data.map((banner) => banner.name);
}

type HotList = { items: { id: string; name: string; price: { amount: number; currency: string } }[] };

test.describe('walking skeleton', () => {
  test('/en shows the English banners and three hot apartments with prices', async ({ page }) => {
    const titles = await bannerTitles('en');
    expect(titles.length).toBeGreaterThanOrEqual(1);

    await page.goto('/en');
    for (const title of titles) {
      await expect(page.getByTestId('banner-title').filter({ hasText: title }).first()).toBeAttached();
    }
    const cards = page.getByTestId('hot-apartment-card');
    await expect(cards).toHaveCount(3);
    for (const card of await cards.all()) {
      await expect(card).toContainText(/\$\d[\d,]*/);
    }
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('the hot apartments follow the stored currency', async ({ page }) => {
    await page.goto('/en');
    await page.evaluate(() => localStorage.setItem('CURRENCY', JSON.stringify('VND')));
    await page.reload();
    const cards = page.getByTestId('hot-apartment-card');
    await expect(cards).toHaveCount(3);
    for (const card of await cards.all()) {
      await expect(card).toContainText(/\d{1,3}(,\d{3})+ ₫/);
    }
  });

  test('switching to Tiếng Việt goes to /vi and shows the Vietnamese banners', async ({ page }) => {
    const [englishTitles, vietnameseTitles] = await Promise.all([bannerTitles('en'), bannerTitles('vi')]);
    expect(vietnameseTitles).not.toEqual(englishTitles);

    await page.goto('/en');
    await expect(page.getByTestId('hot-apartment-card')).toHaveCount(3);
    await page.getByTestId('language-picker').click();
    await page.getByRole('link', { name: 'Tiếng Việt', exact: true }).click();

    await expect(page).toHaveURL(/\/vi$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
    await expect(
      page.getByTestId('banner-title').filter({ hasText: vietnameseTitles[0]! }).first(),
    ).toBeAttached();
    await expect(page.getByTestId('banner-title').filter({ hasText: englishTitles[0]! })).toHaveCount(0);
  });

  test('Japanese lives under /jp and reads the CMS locale ja', async ({ page }) => {
    const japaneseTitles = await bannerTitles('ja');
    await page.goto('/jp');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await expect(
      page.getByTestId('banner-title').filter({ hasText: japaneseTitles[0]! }).first(),
    ).toBeAttached();
  });

  test('a path without a language goes to the stored one, keeping the query string', async ({ page }) => {
    await page.goto('/vi');
    await expect(page.getByTestId('hot-apartment-card')).toHaveCount(3);
    await page.goto('/serviced-apartments?pageIndex=2');
    await expect(page).toHaveURL(/\/vi\/serviced-apartments\?pageIndex=2$/);
  });

  test('with nothing stored, the browser language decides', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'ja-JP' });
    const page = await context.newPage();
    await page.goto(`${urls.web}/`);
    await expect(page).toHaveURL(/\/jp$/);
    await context.close();
  });

  test('an unknown path shows the not-found page', async ({ page }) => {
    const response = await page.goto('/en/this-page-does-not-exist');
    expect(response?.ok()).toBe(true);
    await expect(page.getByTestId('not-found')).toBeVisible();
    await expect(page.getByRole('link', { name: /home/i }).first()).toBeVisible();
  });

  test('a property created and published through the CMS API reaches the hot list without a restart', async ({
    page,
  }) => {
    const token = await createApiToken(await adminToken(), `e2e-${Date.now()}`);
    const name = `E2E Residence ${Date.now()}`;
    // City, district and bedroom type are relations, found by their code or key.
    type Found = { data: { documentId: string }[] };
    const first = async (path: string) => {
      const found = await cmsRest<Found>(path, { token });
      const documentId = found.data[0]?.documentId;
      if (!documentId) throw new Error(`nothing at ${path}`);
      return documentId;
    };
    const hanoi = await first('/api/cities?locale=en&filters[code][$eq]=HN');
    const tayHo = await first('/api/districts?locale=en&filters[key][$eq]=tay-ho');
    const twoBedrooms = await first('/api/bedroom-types?locale=en&filters[key][$eq]=2br');
    const created = await cmsRest<{ data: { documentId: string } }>('/api/properties?locale=en', {
      method: 'POST',
      token,
      body: JSON.stringify({
        data: {
          name,
          kind: 'apartment',
          typeCode: 'long',
          city: hanoi,
          district: tayHo,
          bedroomType: twoBedrooms,
          address: '1 Quảng An, Tây Hồ, Hà Nội',
          bathrooms: 2,
          size: 88,
          priceUsd: 1950,
          priceVnd: 49_530_000,
          hot: true,
        },
      }),
    });
    const draftName = `E2E Draft ${Date.now()}`;
    await cmsRest('/api/properties?locale=en&status=draft', {
      method: 'POST',
      token,
      body: JSON.stringify({
        data: {
          name: draftName,
          kind: 'apartment',
          typeCode: 'long',
          city: hanoi,
          priceUsd: 1,
          priceVnd: 1,
          hot: true,
        },
      }),
    });

    await expect
      .poll(async () => {
        const response = await fetch(`${urls.booking}/v1/properties/hot?cityId=1&lang=en&currency=USD`);
        const body = (await response.json()) as HotList;
        return body.items.map((item) => item.id);
      })
      .toContain(created.data.documentId);

    await page.goto('/en');
    await expect(page.getByTestId('hot-apartment-card').filter({ hasText: name })).toContainText('$1,950');
    await expect(page.getByTestId('hot-apartment-card').filter({ hasText: draftName })).toHaveCount(0);

    // Deleting it in the CMS takes it out of the index again.
    await cmsRest(`/api/properties/${created.data.documentId}`, { method: 'DELETE', token });
    await expect
      .poll(async () => {
        const response = await fetch(`${urls.booking}/v1/properties/hot?cityId=1&lang=en&currency=USD`);
        const body = (await response.json()) as HotList;
        return body.items.map((item) => item.id);
      })
      .not.toContain(created.data.documentId);
  });
});
