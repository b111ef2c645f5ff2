import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoContent, bannerSeeds, pageSeeds } from '../src/seed';
import { cities } from '../src/seed/content/cities';
import { properties } from '../src/seed/content/properties';
import { startTestStrapi, type TestStrapi } from './helpers/test-strapi';

const locales = ['en', 'ja', 'vi'] as const;
const japanese = /[\u3040-\u30ff\u4e00-\u9fff]/;
const vietnameseDiacritics = /[ăâđêôơưáàảãạấầẩẫậắằẳẵặéèẻẽẹếềểễệíìỉĩịóòỏõọốồổỗộớờởỡợúùủũụứừửữựýỳỷỹỵ]/i;

interface Entry {
  documentId: string;
  locale?: string;
  [field: string]: unknown;
}
interface Media {
  url: string;
  formats: Record<string, { url: string }> | null;
}
interface Relation {
  documentId: string;
  key?: string;
  name?: string;
  [field: string]: unknown;
}
interface PropertyJson extends Entry {
  name: string;
  slug: string;
  kind: 'apartment' | 'office';
  typeCode: 'long' | 'short';
  city: Relation & { code: string };
  district: Relation | null;
  project: Relation | null;
  bedroomType: (Relation & { bedrooms: number }) | null;
  view: Relation | null;
  facilities: (Relation & { icon: string; isShow: boolean; group: { key: string; legacyId: number } })[];
  offerItems: Relation[];
  priceUsd: number;
  priceVnd: string;
  offerPriceUsd: number | null;
  offerPriceVnd: string | null;
  isOffer: boolean;
  hot: boolean;
  images: Media[];
  overview: string;
  nearbyCategories?: { name: string; items: { name: string; latitude: number; image: Media | null }[] }[];
}

/**
 * Every public collection endpoint, the locale-independent minimum the demo content must reach,
 * and the localized text field whose value must differ between en and ja.
 */
const collections = [
  { path: 'cities', uid: 'api::city.city', min: 3, text: 'name', localized: true, drafts: false },
  { path: 'districts', uid: 'api::district.district', min: 22, text: 'name', localized: true, drafts: false },
  {
    path: 'facility-groups',
    uid: 'api::facility-group.facility-group',
    min: 2,
    text: 'name',
    localized: true,
    drafts: false,
  },
  {
    path: 'facilities',
    uid: 'api::facility.facility',
    min: 20,
    text: 'name',
    localized: true,
    drafts: false,
  },
  { path: 'views', uid: 'api::view.view', min: 4, text: 'name', localized: true, drafts: false },
  {
    path: 'bedroom-types',
    uid: 'api::bedroom-type.bedroom-type',
    min: 5,
    text: 'name',
    localized: true,
    drafts: false,
  },
  {
    path: 'offer-services',
    uid: 'api::offer-service.offer-service',
    min: 4,
    text: 'name',
    localized: true,
    drafts: false,
  },
  {
    path: 'review-tags',
    uid: 'api::review-tag.review-tag',
    min: 4,
    text: 'title',
    localized: true,
    drafts: false,
  },
  {
    path: 'blog-categories',
    uid: 'api::blog-category.blog-category',
    min: 5,
    text: 'name',
    localized: true,
    drafts: false,
  },
  {
    path: 'faq-categories',
    uid: 'api::faq-category.faq-category',
    min: 5,
    text: 'name',
    localized: true,
    drafts: false,
  },
  { path: 'projects', uid: 'api::project.project', min: 12, text: 'overview', localized: true, drafts: true },
  {
    path: 'properties',
    uid: 'api::property.property',
    min: 80,
    text: 'overview',
    localized: true,
    drafts: true,
  },
  { path: 'blogs', uid: 'api::blog.blog', min: 15, text: 'title', localized: true, drafts: true },
  { path: 'banners', uid: 'api::banner.banner', min: 5, text: 'name', localized: true, drafts: true },
  {
    path: 'essentials',
    uid: 'api::essential.essential',
    min: 6,
    text: 'title',
    localized: true,
    drafts: true,
  },
  { path: 'faqs', uid: 'api::faq.faq', min: 30, text: 'title', localized: true, drafts: true },
  { path: 'policies', uid: 'api::policy.policy', min: 3, text: 'title', localized: true, drafts: true },
  { path: 'pages', uid: 'api::page.page', min: 30, text: 'title', localized: true, drafts: true },
  {
    path: 'special-lists',
    uid: 'api::special-list.special-list',
    min: 2,
    text: 'name',
    localized: true,
    drafts: true,
  },
  { path: 'partners', uid: 'api::partner.partner', min: 8, text: null, localized: false, drafts: true },
] as const;

let cms: TestStrapi;

async function getJson<T>(path: string): Promise<{ status: number; body: T }> {
  const response = await fetch(`${cms.baseUrl}${path}`);
  return { status: response.status, body: (await response.json()) as T };
}

async function list<T extends Entry = Entry>(path: string, locale: string, query = ''): Promise<T[]> {
  const { status, body } = await getJson<{ data: T[]; meta: { pagination: { total: number } } }>(
    `/api/${path}?locale=${locale}&pagination[pageSize]=100${query}`,
  );
  expect(status, `GET /api/${path}?locale=${locale}`).toBe(200);
  expect(body.meta.pagination.total).toBe(body.data.length);
  return body.data;
}

async function login(email: string, password: string): Promise<string> {
  const response = await fetch(`${cms.baseUrl}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  expect(response.status, `login ${email}`).toBe(200);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

async function asAdmin(token: string, path: string, method = 'GET', body?: unknown) {
  const response = await fetch(`${cms.baseUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json().catch(() => null)) as { data?: Entry } | null,
  };
}

// The first start seeds the whole demo site (pictures included): allow for a busy machine.
beforeAll(async () => {
  cms = await startTestStrapi();
}, 300_000);

afterAll(async () => {
  await cms?.stop();
});

describe('locales', () => {
  it('has en (default), ja and vi', async () => {
    const token = await login('admin@stayvn.local', 'StayvnAdmin1!');
    const response = await fetch(`${cms.baseUrl}/i18n/locales`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    const codes = (await response.json()) as { code: string; isDefault: boolean }[];
    expect(codes.map((locale) => locale.code).sort()).toEqual(['en', 'ja', 'vi']);
    expect(codes.find((locale) => locale.isDefault)?.code).toBe('en');
  });
});

describe('every content type over the public REST API', () => {
  it.each(collections)('$path: at least $min entries, the same documents in en, ja and vi', async (type) => {
    const byLocale = await Promise.all(locales.map((locale) => list(type.path, locale)));
    const [en, ja, vi] = byLocale.map((entries) => entries.map((entry) => entry.documentId).sort());
    expect(en!.length).toBeGreaterThanOrEqual(type.min);
    if (!type.localized) return;
    expect(ja).toEqual(en);
    expect(vi).toEqual(en);
    for (const [index, locale] of locales.entries()) {
      expect(byLocale[index]!.every((entry) => entry.locale === locale)).toBe(true);
    }
    if (type.text) {
      const jaTexts = byLocale[1]!.map((entry) => String(entry[type.text]));
      expect(
        jaTexts.filter((text) => japanese.test(text)).length,
        `${type.path} in Japanese`,
      ).toBeGreaterThan(jaTexts.length / 2);
    }
  });

  it('has the site setting with support contacts per city and price ranges', async () => {
    const { status, body } = await getJson<{
      data: Record<string, unknown> & { supportContacts: unknown[] };
    }>('/api/site-setting');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      hotline: expect.any(String),
      exchangeRate: 25400,
      residencePriceMin: 300,
      vatRate: 10,
      serviceChargeRate: 5,
      bankBin: '970436',
      bankAccountNumber: expect.stringMatching(/^\d+$/),
    });
    expect(body.data.supportContacts).toHaveLength(6);
    // Seasonal rates (issue 32): the weekend nights and the coming years' holidays, Tết first.
    expect(body.data.weekendNights).toBe('fri,sat');
    expect(body.data.holidays).toContainEqual(
      expect.objectContaining({ key: 'tet', nameVi: 'Tết Nguyên Đán', from: '2027-02-05', to: '2027-02-10' }),
    );
  });

  it('gives Hanoi and Ho Chi Minh City at least 8 districts each, listed with the city', async () => {
    const list_ = await list<Entry & { code: string; districts: Relation[] }>('cities', 'vi');
    for (const code of ['HN', 'HCM']) {
      const city = list_.find((entry) => entry.code === code);
      expect(city?.districts.length).toBeGreaterThanOrEqual(8);
    }
    expect(list_.find((entry) => entry.code === 'HN')?.name).toBe('Hà Nội');
  });

  it('has 5 home banners and the owner and help banners', async () => {
    const home = await list('banners', 'en', '&filters[placement][$eq]=home');
    expect(home).toHaveLength(5);
    const all = await list('banners', 'en');
    expect(all.length).toBe(bannerSeeds.length);
    expect(all.some((banner) => banner.placement === 'owners')).toBe(true);
    expect(all.some((banner) => banner.placement === 'help')).toBe(true);
  });

  it('spreads 15 blogs over the four article categories', async () => {
    const blogs = await list<Entry & { category: Relation; thumbnail: Media }>('blogs', 'ja');
    expect(new Set(blogs.map((blog) => blog.category.key))).toEqual(
      new Set(['news', 'newly-launched-properties', 'rental-living-tips', 'living-in-vietnam']),
    );
    expect(blogs.every((blog) => blog.thumbnail?.formats?.thumbnail)).toBe(true);
  });

  it('has pages in every section and the three policies', async () => {
    const pages = await list<Entry & { section: string }>('pages', 'en');
    expect(new Set(pages.map((page) => page.section))).toEqual(
      new Set(pageSeeds.map((group) => group.section)),
    );
    const policies = await list<Entry & { key: string }>('policies', 'vi');
    expect(policies.map((policy) => policy.key).sort()).toEqual([
      'cancellation-policy',
      'privacy-policy',
      'terms-of-service',
    ]);
  });
});

describe('properties', () => {
  it.each(locales)('follow the contract shape in %s, with relation names in that locale', async (locale) => {
    const all = await list<PropertyJson>('properties', locale);
    expect(all).toHaveLength(properties.length);
    for (const property of all) {
      expect(['HN', 'HCM', 'HP']).toContain(property.city.code);
      expect(property.slug).toMatch(/^[a-z0-9-]+$/);
      expect(typeof property.priceVnd).toBe('string');
      expect(property.images.length).toBeGreaterThan(0);
      expect(property.facilities.length).toBeGreaterThan(0);
      for (const facility of property.facilities) {
        expect([2, 3]).toContain(facility.group.legacyId);
      }
      if (property.kind === 'apartment') expect(property.bedroomType?.key).toBeTruthy();
    }
    const lotus = all.find((property) => property.project?.key === 'lotus-lakeside')!;
    expect(lotus).toBeDefined();
    const hanoi = cities.find((city) => city.code === 'HN')!;
    expect(lotus.city).toMatchObject({ code: 'HN', name: hanoi.name[locale] });
    expect(lotus.district).toMatchObject({
      key: 'tay-ho',
      name: hanoi.districts.find((d) => d.key === 'tay-ho')!.name[locale],
    });
    if (locale === 'ja') expect(japanese.test(lotus.overview)).toBe(true);
    if (locale === 'vi') expect(vietnameseDiacritics.test(lotus.overview)).toBe(true);
  });

  it('are spread over cities, stays, offices, bedrooms and views', async () => {
    const all = await list<PropertyJson>('properties', 'en');
    const count = (predicate: (property: PropertyJson) => boolean) => all.filter(predicate).length;
    for (const code of ['HN', 'HCM', 'HP'])
      expect(count((p) => p.city.code === code)).toBeGreaterThanOrEqual(8);
    expect(count((p) => p.kind === 'office')).toBeGreaterThanOrEqual(4);
    expect(count((p) => p.typeCode === 'short')).toBeGreaterThanOrEqual(8);
    expect(count((p) => p.isOffer && p.offerPriceUsd !== null)).toBeGreaterThanOrEqual(4);
    expect(count((p) => p.hot)).toBeGreaterThanOrEqual(3);
    expect(new Set(all.map((p) => p.bedroomType?.bedrooms).filter((b) => b !== undefined))).toEqual(
      new Set([0, 1, 2, 3, 4]),
    );
    expect(new Set(all.map((p) => p.view?.key)).size).toBeGreaterThanOrEqual(4);
    expect(new Set(all.map((p) => p.district?.key)).size).toBeGreaterThanOrEqual(12);
  });

  it('serve responsive images', async () => {
    const [property] = await list<PropertyJson>('properties', 'en', '&pagination[pageSize]=1');
    const image = property!.images[0]!;
    expect(Object.keys(image.formats ?? {})).toEqual(
      expect.arrayContaining(['thumbnail', 'small', 'medium', 'large']),
    );
    const file = await fetch(`${cms.baseUrl}${image.formats!.small!.url}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/jpeg');
  });

  it('carry nearby places on the detail: their own or their project’s', async () => {
    const [property] = await list<PropertyJson>(
      'properties',
      'ja',
      '&filters[project][key][$eq]=lotus-lakeside',
    );
    const { status, body } = await getJson<{ data: PropertyJson }>(
      `/api/properties/${property!.documentId}?locale=ja`,
    );
    expect(status).toBe(200);
    const categories = body.data.nearbyCategories ?? [];
    expect(categories.length).toBeGreaterThan(0);
    expect(categories[0]!.items[0]!.image?.url).toBeTruthy();
    expect(japanese.test(categories.map((category) => category.name).join(''))).toBe(true);
    expect(body.data.project).not.toHaveProperty('nearbyCategories');
  });

  it('can be filtered by the keys search uses', async () => {
    const studios = await list<PropertyJson>(
      'properties',
      'en',
      '&filters[bedroomType][key][$eq]=studio&filters[city][code][$eq]=HN',
    );
    expect(studios.length).toBeGreaterThan(0);
    expect(studios.every((p) => p.bedroomType?.bedrooms === 0 && p.city.code === 'HN')).toBe(true);
  });
});

describe('projects and special lists', () => {
  it('return a project with its gallery, facilities, nearby places, services and room types', async () => {
    const [project] = await list<Entry>('projects', 'vi', '&filters[key][$eq]=lotus-lakeside');
    const { body } = await getJson<{
      data: Entry & {
        gallery: Media[];
        facilities: Relation[];
        nearbyCategories: unknown[];
        services: Relation[];
        properties: PropertyJson[];
      };
    }>(`/api/projects/${project!.documentId}?locale=vi`);
    expect(body.data.gallery.length).toBeGreaterThan(0);
    expect(body.data.facilities.length).toBeGreaterThan(0);
    expect(body.data.nearbyCategories.length).toBeGreaterThan(0);
    expect(body.data.services.length).toBeGreaterThan(0);
    expect(body.data.properties.length).toBeGreaterThan(0);
    expect(body.data.properties[0]!.images.length).toBeGreaterThan(0);
  });

  it('return special lists with their property cards', async () => {
    const specials = await list<Entry & { properties: PropertyJson[] }>('special-lists', 'ja');
    for (const special of specials) {
      expect(special.properties.length).toBeGreaterThan(0);
      expect(special.properties[0]!.city.code).toBeTruthy();
    }
  });
});

describe('public role', () => {
  it.each(collections)('cannot create $path', async (type) => {
    const response = await fetch(`${cms.baseUrl}/api/${type.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: { name: 'Intruder', title: 'Intruder', key: 'intruder' } }),
    });
    expect(response.status).toBe(403);
  });

  it('cannot change or delete entries, nor the site setting', async () => {
    const [banner] = await list('banners', 'en');
    for (const [method, path] of [
      ['PUT', `/api/banners/${banner!.documentId}`],
      ['DELETE', `/api/banners/${banner!.documentId}`],
      ['PUT', '/api/site-setting'],
      ['DELETE', '/api/site-setting'],
    ] as const) {
      const response = await fetch(`${cms.baseUrl}${path}`, {
        method,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ data: { name: 'Intruder', hotline: '0' } }),
      });
      expect(response.status, `${method} ${path}`).toBe(403);
    }
  });

  it.each(collections.filter((type) => type.drafts))('cannot read drafts of $path', async (type) => {
    // A published entry turned back into a draft: the draft row exists, the public must not see it.
    const [entry] = await list(type.path, 'en', '&pagination[pageSize]=1');
    const documents = cms.strapi.documents(type.uid);
    const localeArg = type.localized ? { locale: 'en' } : {};
    await documents.unpublish({ documentId: entry!.documentId, ...localeArg });
    try {
      const draft = await documents.findOne({ documentId: entry!.documentId, status: 'draft', ...localeArg });
      expect(draft).not.toBeNull();
      const listed = await list(type.path, 'en');
      expect(listed.some((item) => item.documentId === entry!.documentId)).toBe(false);
      const one = await fetch(`${cms.baseUrl}/api/${type.path}/${entry!.documentId}?locale=en`);
      expect(one.status).toBe(404);
      const asked = await getJson<{ data?: Entry[] }>(
        `/api/${type.path}?status=draft&locale=en&pagination[pageSize]=100`,
      );
      expect(asked.body.data?.some((item) => item.documentId === entry!.documentId) ?? false).toBe(false);
    } finally {
      await documents.publish({ documentId: entry!.documentId, ...localeArg });
    }
    expect((await list(type.path, 'en')).some((item) => item.documentId === entry!.documentId)).toBe(true);
  });
});

describe('editor', () => {
  it('logs in, changes a banner through the content manager, and the site sees it once published', async () => {
    const token = await login('editor@stayvn.local', 'StayvnEditor1!');
    const [banner] = await list<Entry & { name: string }>(
      'banners',
      'ja',
      '&filters[placement][$eq]=home&sort=order',
    );
    const path = `/content-manager/collection-types/api::banner.banner/${banner!.documentId}`;
    const updated = await asAdmin(token, `${path}?locale=ja`, 'PUT', { name: '編集者が変更したバナー' });
    expect(updated.status).toBe(200);
    // Saved as a draft: the site still shows the published title.
    expect(
      (await getJson<{ data: Entry }>(`/api/banners/${banner!.documentId}?locale=ja`)).body.data.name,
    ).toBe(banner!.name);
    const published = await asAdmin(token, `${path}/actions/publish?locale=ja`, 'POST', {});
    expect(published.status).toBe(200);
    const read = await getJson<{ data: Entry & { image: Media } }>(
      `/api/banners/${banner!.documentId}?locale=ja`,
    );
    expect(read.body.data.name).toBe('編集者が変更したバナー');
    expect(read.body.data.image.url).toBeTruthy();
    // Other locales are untouched.
    const en = await getJson<{ data: Entry }>(`/api/banners/${banner!.documentId}?locale=en`);
    expect(en.body.data.name).not.toBe('編集者が変更したバナー');
  });

  it('cannot reach settings: roles, users, webhooks, API tokens, content-type builder', async () => {
    const token = await login('editor@stayvn.local', 'StayvnEditor1!');
    for (const path of ['/admin/roles', '/admin/users', '/admin/webhooks', '/admin/api-tokens']) {
      expect((await asAdmin(token, path)).status, path).toBe(403);
    }
    const builder = await asAdmin(token, '/content-type-builder/content-types', 'POST', {
      contentType: {
        displayName: 'Intruder',
        singularName: 'intruder',
        pluralName: 'intruders',
        kind: 'collectionType',
        attributes: {},
      },
    });
    expect(builder.status).toBe(403);
  });

  it('is refused a wrong password', async () => {
    const wrong = await fetch(`${cms.baseUrl}/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'editor@stayvn.local', password: 'not-the-password' }),
    });
    expect(wrong.status).toBe(400);
  });
});

describe('seed', () => {
  it('adds nothing when run again, to any type or to the media library', async () => {
    const uids = [
      ...collections.map((type) => type.uid),
      'api::site-setting.site-setting',
      'plugin::upload.file',
    ];
    const count = () =>
      Promise.all(uids.map((uid) => cms.strapi.db.query(uid as 'api::banner.banner').count()));
    const before = await count();
    const result = await seedDemoContent(cms.strapi);
    expect(result.created).toEqual({});
    expect(result.siteSetting).toBe(false);
    expect(await count()).toEqual(before);
  });

  it('wrote every localized document in en, ja and vi, drafts and published alike', async () => {
    for (const type of collections.filter((candidate) => candidate.localized)) {
      const rows = (await cms.strapi.db.query(type.uid as 'api::banner.banner').findMany({
        select: ['documentId', 'locale', 'publishedAt'],
      })) as { documentId: string; locale: string; publishedAt: string | null }[];
      const byDocument = new Map<string, string[]>();
      for (const row of rows) {
        const key = `${row.documentId}:${row.publishedAt === null ? 'draft' : 'published'}`;
        byDocument.set(key, [...(byDocument.get(key) ?? []), row.locale]);
      }
      for (const [key, found] of byDocument)
        expect(found.sort(), `${type.uid} ${key}`).toEqual(['en', 'ja', 'vi']);
    }
  });
});
