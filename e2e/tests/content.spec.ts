import { expect, test, type Page } from '../support/test.js';
import { adminToken, cmsRest, createApiToken } from '../support/cms.js';

/** Content pages (issue 6): blogs, about us, FAQs, policies, owners, help, serviced office. */

const languages = [
  { lang: 'en', locale: 'en', date: /^\d{1,2}(st|nd|rd|th) [A-Z][a-z]+ \d{4}$/ },
  { lang: 'jp', locale: 'ja', date: /^\d{4}年\d{1,2}月\d{1,2}日$/ },
  { lang: 'vi', locale: 'vi', date: /^\d{2}\/\d{2}\/\d{4}$/ },
] as const;

type Locale = (typeof languages)[number]['locale'];

async function cmsList<T>(path: string): Promise<T[]> {
  return (await cmsRest<{ data: T[] }>(path)).data;
}

async function blogCount(locale: Locale, category?: string): Promise<number> {
  const filter = category ? `&filters[category][key][$eq]=${category}` : '';
  const body = await cmsRest<{ meta: { pagination: { total: number } } }>(
    `/api/blogs?locale=${locale}&pagination[pageSize]=1${filter}`,
  );
  return body.meta.pagination.total;
}

type SiteContacts = {
  hotline: string;
  supportContacts: { cityCode: string; type: number; phone: string; emailSupport: string }[];
};

const emailPattern = /[\w.+-]+@[\w-]+(\.[\w-]+)+/g;

/** Phone-like runs in a text: seven or more digits, with spaces, dots, dashes or brackets between. */
function phoneNumbersIn(text: string): string[] {
  return (text.match(/\+?\(?\d[\d ().-]{5,}\d/g) ?? [])
    .map((found) => found.trim())
    .filter((found) => found.replace(/\D/g, '').length >= 7);
}

/** The accordion items that are open right now. */
const openItems = (page: Page) => page.getByTestId('faq-accordion').locator('button[aria-expanded="true"]');

const emptyCategory = {
  key: 'e2e-empty-category',
  names: { en: 'Coming soon', ja: '近日公開', vi: 'Sắp ra mắt' },
};

test.beforeAll(async () => {
  // The seed gives every category blogs; an editor adds an empty one, in every language.
  const existing = await cmsList<{ key: string }>(
    `/api/blog-categories?filters[key][$eq]=${emptyCategory.key}`,
  );
  if (existing.length > 0) return;
  const token = await createApiToken(await adminToken(), `content-e2e-${Date.now()}`);
  const created = await cmsRest<{ data: { documentId: string } }>('/api/blog-categories?locale=en', {
    method: 'POST',
    token,
    body: JSON.stringify({ data: { key: emptyCategory.key, name: emptyCategory.names.en, order: 50 } }),
  });
  for (const locale of ['ja', 'vi'] as const) {
    await cmsRest(`/api/blog-categories/${created.data.documentId}?locale=${locale}`, {
      method: 'PUT',
      token,
      body: JSON.stringify({
        data: { key: emptyCategory.key, name: emptyCategory.names[locale], order: 50 },
      }),
    });
  }
});

for (const { lang, locale, date } of languages) {
  test.describe(`content pages in ${lang}`, () => {
    test('blogs list by category with paging', async ({ page }) => {
      const total = await blogCount(locale);
      const pageSize = 9;
      // /blogs alone is the all-blogs tab.
      await page.goto(`/${lang}/blogs`);
      await expect(page).toHaveURL(new RegExp(`/${lang}/blogs/all-blogs\\?pageIndex=1$`));
      await expect(page.getByTestId('blog-tab-all-blogs')).toHaveAttribute('aria-current', 'page');
      await expect(page.getByTestId('blog-card')).toHaveCount(Math.min(total, pageSize));
      const pagination = page.getByTestId('pagination');
      await expect(pagination.locator('[aria-current="page"]')).toHaveText('1');

      await pagination.getByRole('link', { name: /2/ }).first().click();
      await expect(page).toHaveURL(/pageIndex=2/);
      await expect(page.getByTestId('blog-card')).toHaveCount(Math.min(total - pageSize, pageSize));
      await expect(pagination.locator('[aria-current="page"]')).toHaveText('2');

      // A category tab lists only its blogs, each labelled with the category's name.
      const [news] = await cmsList<{ name: string }>(
        `/api/blog-categories?locale=${locale}&filters[key][$eq]=news`,
      );
      await page.getByTestId('blog-tab-news').click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/blogs/news(\\?pageIndex=1)?$`));
      const cards = page.getByTestId('blog-card');
      await expect(cards).toHaveCount(await blogCount(locale, 'news'));
      for (const card of await cards.all()) await expect(card).toContainText(news!.name);
      await expect(page.getByTestId('pagination')).toHaveCount(0);
      await expect(page.getByTestId('page-title')).toHaveText(news!.name);
      await expect(page).toHaveTitle(new RegExp(news!.name));
    });

    test('a category without blogs shows its message', async ({ page }) => {
      await page.goto(`/${lang}/blogs/${emptyCategory.key}`);
      await expect(page.getByTestId('page-title')).toHaveText(emptyCategory.names[locale]);
      const empty = page.getByTestId('no-blog');
      await expect(empty).toBeVisible();
      await expect(empty.locator('svg')).toBeVisible();
      await expect(page.getByTestId('blog-card')).toHaveCount(0);
    });

    test('blog article with its date, JSON-LD and other blogs', async ({ page }) => {
      const [blog] = await cmsList<{ documentId: string; slug: string; title: string; date: string }>(
        `/api/blogs?locale=${locale}&filters[key][$eq]=lease-checklist`,
      );
      await page.goto(`/${lang}/blogs/rental-living-tips`);
      await page.getByTestId('blog-link').filter({ hasText: blog!.title }).click();
      await expect(page).toHaveURL(
        new RegExp(`/${lang}/blog/rental-living-tips/detail/${blog!.documentId}/${blog!.slug}$`),
      );
      await expect(page.getByTestId('page-title')).toHaveText(blog!.title);
      await expect(page.getByTestId('blog-article')).toBeVisible();
      await expect(page.getByTestId('blog-date').first()).toHaveText(date);
      await expect(page.getByTestId('breadcrumbs').getByRole('link')).toHaveCount(2);

      const others = page.getByTestId('other-blogs').getByTestId('blog-card');
      await expect(others).toHaveCount(3);
      await expect(others.filter({ hasText: blog!.title })).toHaveCount(0);

      // The root adds the Organization next to the page's own BlogPosting.
      const jsonLds = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
        (text) => JSON.parse(text) as Record<string, unknown>,
      );
      const jsonLd = jsonLds.find((data) => data['@type'] === 'BlogPosting');
      expect(jsonLd).toMatchObject({
        '@type': 'BlogPosting',
        headline: blog!.title,
        datePublished: blog!.date,
      });
      await expect(page).toHaveTitle(new RegExp(blog!.title.slice(0, 12)));

      // From the home page (?home=true) the trail skips the blog list.
      await page.goto(`/${lang}/blog/rental-living-tips/detail/${blog!.documentId}/${blog!.slug}?home=true`);
      await expect(page.getByTestId('breadcrumbs').getByRole('link')).toHaveCount(1);
    });

    test('an unknown blog, category or page shows the not-found page', async ({ page }) => {
      await page.goto(`/${lang}/blog/news/detail/no-such-blog/anything`);
      await expect(page.getByTestId('not-found')).toBeVisible();
      await page.goto(`/${lang}/blogs/no-such-category`);
      await expect(page.getByTestId('not-found')).toBeVisible();
      await page.goto(`/${lang}/about-us/no-such-page`);
      await expect(page.getByTestId('not-found')).toBeVisible();
      await page.goto(`/${lang}/policy/refund-policy`);
      await expect(page.getByTestId('not-found')).toBeVisible();
    });

    test('an about-us page with its side navigation', async ({ page }) => {
      const pages = await cmsList<{ slug: string; title: string }>(
        `/api/pages?locale=${locale}&filters[section][$eq]=about-us&sort=order:asc`,
      );
      const profile = pages.find((item) => item.slug === 'company-profile')!;
      await page.goto(`/${lang}/about-us/company-profile`);
      await expect(page.getByTestId('page-title')).toHaveText(profile.title);
      await expect(page).toHaveTitle(new RegExp(profile.title));
      const nav = page.getByTestId('side-nav');
      await expect(nav.getByRole('link', { name: profile.title })).toHaveAttribute('aria-current', 'page');
      const team = pages.find((item) => item.slug === 'meet-our-team')!;
      await nav.getByRole('link', { name: team.title }).click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/about-us/meet-our-team$`));
      await expect(page.getByTestId('page-title')).toHaveText(team.title);

      await page.goto(`/${lang}/about-us`);
      await expect(page.getByTestId('section-cards').getByRole('listitem')).toHaveCount(pages.length);
    });

    test('the contact page gives the site setting’s hotline, phones and e-mails, and no others', async ({
      page,
    }) => {
      const { data: setting } = await cmsRest<{ data: SiteContacts }>('/api/site-setting');
      const phones = [setting.hotline, ...setting.supportContacts.map((contact) => contact.phone)];
      const emails = setting.supportContacts.map((contact) => contact.emailSupport);

      await page.goto(`/${lang}/about-us/contact-us`);
      const details = page.getByTestId('contact-details');
      await expect(details.getByTestId('contact-hotline')).toContainText(setting.hotline);
      await expect(details.getByTestId('contact-city')).toHaveCount(
        new Set(setting.supportContacts.map((contact) => contact.cityCode)).size,
      );
      // The page's own text (the CMS page, the form, the details) names no other number or address.
      const main = await page.locator('main').innerText();
      expect(new Set(phoneNumbersIn(main))).toEqual(new Set(phones));
      expect(new Set(main.match(emailPattern) ?? [])).toEqual(new Set(emails));
      const telLinks = await page
        .locator('main a[href^="tel:"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
      expect(new Set(telLinks)).toEqual(
        new Set(phones.map((phone) => `tel:${phone.replace(/[^\d+]/g, '')}`)),
      );
    });

    test('the FAQ accordion keeps one answer open', async ({ page }) => {
      const faqs = await cmsList<{ title: string }>(
        `/api/faqs?locale=${locale}&filters[category][key][$eq]=apartment-renting-process&sort=order:asc`,
      );
      await page.goto(`/${lang}/useful-information/apartment-renting-process`);
      const triggers = page.getByTestId('faq-accordion').getByRole('button');
      await expect(triggers).toHaveCount(faqs.length);
      await expect(openItems(page)).toHaveCount(1);
      await expect(openItems(page)).toHaveText(faqs[0]!.title);

      await triggers.nth(1).click();
      await expect(openItems(page)).toHaveCount(1);
      await expect(openItems(page)).toHaveText(faqs[1]!.title);
      await expect(triggers.nth(0)).toHaveAttribute('aria-expanded', 'false');

      // Keyboard: Enter on the focused question opens it and closes the other.
      await triggers.nth(2).focus();
      await page.keyboard.press('Enter');
      await expect(openItems(page)).toHaveText(faqs[2]!.title);
      await expect(openItems(page)).toHaveCount(1);

      await triggers.nth(2).click();
      await expect(openItems(page)).toHaveCount(0);
    });

    test('a policy page with its navigation', async ({ page }) => {
      const policies = await cmsList<{ key: string; title: string }>(`/api/policies?locale=${locale}`);
      const privacy = policies.find((item) => item.key === 'privacy-policy')!;
      const terms = policies.find((item) => item.key === 'terms-of-service')!;
      await page.goto(`/${lang}/policy/privacy-policy`);
      await expect(page.getByTestId('page-title')).toHaveText(privacy.title);
      await expect(page.getByTestId('policy-article')).toBeVisible();
      await page.getByTestId('policy-nav').getByRole('link', { name: terms.title }).click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/policy/terms-of-service$`));
      await expect(page.getByTestId('page-title')).toHaveText(terms.title);
    });

    test('for owners: banner, two cards and the owner FAQs', async ({ page }) => {
      const banners = await cmsList<{ key: string; name: string }>(
        `/api/banners?locale=${locale}&filters[placement][$eq]=owners`,
      );
      await page.goto(`/${lang}/for-owners`);
      const create = banners.find((banner) => banner.key === 'owners-create-your-property')!;
      await expect(page.getByTestId('page-banner').getByRole('heading', { level: 1 })).toHaveText(
        create.name,
      );
      await expect(page.getByTestId('link-card-create-your-property').getByRole('link')).toHaveAttribute(
        'href',
        `/${lang}/for-owners/create-your-property`,
      );
      await page.getByTestId('link-card-faqs').getByRole('link').click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/for-owners/faqs$`));
      const faqsBanner = banners.find((banner) => banner.key === 'owners-faqs')!;
      await expect(page.getByTestId('page-title')).toHaveText(faqsBanner.name);
      const ownerFaqs = await cmsList<unknown>(
        `/api/faqs?locale=${locale}&filters[category][key][$eq]=owners`,
      );
      await expect(page.getByTestId('faq-accordion').getByRole('button')).toHaveCount(ownerFaqs.length);
    });

    test('help: banner, a preview of the common issues and create-issue', async ({ page }) => {
      const [banner] = await cmsList<{ name: string }>(
        `/api/banners?locale=${locale}&filters[placement][$eq]=help`,
      );
      await page.goto(`/${lang}/helps`);
      await expect(page.getByTestId('page-title')).toHaveText(banner!.name);
      await expect(page.getByTestId('faq-accordion').getByRole('button')).toHaveCount(4);
      await expect(page.getByTestId('help-create-issue').getByRole('link')).toHaveAttribute(
        'href',
        `/${lang}/helps/create-issue`,
      );
      await page.getByTestId('help-all-issues').click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/helps/frequently-asked-issues$`));
      const issues = await cmsList<unknown>(
        `/api/faqs?locale=${locale}&filters[category][key][$eq]=frequently-asked-issues`,
      );
      await expect(page.getByTestId('faq-accordion').getByRole('button')).toHaveCount(issues.length);
    });

    test('a serviced-office page with its sub-navigation and quote call to action', async ({ page }) => {
      const pages = await cmsList<{ slug: string; title: string }>(
        `/api/pages?locale=${locale}&filters[section][$eq]=serviced-office`,
      );
      const room = pages.find((item) => item.slug === 'private-room')!;
      await page.goto(`/${lang}/serviced-office/types/private-room`);
      await expect(page.getByTestId('page-title')).toHaveText(room.title);
      await expect(page.getByTestId('sub-nav').getByRole('link')).toHaveCount(pages.length);
      // "Ask for a quote" opens the quote form (message and service of interest) in the modal.
      await page.getByTestId('office-quote-button').click();
      await expect(page.getByTestId('enquiry-dialog')).toBeVisible();
      await expect(page.getByTestId('enquiry-service').getByRole('radio')).toHaveCount(4);
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('enquiry-dialog')).toHaveCount(0);
      await page.goto(`/${lang}/serviced-office/gallery`);
      await page.getByTestId('gallery-photo').first().click();
      await expect(page.locator('.yarl__root')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.locator('.yarl__root')).toHaveCount(0);
      await page.goto(`/${lang}/serviced-office/types/no-such-type`);
      await expect(page.getByTestId('not-found')).toBeVisible();
    });

    test('the preparation page links back', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`/${lang}/preparation-page`);
      await expect(page.getByTestId('preparation-page').getByRole('heading', { level: 1 })).toBeVisible();
      await page.getByTestId('preparation-home').click();
      await expect(page).toHaveURL(new RegExp(`/${lang}$`));
    });
  });
}

test('a failing CMS shows a notice whose retry loads the page', async ({ page }) => {
  let cmsDown = true;
  await page.route('**/api/pages?**', (route) => (cmsDown ? route.abort() : route.continue()));
  await page.goto('/en/about-us/company-profile');
  const notice = page.getByTestId('error-notice');
  await expect(notice).toBeVisible();
  cmsDown = false;
  await notice.getByRole('button').click();
  await expect(page.getByTestId('content-article')).toBeVisible();
  await expect(page.getByTestId('error-notice')).toHaveCount(0);
});
