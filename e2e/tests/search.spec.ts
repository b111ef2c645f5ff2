import { expect, test, type Page } from '../support/test.js';
import { cmsRest } from '../support/cms.js';
import { urls } from '../support/environment.js';

type Card = {
  id: string;
  name: string;
  price: { amount: number };
  offerPrice: { amount: number } | null;
  isOffer: boolean;
};
type SearchResult = { items: Card[]; total: number; destinationMatched: boolean };
type Language = 'en' | 'jp' | 'vi';
const cmsLocale: Record<Language, string> = { en: 'en', jp: 'ja', vi: 'vi' };

/** The card title as the web shows it: ideographic spaces normalised, whitespace collapsed. */
const shown = (name: string) =>
  name
    .replace(/\u3000/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
const paid = (card: Card) => (card.isOffer && card.offerPrice ? card.offerPrice.amount : card.price.amount);

async function search(query: Record<string, string | number>): Promise<SearchResult> {
  const url = new URL('/v1/properties/search', urls.booking);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, String(value));
  const response = await fetch(url);
  expect(response.status, `search ${url.search}`).toBe(200);
  return (await response.json()) as SearchResult;
}

async function cardTitles(page: Page): Promise<string[]> {
  return (await page.getByTestId('listing-link').allTextContents()).map((text) => text.trim());
}

/** Dollar amounts of the cards, in page order ($1,520 → 1520). */
async function cardAmounts(page: Page): Promise<number[]> {
  return (await page.getByTestId('card-amount').allTextContents()).map((text) =>
    Number(text.replace(/[^\d.]/g, '')),
  );
}

/** What a month costs on each card: a short stay's per-day price counts thirty times, as the sort counts it. */
async function monthlyAmounts(page: Page): Promise<number[]> {
  const amounts = await cardAmounts(page);
  const units = await page
    .getByTestId('card-unit')
    .evaluateAll((elements) => elements.map((element) => element.getAttribute('data-unit')));
  return amounts.map((amount, index) => (units[index] === 'day' ? amount * 30 : amount));
}

const resultsUrl = (language: Language, extra = '') =>
  `/${language}/search-result?pageIndex=1&pageSize=15&orderBy=desc&searchGlobal=false&type=residence&cityId=1${extra}`;

/**
 * A Hanoi district and bedroom type with apartments, from the seeded data (not hard-coded); with
 * `minPrice`, one of them must cost at least that (in dollars), so the price slider can reach it.
 */
async function pickDistrictAndBedrooms(minPrice = 0) {
  const [cities, bedrooms] = await Promise.all([
    cmsRest<{ data: { code: string; districts: { key: string }[] }[] }>('/api/cities?locale=en'),
    cmsRest<{ data: { key: string }[] }>('/api/bedroom-types?locale=en'),
  ]);
  const hanoi = cities.data.find((city) => city.code === 'HN')!;
  for (const district of hanoi.districts) {
    for (const bedroom of bedrooms.data) {
      const found = await search({
        type: 'residence',
        cityId: 1,
        districts: district.key,
        bedrooms: bedroom.key,
        pageSize: 50,
      });
      const reachable = found.items.filter((item) => paid(item) / 100 >= minPrice);
      if (reachable.length >= 1) return { district: district.key, bedroom: bedroom.key, items: reachable };
    }
  }
  throw new Error('the seed has no Hanoi apartment with a district and a bedroom type');
}

async function localizedNames(language: Language, district: string, bedroom: string) {
  const locale = cmsLocale[language];
  const [cities, bedrooms] = await Promise.all([
    cmsRest<{ data: { code: string; districts: { key: string; name: string }[] }[] }>(
      `/api/cities?locale=${locale}`,
    ),
    cmsRest<{ data: { key: string; name: string }[] }>(`/api/bedroom-types?locale=${locale}`),
  ]);
  return {
    district: cities.data.find((city) => city.code === 'HN')!.districts.find((item) => item.key === district)!
      .name,
    bedroom: bedrooms.data.find((item) => item.key === bedroom)!.name,
  };
}

test.describe('search and listings', () => {
  for (const language of ['en', 'jp', 'vi'] as const) {
    test(`a district + bedrooms + price search returns the right cards (${language})`, async ({ page }) => {
      const setting = await cmsRest<{ data: { residencePriceMin: number } }>('/api/site-setting');
      const pick = await pickDistrictAndBedrooms(Number(setting.data.residencePriceMin));
      const names = await localizedNames(language, pick.district, pick.bedroom);
      const cheapest = Math.min(...pick.items.map(paid)) / 100;

      await page.goto(`/${language}/serviced-apartments`);
      await expect(page.getByTestId('search-filters')).toHaveCount(0);
      await page.getByTestId('search-keyword').locator('input').click();
      await page.getByTestId('search-districts').click();
      await page.getByRole('option', { name: names.district, exact: true }).click();
      await page.keyboard.press('Escape');
      await page.getByTestId('search-bedrooms').click();
      await page.getByRole('option', { name: names.bedroom, exact: true }).click();
      await page.keyboard.press('Escape');
      await page.getByTestId('search-more').click();

      // The maximum price goes down to the first step at or above the cheapest match.
      const maxThumb = page.getByTestId('search-price').locator('input[type="range"]').nth(1);
      const [max, step] = await maxThumb.evaluate((input: HTMLInputElement) => [
        Number(input.max),
        Number(input.step),
      ]);
      const target = Math.ceil(cheapest / step) * step;
      await maxThumb.focus();
      for (let value = max; value > target; value -= step) await page.keyboard.press('ArrowLeft');

      await page.getByTestId('search-submit').click();
      await expect(page).toHaveURL(new RegExp(`/${language}/search-result\\?`));
      const params = new URL(page.url()).searchParams;
      expect(params.get('districts')).toBe(pick.district);
      expect(params.get('bedrooms')).toBe(pick.bedroom);
      expect(Number(params.get('priceMax'))).toBe(target);
      expect(params.get('pageIndex')).toBe('1');
      expect(params.get('pageSize')).toBe('15');
      expect(params.get('orderBy')).toBe('desc');
      expect(params.get('searchGlobal')).toBe('false');

      const expected = await search({
        lang: language,
        currency: 'USD',
        type: 'residence',
        cityId: 1,
        districts: pick.district,
        bedrooms: pick.bedroom,
        priceMin: params.get('priceMin')!,
        priceMax: target,
      });
      expect(expected.total).toBeGreaterThanOrEqual(1);
      await expect(page.getByTestId('listing-card')).toHaveCount(expected.items.length);
      expect(await cardTitles(page)).toEqual(expected.items.map((item) => shown(item.name)));
      for (const amount of await cardAmounts(page)) expect(amount).toBeLessThanOrEqual(target);
      for (const district of await page
        .getByTestId('listing-card')
        .getByTestId('card-district')
        .allTextContents()) {
        expect(district.trim()).toBe(names.district);
      }
    });
  }

  test("a plain form sent with another city leaves out the old city's districts", async ({ page }) => {
    // Before the scripts run, the form still has the Hanoi district ticked when Ho Chi Minh City
    // is chosen: the address names both, and the new city's results must not come out empty.
    const pick = await pickDistrictAndBedrooms();
    const expected = await search({ lang: 'en', currency: 'USD', type: 'residence', cityId: 2 });
    expect(expected.total).toBeGreaterThanOrEqual(1);
    await page.goto(
      `/en/search-result?pageIndex=1&pageSize=15&orderBy=desc&searchGlobal=false&type=residence&cityId=2&districts=${pick.district}`,
    );
    await expect(page).toHaveURL(/cityId=2/);
    await expect(page).not.toHaveURL(/districts=/);
    await expect(page.getByTestId('listing-card')).toHaveCount(expected.items.length);
    expect(await cardTitles(page)).toEqual(expected.items.map((item) => shown(item.name)));
  });

  test('sorting by price orders the cards both ways', async ({ page }) => {
    await page.goto(resultsUrl('en'));
    await expect(page.getByTestId('listing-card').first()).toBeVisible();

    await page.getByTestId('listing-sort-price_asc').click();
    await expect(page).toHaveURL(/sortBy=1/);
    await expect(page).toHaveURL(/orderBy=asc/);
    const ascending = await search({ type: 'residence', cityId: 1, sort: 'price_asc', currency: 'USD' });
    await expect.poll(() => cardTitles(page)).toEqual(ascending.items.map((item) => shown(item.name)));
    const up = await monthlyAmounts(page);
    expect(up).toEqual([...up].sort((a, b) => a - b));

    await page.getByTestId('listing-sort-price_desc').click();
    await expect(page).toHaveURL(/orderBy=desc/);
    const descending = await search({ type: 'residence', cityId: 1, sort: 'price_desc', currency: 'USD' });
    await expect.poll(() => cardTitles(page)).toEqual(descending.items.map((item) => shown(item.name)));
    const down = await monthlyAmounts(page);
    expect(down).toEqual([...down].sort((a, b) => b - a));
  });

  test('paging moves to page 2 with other cards and keeps the query', async ({ page }) => {
    const all = await search({ type: 'residence', cityId: 1 });
    expect(all.total).toBeGreaterThan(15);
    await page.goto(resultsUrl('en'));
    await expect(page.getByTestId('listing-card')).toHaveCount(15);
    const first = await cardTitles(page);

    const pages = page.getByRole('navigation', { name: 'Pages' });
    await expect(pages.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await pages.getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/pageIndex=2/);
    await expect(page).toHaveURL(/cityId=1/);
    const second = await search({ type: 'residence', cityId: 1, pageIndex: 2 });
    await expect.poll(() => cardTitles(page)).toEqual(second.items.map((item) => shown(item.name)));
    const titles = await cardTitles(page);
    expect(titles.filter((title) => first.includes(title))).toEqual([]);
    await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  test('the map page shows price markers and a marker highlights its card', async ({ page }) => {
    await page.goto('/en/find-property/by-map');
    const markers = page.getByTestId('map-marker');
    await expect(markers.first()).toBeVisible();
    expect(await markers.count()).toBeGreaterThanOrEqual(1);
    await expect(markers.first()).toHaveText(/\$\d/);
    // Markers of one building overlap; the keyboard reaches each of them.
    await markers.first().focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('listing-card').and(page.locator('[aria-current="true"]'))).toHaveCount(1);

    // Zooming in asks again for the visible area only.
    const moved = page.waitForRequest((request) => /\/v1\/properties\/search\?.*bbox=/.test(request.url()));
    await page.getByTestId('search-map').getByRole('button', { name: '+' }).click();
    const bbox = new URL((await moved).url()).searchParams.get('bbox')!;
    const [south, west, north, east] = bbox.split(',').map(Number) as [number, number, number, number];
    expect(south).toBeLessThan(north);
    expect(west).toBeLessThan(east);
    const inView = await search({ type: 'residence', cityId: 1, bbox, pageSize: 50 });
    await expect(page.getByTestId('listing-count')).toHaveText(new RegExp(`^${inView.total} propert`));
  });

  test('by project lists the properties of the chosen project, which is required', async ({ page }) => {
    const projects = await cmsRest<{ data: { key: string; name: string }[] }>(
      '/api/projects?locale=en&fields[0]=key&fields[1]=name&pagination[pageSize]=100',
    );
    let chosen: { key: string; name: string } | undefined;
    let expected: SearchResult | undefined;
    for (const project of projects.data) {
      expected = await search({ type: 'residence', projects: project.key });
      if (expected.total > 0) {
        chosen = project;
        break;
      }
    }
    expect(chosen).toBeDefined();

    await page.goto('/en/find-property/by-property');
    await page.getByTestId('project-submit').click();
    await expect(page.getByTestId('project-form')).toContainText('Please choose a project.');
    await page.getByTestId('project-select').locator('input').fill(chosen!.name);
    await page.getByRole('option', { name: chosen!.name, exact: true }).click();
    await page.getByTestId('project-submit').click();
    await expect(page).toHaveURL(new RegExp(`project=${chosen!.key}`));
    await expect.poll(() => cardTitles(page)).toEqual(expected!.items.map((item) => shown(item.name)));
  });

  test('the special lists are linked beside the search form and lead to their properties', async ({
    page,
  }) => {
    type List = { key: string; name: string; properties: { name: string }[] };
    const lists = async (language: Language) =>
      (
        await cmsRest<{ data: List[] }>(
          `/api/special-lists?locale=${cmsLocale[language]}&populate[properties][fields][0]=name`,
        )
      ).data;
    for (const language of ['en', 'jp', 'vi'] as const) {
      const names = (await lists(language)).map((list) => list.name);
      expect(names.length).toBeGreaterThan(0);
      await page.goto(`/${language}/serviced-apartments`);
      const links = page.getByTestId('find-modes').getByTestId('special-list-link');
      await expect(links).toHaveCount(names.length);
      expect((await links.allTextContents()).map(shown).sort()).toEqual(names.map(shown).sort());
    }

    const [list] = await lists('vi');
    await page.goto('/vi/search-result');
    await page.getByTestId('find-modes').getByRole('link', { name: list!.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/vi/special-list/${list!.key}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(list!.name);
    await expect(page.getByTestId('special-list-grid').getByTestId('listing-link')).toHaveCount(
      list!.properties.length,
    );
    expect((await cardTitles(page)).sort()).toEqual(list!.properties.map((item) => shown(item.name)).sort());
  });

  test('a keyword that names no destination shows its own message', async ({ page }) => {
    await page.goto('/en/serviced-apartments');
    await page.getByTestId('search-keyword').locator('input').fill('zzzz');
    await page.getByTestId('search-submit').click();
    await expect(page).toHaveURL(/keyword=zzzz/);
    await expect(page.getByTestId('search-no-destination')).toContainText('find a destination called “zzzz”');
    await expect(page.getByTestId('search-not-found')).toHaveCount(0);
  });

  test('an empty result shows the not-found message with its image', async ({ page }) => {
    const none = await search({ type: 'residence', cityId: 1, priceMin: 0, priceMax: 1 });
    expect(none.total).toBe(0);
    await page.goto(resultsUrl('en', '&priceMin=0&priceMax=1'));
    const empty = page.getByTestId('search-not-found');
    await expect(empty).toContainText('Sorry, no properties match your search.');
    await expect(empty.locator('svg')).toBeVisible();
    await page.goto(resultsUrl('vi', '&priceMin=0&priceMax=1'));
    await expect(page.getByTestId('search-not-found')).toContainText(
      'Rất tiếc, không có bất động sản nào phù hợp.',
    );
  });

  test('the live count follows a filter change after its debounce', async ({ page }) => {
    const pick = await pickDistrictAndBedrooms();
    const names = await localizedNames('en', pick.district, pick.bedroom);
    const [all, inDistrict] = await Promise.all([
      search({ type: 'residence', cityId: 1 }),
      search({ type: 'residence', cityId: 1, districts: pick.district }),
    ]);
    expect(inDistrict.total).not.toBe(all.total);

    await page.goto('/en/serviced-apartments');
    const count = page.getByTestId('search-count');
    await expect(count).toHaveText(new RegExp(`^${all.total} properties match`));
    await page.getByTestId('search-keyword').locator('input').click();
    await page.getByTestId('search-districts').click();
    await page.getByRole('option', { name: names.district, exact: true }).click();
    await page.keyboard.press('Escape');
    await expect(count).toHaveText(new RegExp(`^${inDistrict.total} propert(y|ies) match`));
  });

  test('a hand-edited address with six districts gets a translated field error, not a failure', async ({
    page,
  }) => {
    await page.goto(resultsUrl('en', '&districts=a,b,c,d,e,f'));
    const notice = page.getByTestId('listing-invalid-query');
    await expect(notice).toContainText('District');
    await expect(notice).toContainText('Choose at most 5.');
    await page.goto(resultsUrl('jp', '&districts=a,b,c,d,e,f'));
    await expect(page.getByTestId('listing-invalid-query')).toContainText('選択できるのは5件までです。');
  });

  test('multi-selects stop at five choices', async ({ page }) => {
    await page.goto('/en/serviced-apartments');
    await page.getByTestId('search-keyword').locator('input').click();
    await page.getByTestId('search-districts').click();
    const options = page.getByTestId('search-districts-options').getByRole('option');
    for (let index = 0; index < 5; index += 1) await options.nth(index).click();
    await expect(page.getByTestId('search-limit-note')).toContainText('You can choose up to 5.');
    await expect(options.nth(5)).toHaveAttribute('aria-disabled', 'true');
    await expect(page.getByTestId('search-districts-options').locator('[aria-selected="true"]')).toHaveCount(
      5,
    );
  });
});
