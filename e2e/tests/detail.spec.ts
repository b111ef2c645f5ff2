import { expect, test, type Page } from '../support/test.js';
import {
  apartmentWith,
  apartmentWithNearbyPlaces,
  apartments,
  detailPath,
  escapeRegExp,
  ratedApartments,
} from '../support/apartments.js';
import { cmsRest } from '../support/cms.js';
import { urls } from '../support/environment.js';

async function expectTab(page: Page, testId: string) {
  await expect(page.getByTestId(testId)).toBeVisible();
}

test.describe('apartment detail', () => {
  test('each tab has its own URL, renders its content and reloads to the same tab', async ({ page }) => {
    const card = await apartmentWith(true);
    await page.goto(detailPath(card, 'overview'));
    await expect(page.getByTestId('detail-title')).toHaveText(card.name.replace(/\u3000/g, ' '));
    await expectTab(page, 'tab-overview');
    await expect(page.getByTestId('image-slider')).toBeVisible();
    await expect(page.getByTestId('detail-price')).toContainText(/\$\d/);

    const tabs = page.getByTestId('detail-tabs');
    const steps: Array<[string, string, string]> = [
      ['Amenities', 'amenities', 'tab-amenities'],
      ['Location', 'location', 'tab-location'],
      ['Gallery', 'gallery', 'tab-gallery'],
      ['Ratings & reviews', 'ratings-reviews', 'tab-ratings-reviews'],
      ['Offers', 'offer-sub', 'tab-offers'],
    ];
    for (const [label, segment, testId] of steps) {
      await tabs.getByRole('link', { name: label }).click();
      await expect(page).toHaveURL(new RegExp(`/serviced-apartments/${segment}/${card.id}/`));
      await expectTab(page, testId);
      await expect(tabs.getByRole('link', { name: label })).toHaveAttribute('aria-current', 'page');
      await page.reload();
      await expectTab(page, testId);
    }
    await expect(page.getByTestId('facility-groups')).toHaveCount(0);
    await expect(page.getByTestId('service').first()).toBeVisible();

    await page.goto(detailPath(card, 'amenities'));
    await expect(page.getByTestId('facility-group').first()).toBeVisible();
    // The tab menu pins to the top once the page has scrolled past about 396 px.
    await expect(page.getByTestId('detail-tabs')).not.toHaveAttribute('data-pinned', 'true');
    await page.mouse.wheel(0, 900);
    await expect(page.getByTestId('detail-tabs')).toHaveAttribute('data-pinned', 'true');
  });

  test('the offers tab exists only for an apartment with services, and unknown segments are not found', async ({
    page,
  }) => {
    const plain = await apartmentWith(false);
    await page.goto(detailPath(plain, 'overview'));
    await expectTab(page, 'tab-overview');
    await expect(page.getByTestId('detail-tabs').getByRole('link')).toHaveCount(5);

    const offered = await apartmentWith(true);
    await page.goto(detailPath(offered, 'offers', 'en', 'offers'));
    await expectTab(page, 'tab-offers');
    await expect(page.getByTestId('detail-tabs').getByRole('link')).toHaveCount(6);

    await page.goto(detailPath(offered, 'offer-sub', 'en', 'offers'));
    await expect(page.getByTestId('not-found')).toBeVisible();
    await page.goto(`/en/serviced-apartments/overview/${offered.id}/${offered.slug}/weekly`);
    await expect(page.getByTestId('not-found')).toBeVisible();
    await page.goto(`/en/serviced-apartments/overview/doesnotexist123/${offered.slug}/long`);
    await expect(page.getByTestId('not-found')).toBeVisible();
  });

  test('the offers tab of an apartment without services redirects to its overview URL', async ({ page }) => {
    const plain = await apartmentWith(false);
    for (const lang of ['en', 'jp', 'vi']) {
      await page.goto(`${detailPath(plain, 'offer-sub', lang)}?home=true`);
      await expect(page).toHaveURL(
        new RegExp(
          `/${lang}/serviced-apartments/overview/${plain.id}/${escapeRegExp(plain.slug)}/${plain.typeCode}\\?home=true$`,
        ),
      );
      await expectTab(page, 'tab-overview');
    }
  });

  test('/{lang}/test is the location test: the map, the marker and nearby places of an apartment', async ({
    page,
  }) => {
    const titles = { en: 'Location test', jp: 'ロケーションテスト', vi: 'Kiểm tra vị trí' };
    for (const lang of ['en', 'jp', 'vi'] as const) {
      await page.goto(`/${lang}/test`);
      await expect(page.getByTestId('not-found')).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(titles[lang]);
      await expect(page.getByTestId('location-map')).toBeVisible();
      await expect(page.getByTestId('property-marker')).toBeVisible();
      await expect(page.getByTestId('location-test-apartment')).toHaveAttribute(
        'href',
        new RegExp(`^/${lang}/serviced-apartments/location/`),
      );
    }
    await page.getByTestId('location-test-apartment').click();
    await expectTab(page, 'tab-location');
  });

  test('the breadcrumb shows the section, except with ?home', async ({ page }) => {
    const card = await apartmentWith(false);
    await page.goto(detailPath(card, 'gallery', 'en', 'search-result'));
    const crumbs = page.getByTestId('breadcrumb');
    await expect(crumbs.getByRole('link', { name: 'Search results' })).toBeVisible();
    await expect(crumbs.getByText('Gallery')).toHaveAttribute('aria-current', 'page');

    await page.goto(`${detailPath(card, 'gallery')}?home=true`);
    await expectTab(page, 'tab-gallery');
    await expect(page.getByTestId('crumb-section-link')).toHaveCount(0);
    await expect(page.getByTestId('breadcrumb').getByRole('listitem')).toHaveCount(3);
    // Moving to another tab keeps the visitor's origin.
    await page.getByTestId('detail-tabs').getByRole('link', { name: 'Location' }).click();
    await expect(page).toHaveURL(/\?home=true/);
    await expect(page.getByTestId('crumb-section-link')).toHaveCount(0);
  });

  test('the gallery opens the lightbox and the location tab shows the map and a nearby place', async ({
    page,
  }) => {
    const card = await apartmentWithNearbyPlaces();
    await page.goto(detailPath(card, 'gallery', 'jp'));
    await page.getByTestId('gallery-item').first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.goto(detailPath(card, 'location', 'vi'));
    await expect(page.getByTestId('location-map')).toBeVisible();
    await expect(page.getByTestId('property-marker')).toBeVisible();
    const item = page.getByTestId('nearby-item').first();
    const itemName = (await item.locator('span').first().textContent()) ?? '';
    await item.click();
    const place = page.getByTestId('nearby-card');
    await expect(place).toBeVisible();
    await expect(place.getByRole('heading')).toHaveText(itemName);
    // A phone, when the place has one, is a tel: link.
    for (const call of await place.getByRole('link', { name: /^Gọi / }).all()) {
      await expect(call).toHaveAttribute('href', /^tel:\+?\d+$/);
    }
    await expect(page.getByTestId('nearby-marker')).toHaveCount(1);
    await page.getByTestId('nearby-back').click();
    await expect(page.getByTestId('nearby-categories')).toBeVisible();
    await expect(page.getByTestId('preparation-link')).toHaveAttribute('href', '/vi/preparation-page');
  });

  test('visiting records the apartment in HISTORY; an anonymous heart asks to log in', async ({ page }) => {
    const card = await apartmentWith(false);
    await page.goto(detailPath(card, 'overview'));
    await expectTab(page, 'tab-overview');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('HISTORY'))).toContain(card.id);
    // Spec §4 "Apartment like": anonymous → the login modal, the local list unchanged.
    await page.getByTestId('detail-like').click();
    await expect(page.getByTestId('auth-dialog')).toBeVisible();
    await expect(page.getByTestId('detail-like')).toHaveAttribute('aria-pressed', 'false');
    expect(await page.evaluate(() => localStorage.getItem('RESIDENCES_LIKE'))).toBeNull();
  });

  test('long stays offer Contact us, short stays Book now with the login dialog', async ({ page }) => {
    const all = await apartments();
    const long = all.find((card) => card.typeCode === 'long')!;
    const short = all.find((card) => card.typeCode === 'short')!;
    await page.goto(detailPath(long, 'overview'));
    await page.getByTestId('detail-contact').click();
    const dialog = page.getByTestId('enquiry-dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('enquiry-properties')).toBeVisible();
    await expect(dialog.getByTestId('enquiry-submit')).toBeDisabled();
    await page.keyboard.press('Escape');

    await page.goto(detailPath(short, 'overview'));
    await page.getByTestId('detail-book').click();
    await expect(page.getByTestId('auth-dialog')).toBeVisible();
  });

  test('the head names the apartment and the page carries its structured data', async ({ page }) => {
    const card = await apartmentWith(false);
    await page.goto(detailPath(card, 'overview'));
    await expect(page).toHaveTitle(new RegExp(escapeRegExp(card.name.slice(0, 20))));
    const data = await apartmentJsonLd(page);
    expect(data['@type']).toBe('Apartment');
    expect(data.geo).toBeTruthy();
    expect(data.offers).toMatchObject({ priceCurrency: 'USD' });
  });

  test('the ratings tab shows the average with its label, the five bars and ten reviews a page', async ({
    page,
  }) => {
    const summaries = await ratedApartments();
    const busy = summaries.find(({ summary }) => summary.total > 15);
    const quiet = summaries.find(({ summary }) => summary.total === 0);
    expect(busy, 'a seeded apartment with more than 15 reviews').toBeTruthy();

    await page.goto(detailPath(busy!.card, 'ratings-reviews'));
    await expectTab(page, 'tab-ratings-reviews');
    await expect(page.getByTestId('rating-average')).toHaveText(busy!.summary.average.toFixed(1));
    await expect(page.getByTestId('rating-bars').getByRole('meter')).toHaveCount(5);
    await expect(page.getByTestId('review')).toHaveCount(10);
    const pager = page.getByTestId('review-pager');
    await expect(pager).toBeVisible();
    // Demo review texts repeat, so each page is checked against what the service answers for it.
    const reviewTexts = async (pageIndex: number) => {
      const response = await fetch(
        `${urls.booking}/v1/properties/${busy!.card.id}/reviews?lang=en&pageIndex=${pageIndex}`,
      );
      expect(response.ok).toBe(true);
      const body = (await response.json()) as { items: { content: string }[] };
      return body.items.map(({ content }) => content.slice(0, 60));
    };
    const clipped = (texts: string[]) => texts.map((text) => new RegExp(`^${escapeRegExp(text)}`));
    await expect(page.getByTestId('review-content')).toHaveText(clipped(await reviewTexts(1)));
    await pager.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByTestId('review')).toHaveCount(busy!.summary.total - 10);
    await expect(page.getByTestId('review-content')).toHaveText(clipped(await reviewTexts(2)));

    if (quiet) {
      await page.goto(detailPath(quiet.card, 'ratings-reviews'));
      await expect(page.getByTestId('rating-average')).toHaveText('0.0');
      await expect(page.getByTestId('rating-label')).toHaveText('Awaiting review');
      await expect(page.getByTestId('reviews-empty')).toBeVisible();
    }
  });

  test('up to 15 reviews all show on one page without a paginator, and the label names the shown score', async ({
    page,
  }) => {
    const summaries = await ratedApartments();
    // The seed gives some apartments 11 to 15 reviews: more than a page of ten, not enough to page.
    const few = summaries
      .filter(({ summary }) => summary.total > 10 && summary.total <= 15)
      .sort((a, b) => b.summary.total - a.summary.total)[0];
    expect(few, 'a seeded apartment with 11 to 15 reviews').toBeTruthy();
    for (const lang of ['en', 'jp', 'vi'] as const) {
      await page.goto(detailPath(few!.card, 'ratings-reviews', lang));
      await expect(page.getByTestId('review')).toHaveCount(few!.summary.total);
      await expect(page.getByTestId('review-pager')).toHaveCount(0);
      const shown = Number((await page.getByTestId('rating-average').textContent())!.replace(',', '.'));
      const expected = shown >= 4 ? 'excellent' : shown >= 3 ? 'good' : 'review_score';
      await expect(page.getByTestId('rating-average')).toHaveAttribute('data-label', expected);
      await expect(page.getByTestId('rating-label')).not.toBeEmpty();
    }
  });

  test('the structured data rates an apartment once it has reviews', async ({ page }) => {
    const card = await apartmentWith(false);
    const summary = (await (await fetch(`${urls.booking}/v1/properties/${card.id}/rating`)).json()) as {
      average: number;
      total: number;
    };
    await page.goto(detailPath(card, 'overview'));
    await expectTab(page, 'tab-overview');
    await expect
      .poll(async () => {
        const data = (await apartmentJsonLd(page)) as { aggregateRating?: { reviewCount: number } };
        return data.aggregateRating?.reviewCount;
      })
      .toBe(summary.total > 0 ? summary.total : undefined);
  });
});

test.describe('featured projects', () => {
  test('the list links to a project whose six tabs render', async ({ page }) => {
    const body = await cmsRest<{ data: { documentId: string; slug: string; name: string }[] }>(
      '/api/projects?locale=en&filters[featured][$eq]=true&sort=id:asc',
    );
    const project = body.data[0]!;
    await page.goto('/en/featured-projects');
    await expect(page.getByTestId('project-card').first()).toBeVisible();
    await page.getByTestId('project-link').filter({ hasText: project.name }).click();
    await expect(page).toHaveURL(new RegExp(`/en/featured-projects/detail/overview/${project.documentId}/`));
    await expect(page.getByTestId('detail-title')).toHaveText(project.name);

    const base = `/en/featured-projects/detail/TAB/${project.documentId}/${project.slug}`;
    const checks: Array<[string, string]> = [
      ['overview', 'image-slider'],
      ['apartment-room-types', 'project-room-types'],
      ['location', 'location-map'],
      ['gallery', 'gallery-grid'],
      ['facilities', 'facility-groups'],
      ['offer-sub', 'service-list'],
    ];
    for (const [tab, testId] of checks) {
      await page.goto(base.replace('TAB', tab));
      await expect(page.getByTestId(`tab-${tab}`)).toBeVisible();
      await expect(page.getByTestId(testId)).toBeVisible();
    }
    await expect(page.getByTestId('crumb-section-link')).toBeVisible();
    await page.goto(`${base.replace('TAB', 'overview')}?home=true`);
    await expect(page.getByTestId('tab-overview')).toBeVisible();
    await expect(page.getByTestId('crumb-section-link')).toHaveCount(0);
  });
});

/** The page's own structured data; the root adds an Organization next to it. */
async function apartmentJsonLd(page: Page): Promise<Record<string, unknown>> {
  const all = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (text) => JSON.parse(text) as Record<string, unknown>,
  );
  return all.find((data) => data['@type'] !== 'Organization') ?? {};
}
