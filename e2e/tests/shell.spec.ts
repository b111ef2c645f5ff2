import { expect, test, type Page } from '../support/test.js';
import { cmsRest } from '../support/cms.js';
import { urls } from '../support/environment.js';

/**
 * The site shell and the home page (issue 6): every home section shows the CMS's content in
 * the three languages, the pickers store and reload as the spec says, the projects menu groups
 * by city, the mobile menu opens and closes, and the newsletter box answers every case.
 */

type Media = { url: string } | null;
type CmsList<T> = { data: T[] };
const locales = { en: 'en', jp: 'ja', vi: 'vi' } as const;
type Language = keyof typeof locales;

async function bookingGet<T>(path: string): Promise<T> {
  const response = await fetch(`${urls.booking}${path}`);
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
  return (await response.json()) as T;
}

type HotList = { items: { name: string }[] };
const hotNames = async (cityId: number, lang: Language = 'en') =>
  (await bookingGet<HotList>(`/v1/properties/hot?cityId=${cityId}&lang=${lang}&currency=USD`)).items.map(
    (item) => item.name,
  );

/** A value only this page load has: gone after a reload, kept by client-side navigation. */
async function markPage(page: Page) {
  await page.evaluate(() => ((window as unknown as { __shellMark?: number }).__shellMark = 1));
}
async function pageWasReloaded(page: Page) {
  return page.evaluate(() => (window as unknown as { __shellMark?: number }).__shellMark === undefined);
}

for (const language of Object.keys(locales) as Language[]) {
  test(`/${language} home shows every section with the CMS content`, async ({ page }) => {
    const locale = locales[language];
    const [banners, essentials, projects, blogs, about, partners, hot] = await Promise.all([
      cmsRest<CmsList<{ name: string }>>(
        `/api/banners?locale=${locale}&filters[placement][$eq]=home&sort=order:asc&pagination[pageSize]=5`,
      ),
      cmsRest<CmsList<{ title: string }>>(
        `/api/essentials?locale=${locale}&sort=order:asc&pagination[pageSize]=6`,
      ),
      cmsRest<CmsList<{ documentId: string; slug: string; name: string }>>(
        `/api/projects?locale=${locale}&filters[featured][$eq]=true&sort=name:asc&pagination[pageSize]=5`,
      ),
      cmsRest<
        CmsList<{
          documentId: string;
          slug: string;
          title: string;
          category: { key: string } | null;
          thumbnail: Media;
        }>
      >(`/api/blogs?locale=${locale}&sort=date:desc&pagination[pageSize]=3`),
      cmsRest<CmsList<{ summary: string }>>(
        `/api/pages?locale=${locale}&filters[section][$eq]=about-us&sort=order:asc&pagination[pageSize]=1`,
      ),
      cmsRest<CmsList<{ name: string }>>('/api/partners?sort=order:asc'),
      hotNames(1, language),
    ]);
    expect(banners.data).toHaveLength(5);
    expect(essentials.data).toHaveLength(6);
    expect(projects.data).toHaveLength(5);
    expect(blogs.data).toHaveLength(3);

    await page.goto(`/${language}`);

    // Banner carousel: the five home banners, the first picture fetched early, the rest lazily.
    await expect(page.getByTestId('banner-slide')).toHaveCount(5);
    for (const banner of banners.data) {
      await expect(page.getByTestId('banner-title').filter({ hasText: banner.name })).toHaveCount(1);
    }
    const pictures = page.getByTestId('banner-slide').locator('img');
    await expect(pictures.first()).toHaveAttribute('fetchpriority', 'high');
    await expect(pictures.first()).toHaveAttribute('srcset', /\d+w/);
    await expect(pictures.nth(1)).toHaveAttribute('loading', 'lazy');
    await expect(page.getByTestId('banner-dot')).toHaveCount(5);
    await expect(page.getByTestId('search-form').first()).toBeVisible();

    // Essentials, hot apartments, featured projects, blogs, about, partners.
    await expect(page.getByTestId('essential')).toHaveText(
      essentials.data.map((item) => new RegExp(item.title)),
    );
    await expect(page.getByTestId('hot-apartment-card')).toHaveCount(3);
    await expect(page.getByTestId('hot-apartment-link').first()).toHaveText(hot[0]!.replace(/\s+/g, ' '));

    const projectLinks = page.getByTestId('featured-project-link');
    await expect(projectLinks).toHaveText(projects.data.map((project) => project.name));
    const firstProject = projects.data[0]!;
    await expect(projectLinks.first()).toHaveAttribute(
      'href',
      `/${language}/featured-projects/detail/overview/${firstProject.documentId}/${firstProject.slug}?home=true`,
    );
    await expect(page.getByTestId('featured-projects-all')).toHaveAttribute(
      'href',
      `/${language}/featured-projects`,
    );

    const blogLinks = page.getByTestId('home-blog-link');
    await expect(blogLinks).toHaveText(blogs.data.map((blog) => blog.title));
    const firstBlog = blogs.data[0]!;
    await expect(blogLinks.first()).toHaveAttribute(
      'href',
      `/${language}/blog/${firstBlog.category?.key ?? 'all-blogs'}/detail/${firstBlog.documentId}/${firstBlog.slug}?home=true`,
    );
    await expect(page.getByTestId('home-blogs-all')).toHaveAttribute('href', `/${language}/blogs/all-blogs`);
    // The spec's date formats: en "3rd September 2026", jp "2026年9月3日", vi "03/09/2026".
    const datePattern = {
      en: /^\d{1,2}(st|nd|rd|th) [A-Z][a-z]+ \d{4}$/,
      jp: /^\d{4}年\d{1,2}月\d{1,2}日$/,
      vi: /^\d{2}\/\d{2}\/\d{4}$/,
    };
    await expect(page.getByTestId('home-blog-date').first()).toHaveText(datePattern[language]);

    await expect(page.getByTestId('about-summary-text')).toHaveText(about.data[0]!.summary);
    await expect(page.getByTestId('about-summary-link')).toHaveAttribute('href', `/${language}/about-us`);
    await expect(page.getByTestId('partner')).toHaveCount(partners.data.length);
    await expect(page.getByTestId('partner').first()).toContainText(partners.data[0]!.name);

    // Footer: support contacts per city and the social links from the site setting.
    await expect(page.getByTestId('support-contact')).toHaveCount(3);
    await expect(page.getByTestId('social-link').first()).toHaveAttribute('href', /^https:\/\//);
    await expect(page.locator('html')).toHaveAttribute('lang', language === 'jp' ? 'ja' : language);
  });
}

test('the banner carousel moves with its controls and pauses on request', async ({ page }) => {
  await page.goto('/en');
  const dots = page.getByTestId('banner-dot');
  await expect(dots.first()).toHaveAttribute('aria-current', 'true');
  await page.getByTestId('banner-pause').click();
  await page.getByTestId('banner-next').click();
  await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
  await page.getByTestId('banner-prev').click();
  await page.getByTestId('banner-prev').click();
  // It loops: before the first comes the last.
  await expect(dots.nth(4)).toHaveAttribute('aria-current', 'true');
  await dots.nth(2).click();
  await expect(dots.nth(2)).toHaveAttribute('aria-current', 'true');
});

test('choosing a city stores DEFAULT_CITY and LOCATION_CITY and reloads with its apartments', async ({
  page,
}) => {
  const [hanoi, hcmc] = await Promise.all([hotNames(1), hotNames(2)]);
  expect(hcmc[0]).not.toBe(hanoi[0]);

  await page.goto('/en');
  const firstCard = page.getByTestId('hot-apartment-link').first();
  await expect(firstCard).toHaveText(hanoi[0]!);
  await markPage(page);

  await page.getByTestId('city-picker').click();
  await page.getByRole('link', { name: 'Ho Chi Minh City', exact: true }).click();

  await expect(firstCard).toHaveText(hcmc[0]!);
  expect(await pageWasReloaded(page)).toBe(true);
  const stored = await page.evaluate(() => [
    localStorage.getItem('DEFAULT_CITY'),
    localStorage.getItem('LOCATION_CITY'),
  ]);
  expect(stored[0]).toBe('2');
  expect(JSON.parse(stored[1]!)).toEqual({ id: 2, code: 'HCM' });
  await expect(page.getByTestId('city-picker')).toContainText('Ho Chi Minh City');
  // The pick is taken out of the address once kept.
  await expect(page).toHaveURL(/\/en$/);

  // It stays chosen on the next visit.
  await page.goto('/vi');
  await expect(page.getByTestId('hot-apartment-card')).toHaveCount(3);
  await expect(page.getByTestId('city-picker')).toContainText('TP. Hồ Chí Minh');
});

test('the city picker is hidden on payment-summary pages', async ({ page }) => {
  await page.goto('/en/payment-summary/some-apartment');
  await expect(page.getByTestId('language-picker')).toBeVisible();
  await expect(page.getByTestId('city-picker')).toHaveCount(0);
  await page.goto('/en/offers');
  await expect(page.getByTestId('city-picker')).toBeVisible();
});

test('the language picker stores the language and reloads; the currency picker stores the currency', async ({
  page,
}) => {
  await page.goto('/en');
  await expect(page.getByTestId('hot-apartment-card')).toHaveCount(3);
  expect(await page.evaluate(() => localStorage.getItem('CURRENCY'))).toBe('USD');

  await markPage(page);
  await page.getByTestId('currency-picker').click();
  await page.getByRole('link', { name: 'VND (₫)' }).click();
  await expect(page.getByTestId('card-price').first()).toContainText('₫');
  expect(await page.evaluate(() => localStorage.getItem('CURRENCY'))).toBe('VND');
  // In place, once the scripts are in: no reload, and the list closed after the choice.
  expect(await pageWasReloaded(page)).toBe(false);
  await expect(page.getByRole('link', { name: 'VND (₫)' })).toBeHidden();

  await markPage(page);
  await page.getByTestId('language-picker').click();
  await page.getByRole('link', { name: '日本語', exact: true }).click();
  await expect(page).toHaveURL(/\/jp$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  expect(await pageWasReloaded(page)).toBe(true);
  // The prerendered page says ja before its scripts run; the app stores the path's language.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('language'))).toBe('jp');
  // The currency survived the reload.
  await expect(page.getByTestId('card-price').first()).toContainText('₫');
  await expect(page.getByTestId('header-help')).toHaveText('ヘルプ');
});

type MenuGroup = { cityId: number; cityName: string; projects: { id: string; slug: string; name: string }[] };

test('the apartments menu lists projects grouped by city, each city expanding and collapsing', async ({
  page,
}) => {
  const { groups } = await bookingGet<{ groups: MenuGroup[] }>('/v1/projects/menu?lang=en');
  const withProjects = groups.filter((group) => group.projects.length > 0);
  expect(withProjects.length).toBeGreaterThanOrEqual(2);
  const [first, second] = withProjects as [MenuGroup, MenuGroup];

  await page.goto('/en');
  await page.getByTestId('projects-menu-trigger').click();
  const menu = page.getByTestId('projects-menu');
  await expect(menu).toBeVisible();
  const cities = menu.getByTestId('projects-menu-city');
  await expect(cities).toHaveCount(withProjects.length);
  await expect(cities.getByTestId('projects-menu-city-toggle')).toContainText(
    withProjects.map((group) => group.cityName),
  );

  // The visitor's city (Hanoi by default) starts open; the others are collapsed.
  const firstCity = cities.filter({ hasText: first.cityName });
  const secondCity = cities.filter({ hasText: second.cityName });
  const firstToggle = firstCity.getByTestId('projects-menu-city-toggle');
  const secondToggle = secondCity.getByTestId('projects-menu-city-toggle');
  await expect(firstCity).toHaveAttribute('open', '');
  await expect(secondCity).not.toHaveAttribute('open');
  await expect(firstCity.getByTestId('projects-menu-link')).toHaveText(
    first.projects.map((project) => project.name),
  );
  await expect(secondCity.getByTestId('projects-menu-link').first()).toBeHidden();

  await secondToggle.click();
  await expect(secondCity).toHaveAttribute('open', '');
  await expect(secondCity.getByTestId('projects-menu-link').first()).toBeVisible();
  await expect(firstCity).toHaveAttribute('open', '');

  await firstToggle.click();
  await expect(firstCity).not.toHaveAttribute('open');
  await expect(firstCity.getByTestId('projects-menu-link').first()).toBeHidden();

  const project = second.projects[0]!;
  await expect(secondCity.getByTestId('projects-menu-link').first()).toHaveAttribute(
    'href',
    `/en/featured-projects/detail/overview/${project.id}/${project.slug}`,
  );
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(page.getByTestId('projects-menu-trigger')).toBeFocused();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the slide-in menu opens, takes the focus, and closes with Escape, its button or Tab out', async ({
    page,
  }) => {
    await page.goto('/en');
    await expect(page.getByTestId('projects-menu-trigger')).toBeHidden();
    const button = page.getByTestId('mobile-menu-button');
    await button.click();
    const drawer = page.getByTestId('mobile-menu');
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Offers' })).toHaveAttribute('href', '/en/offers');
    await expect(drawer.getByTestId('projects-menu-city').first()).toBeVisible();
    await expect(drawer.getByTestId('drawer-language-picker')).toBeVisible();
    await expect(drawer.getByTestId('drawer-city-picker')).toBeVisible();
    await expect(page.getByTestId('mobile-menu-close')).toBeFocused();

    // Tabbing out of the open menu closes it.
    await page.keyboard.press('Shift+Tab');
    await expect(drawer).toBeHidden();

    await button.click();
    await expect(drawer).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(button).toBeFocused();

    await button.click();
    await expect(drawer).toBeVisible();
    await page.getByTestId('mobile-menu-close').click();
    await expect(drawer).toBeHidden();

    // A link closes the menu and goes there.
    await button.click();
    await drawer.getByRole('link', { name: 'Blogs' }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/\/en\/blogs\/all-blogs(\?pageIndex=1)?$/);
  });
});

test('the newsletter box subscribes, knows a returning address, and rejects a bad one', async ({ page }) => {
  await page.goto('/en');
  const email = page.getByTestId('newsletter-email');
  const submit = page.getByTestId('newsletter-submit');
  const toast = page.getByTestId('newsletter-toast');

  await email.fill('not-an-email');
  await submit.click();
  await expect(page.getByTestId('newsletter-error')).toHaveText('Please enter a valid email address.');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(toast).toHaveCount(0);

  await email.fill('');
  await expect(page.getByTestId('newsletter-error')).toHaveText('Please enter your email address.');

  const address = `shell-${Date.now()}@example.com`;
  await email.fill(address);
  await expect(page.getByTestId('newsletter-error')).toHaveCount(0);
  await submit.click();
  await expect(toast).toContainText('You are now subscribed');
  await expect(toast).toHaveAttribute('data-tone', 'success');
  await expect(email).toHaveValue('');
  // Toasts last the spec's 5 seconds.
  await expect(toast).toBeHidden({ timeout: 8_000 });

  await email.fill(address);
  await submit.click();
  await expect(toast).toContainText('already subscribed');
  await expect(toast).toHaveAttribute('data-tone', 'info');
});

test('the floating buttons open the search form, call the hotline and go to the contact page', async ({
  page,
}) => {
  await page.goto('/en');
  await expect(page.getByTestId('floating-phone')).toHaveAttribute('href', /^tel:\+\d+$/);
  await expect(page.getByTestId('floating-contact')).toHaveAttribute('href', '/en/about-us/contact-us');
  await page.getByTestId('floating-search').click();
  const dialog = page.getByTestId('search-dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByTestId('search-tab-office').click();
  await expect(dialog.getByTestId('search-tab-office')).toBeChecked();
  await expect(dialog.getByTestId('search-submit')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('the loading bar shows while a page loads and hides a second after', async ({ page }) => {
  await page.goto('/en');
  await expect(page.getByTestId('hot-apartment-card')).toHaveCount(3);
  await expect(page.getByTestId('loading-bar')).toHaveCount(0, { timeout: 5_000 });
  await page.getByTestId('nav-offers').click();
  const bar = page.getByTestId('loading-bar');
  await expect(bar).toBeAttached();
  await expect(bar).toHaveAttribute('role', 'progressbar');
  await expect(page).toHaveURL(/\/en\/offers$/);
  await expect(bar).toHaveCount(0, { timeout: 5_000 });
});
