import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { build } from '../../helpers/build.js';
import { peerProperty, startCmsPeer } from '../../helpers/cms-peer.js';
import { parseXml, type XmlElement } from '../../helpers/xml.js';

const webUrl = 'https://www.stayvn.example';
const cms = await startCmsPeer();
afterAll(() => cms.close());

const all = ['en', 'ja', 'vi'] as const;

function seedContent() {
  cms.setContent('blog-categories', [{ documentId: 'cat-news', key: 'news', locales: [...all] }]);
  cms.setContent('blogs', [
    {
      documentId: 'blog-metro',
      slug: 'metro-line-1',
      category: { key: 'news' },
      locales: [...all],
      updatedAt: '2026-03-04T05:06:07.000Z',
    },
    // Published in English only: no Japanese or Vietnamese page, and no alternates for them.
    { documentId: 'blog-en-only', slug: 'tet & holidays', category: null, locales: ['en'] },
  ]);
  cms.setContent('projects', [{ documentId: 'project-lotus', slug: 'lotus-lakeside', locales: [...all] }]);
  cms.setContent('special-lists', [{ documentId: 'list-family', key: 'family', locales: [...all] }]);
  cms.setContent('policies', [{ documentId: 'policy-terms', key: 'terms-of-service', locales: [...all] }]);
  cms.setContent('pages', [
    { documentId: 'page-profile', section: 'about-us', slug: 'company-profile', locales: [...all] },
    { documentId: 'page-private', section: 'serviced-office', slug: 'private-room', locales: [...all] },
    { documentId: 'page-office-overview', section: 'serviced-office', slug: 'overview', locales: [...all] },
    { documentId: 'page-flooring', section: 'housing-material', slug: 'flooring', locales: [...all] },
    { documentId: 'page-tay-ho', section: 'area-guide', slug: 'tay-ho', locales: [...all] },
    { documentId: 'page-support', section: 'customer-support', slug: 'support', locales: [...all] },
  ]);
}

const apartment = peerProperty({ slug: 'lotus-2br', typeCode: 'short' });
const office = peerProperty({ slug: 'skyline-office', kind: 'office', typeCode: 'long' });

const app = await build({ CMS_URL: cms.url, WEB_URL: webUrl });

beforeEach(async () => {
  cms.reset();
  seedContent();
  cms.publish(apartment);
  cms.publish(office);
  await app.catalogService.syncAll();
});

type Entry = { loc: string; lastmod: string | null; alternates: Record<string, string> };

function entries(root: XmlElement): Entry[] {
  return root.children.map((url) => ({
    loc: url.children.find((child) => child.name === 'loc')!.text,
    lastmod: url.children.find((child) => child.name === 'lastmod')?.text ?? null,
    alternates: Object.fromEntries(
      url.children
        .filter((child) => child.name === 'xhtml:link')
        .map((link) => [link.attributes.hreflang!, link.attributes.href!]),
    ),
  }));
}

async function sitemap() {
  const response = await app.inject({ method: 'GET', url: '/sitemap.xml' });
  return { response, root: parseXml(response.body) };
}

describe('GET /sitemap.xml', () => {
  it('is a valid sitemaps.org urlset with hreflang alternates', async () => {
    const { response, root } = await sitemap();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(root.name).toBe('urlset');
    expect(root.attributes).toEqual({
      xmlns: 'http://www.sitemaps.org/schemas/sitemap/0.9',
      'xmlns:xhtml': 'http://www.w3.org/1999/xhtml',
    });
    for (const url of root.children) {
      expect(url.name).toBe('url');
      for (const link of url.children.filter((child) => child.name === 'xhtml:link')) {
        expect(link.attributes.rel).toBe('alternate');
      }
    }
  });

  it('lists home and the fixed public routes in en, jp and vi, each with all three alternates', async () => {
    const list = entries((await sitemap()).root);
    const locs = list.map((entry) => entry.loc);
    for (const language of ['en', 'jp', 'vi']) {
      expect(locs).toContain(`${webUrl}/${language}`);
      expect(locs).toContain(`${webUrl}/${language}/offers`);
      expect(locs).toContain(`${webUrl}/${language}/for-owners/faqs`);
      expect(locs).toContain(`${webUrl}/${language}/blogs/all-blogs`);
    }
    const offers = list.find((entry) => entry.loc === `${webUrl}/jp/offers`)!;
    expect(offers.alternates).toEqual({
      en: `${webUrl}/en/offers`,
      ja: `${webUrl}/jp/offers`,
      vi: `${webUrl}/vi/offers`,
      'x-default': `${webUrl}/en/offers`,
    });
    expect(locs.filter((loc) => loc === `${webUrl}/vi`)).toHaveLength(1);
  });

  it('lists apartments and offices from the catalog index', async () => {
    const list = entries((await sitemap()).root);
    const locs = list.map((entry) => entry.loc);
    for (const language of ['en', 'jp', 'vi']) {
      expect(locs).toContain(
        `${webUrl}/${language}/serviced-apartments/overview/${apartment.documentId}/lotus-2br/short`,
      );
      expect(locs).toContain(`${webUrl}/${language}/office/detail/${office.documentId}/skyline-office`);
    }
    const detail = list.find((entry) =>
      entry.loc.includes(`/vi/serviced-apartments/overview/${apartment.documentId}`),
    )!;
    expect(detail.lastmod).toBe(apartment.updatedAt);
    expect(Object.keys(detail.alternates)).toEqual(['en', 'ja', 'vi', 'x-default']);
  });

  it('lists CMS blogs, categories, projects, special lists, policies and pages where the web shows them', async () => {
    const locs = entries((await sitemap()).root).map((entry) => entry.loc);
    for (const path of [
      '/blogs/news',
      '/blog/news/detail/blog-metro/metro-line-1',
      '/featured-projects/detail/overview/project-lotus/lotus-lakeside',
      '/special-list/list-family',
      '/policy/terms-of-service',
      '/about-us/company-profile',
      '/serviced-office/types/private-room',
      '/serviced-office/overview',
      '/about-us/housing-material/products/flooring',
      '/useful-information/area-guide/tay-ho',
      '/useful-information/our-customer-support-service',
    ]) {
      for (const language of ['en', 'jp', 'vi']) expect(locs).toContain(`${webUrl}/${language}${path}`);
    }
  });

  it('lists a page only in the languages it is published in, escaping its URL', async () => {
    const list = entries((await sitemap()).root);
    const englishOnly = list.filter((entry) => entry.loc.includes('/detail/blog-en-only/'));
    expect(englishOnly.map((entry) => entry.loc)).toEqual([
      `${webUrl}/en/blog/all-blogs/detail/blog-en-only/tet%20%26%20holidays`,
    ]);
    expect(englishOnly[0]!.alternates).toEqual({
      en: `${webUrl}/en/blog/all-blogs/detail/blog-en-only/tet%20%26%20holidays`,
      'x-default': `${webUrl}/en/blog/all-blogs/detail/blog-en-only/tet%20%26%20holidays`,
    });
    const blog = list.find((entry) => entry.loc === `${webUrl}/en/blog/news/detail/blog-metro/metro-line-1`)!;
    expect(blog.lastmod).toBe('2026-03-04T05:06:07.000Z');
  });

  it('leaves private pages out', async () => {
    const locs = entries((await sitemap()).root).map((entry) => entry.loc);
    for (const fragment of [
      'manage-account',
      'payment-summary',
      'booking-confirm',
      'favourites',
      'list-booking',
      'login',
    ]) {
      expect(locs.some((loc) => loc.includes(fragment))).toBe(false);
    }
  });
});

describe('sitemap cache and CMS failures', () => {
  it('answers from memory for a few minutes instead of reading the CMS again', async () => {
    await sitemap();
    const before = cms.requests.length;
    const { response } = await sitemap();
    expect(response.statusCode).toBe(200);
    expect(cms.requests.length).toBe(before);
  });

  it('answers 503 with Retry-After when the CMS is down and nothing was built yet', async (t) => {
    const fresh = await build({ CMS_URL: cms.url, WEB_URL: webUrl }, t);
    cms.setDown(true);
    const response = await fresh.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('300');
    expect(response.json()).toMatchObject({ error: { code: 'cms_unavailable' } });
  });
});

describe('GET /robots.txt', () => {
  it('allows public pages, keeps crawlers off private ones and points to the sitemap', async () => {
    const response = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of [
      '/manage-account',
      '/payment-summary',
      '/booking-confirm',
      '/list-booking',
      '/favourites',
    ]) {
      expect(lines).toContain(`Disallow: ${path}`);
      for (const language of ['en', 'jp', 'vi']) expect(lines).toContain(`Disallow: /${language}${path}`);
    }
    expect(lines).toContain('Disallow: /internal');
    expect(lines).toContain(`Sitemap: ${webUrl}/sitemap.xml`);
    expect(
      lines.some((line) => /^Disallow: \/(en|jp|vi)?\/?(offers|blog|serviced-apartments)/.test(line)),
    ).toBe(false);
  });
});
