import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bannerSeeds } from '../src/seed/data/banners';
import { propertySeeds } from '../src/seed/data/properties';
import { seedDemoContent } from '../src/seed';
import { startTestStrapi, type TestStrapi } from './helpers/test-strapi';

const locales = ['en', 'ja', 'vi'] as const;
const japanese = /[\u3040-\u30ff\u4e00-\u9fff]/;
const vietnameseDiacritics = /[ăâđêôơưáàảãạấầẩẫậắằẳẵặéèẻẽẹếềểễệíìỉĩịóòỏõọốồổỗộớờởỡợúùủũụứừửữựýỳỷỹỵ]/i;

interface PropertyJson {
  documentId: string;
  name: string;
  slug: string | null;
  kind: string;
  typeCode: string;
  cityCode: string;
  hot: boolean;
  priceUsd: number;
  priceVnd: string;
  offerPriceUsd: number | null;
  offerPriceVnd: string | null;
  images: { url: string; formats: Record<string, { url: string }> }[] | null;
}

interface BannerJson {
  documentId: string;
  name: string;
  subTitle: string;
  order: number;
  image: { url: string } | null;
}

let cms: TestStrapi;

async function getJson<T>(path: string): Promise<{ status: number; body: T }> {
  const response = await fetch(`${cms.baseUrl}${path}`);
  return { status: response.status, body: (await response.json()) as T };
}

async function adminToken(): Promise<string> {
  const response = await fetch(`${cms.baseUrl}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@stayvn.local', password: 'StayvnAdmin1!' }),
  });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { data: { token: string } };
  return body.data.token;
}

beforeAll(async () => {
  cms = await startTestStrapi();
});

afterAll(async () => {
  await cms?.stop();
});

describe('locales', () => {
  it('has en (default), ja and vi', async () => {
    const token = await adminToken();
    const response = await fetch(`${cms.baseUrl}/i18n/locales`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    const list = (await response.json()) as { code: string; isDefault: boolean }[];
    expect(list.map((locale) => locale.code).sort()).toEqual(['en', 'ja', 'vi']);
    expect(list.find((locale) => locale.isDefault)?.code).toBe('en');
  });
});

describe('seeded content over the public REST API', () => {
  it.each(locales)('lists every seeded property in %s with its own texts and shared slug', async (locale) => {
    const { status, body } = await getJson<{ data: PropertyJson[] }>(
      `/api/properties?locale=${locale}&pagination[pageSize]=100`,
    );
    expect(status).toBe(200);
    expect(body.data).toHaveLength(propertySeeds.length);
    for (const seed of propertySeeds) {
      const property = body.data.find((item) => item.slug === seed.slug);
      expect(property, `${seed.slug} in ${locale}`).toBeDefined();
      expect(property!.name).toBe(seed.text[locale].name);
    }
  });

  it.each(locales)('lists every seeded banner in %s', async (locale) => {
    const { status, body } = await getJson<{ data: BannerJson[] }>(
      `/api/banners?locale=${locale}&sort=order`,
    );
    expect(status).toBe(200);
    expect(body.data.map((banner) => banner.name)).toEqual(
      bannerSeeds.map((banner) => banner.text[locale].name),
    );
    for (const banner of body.data) expect(banner.image?.url).toMatch(/^\/uploads\/.+\.jpg$/);
  });

  it('returns Japanese banner titles for locale=ja', async () => {
    const { body } = await getJson<{ data: BannerJson[] }>('/api/banners?locale=ja');
    expect(body.data.length).toBe(bannerSeeds.length);
    for (const banner of body.data) {
      expect(banner.name).toMatch(japanese);
      expect(banner.subTitle).toMatch(japanese);
    }
  });

  it('returns Vietnamese property names for locale=vi', async () => {
    const { body } = await getJson<{ data: PropertyJson[] }>(
      '/api/properties?locale=vi&pagination[pageSize]=100',
    );
    const names = body.data.map((property) => property.name);
    expect(names).toContain('Căn hộ gia đình Lê Đại Hành');
    expect(names.filter((name) => vietnameseDiacritics.test(name)).length).toBeGreaterThanOrEqual(8);
    // Nothing English-only slipped into the Vietnamese version of a localized field.
    const english = await getJson<{ data: PropertyJson[] }>(
      '/api/properties?locale=en&pagination[pageSize]=100',
    );
    expect(names.filter((name) => english.body.data.some((item) => item.name === name)).length).toBeLessThan(
      names.length / 2,
    );
  });

  it('gives each city at least four hot apartments, and has offices and both stay types', async () => {
    const { body } = await getJson<{ data: PropertyJson[] }>(
      '/api/properties?locale=en&pagination[pageSize]=100',
    );
    for (const city of ['HN', 'HCM', 'HP']) {
      const hot = body.data.filter((item) => item.cityCode === city && item.kind === 'apartment' && item.hot);
      expect(hot.length, city).toBeGreaterThanOrEqual(4);
    }
    expect(body.data.filter((item) => item.kind === 'office').length).toBeGreaterThanOrEqual(2);
    expect(new Set(body.data.map((item) => item.typeCode))).toEqual(new Set(['long', 'short']));
  });

  it('prices VND at the site exchange rate', async () => {
    const setting = await getJson<{ data: { hotline: string; exchangeRate: number } }>('/api/site-setting');
    expect(setting.status).toBe(200);
    expect(setting.body.data.hotline).toBe('+84 24 3333 8888');
    const rate = Number(setting.body.data.exchangeRate);
    expect(rate).toBe(25400);
    const { body } = await getJson<{ data: PropertyJson[] }>(
      '/api/properties?locale=en&pagination[pageSize]=100',
    );
    for (const property of body.data) {
      expect(Number(property.priceVnd)).toBe(Math.round(property.priceUsd * rate));
      if (property.offerPriceUsd !== null) {
        expect(Number(property.offerPriceVnd)).toBe(Math.round(property.offerPriceUsd * rate));
        expect(property.offerPriceUsd).toBeLessThan(property.priceUsd);
      }
    }
  });

  it('serves property images with responsive formats', async () => {
    const { body } = await getJson<{ data: PropertyJson[] }>(
      '/api/properties?locale=ja&pagination[pageSize]=1',
    );
    const image = body.data[0]?.images?.[0];
    expect(image).toBeDefined();
    expect(Object.keys(image!.formats).sort()).toEqual(['large', 'medium', 'small', 'thumbnail']);
    const file = await fetch(`${cms.baseUrl}${image!.formats.small!.url}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/jpeg');
  });
});

describe('public role', () => {
  it('cannot create or change content', async () => {
    for (const [method, path] of [
      ['POST', '/api/properties'],
      ['POST', '/api/banners'],
      ['PUT', '/api/site-setting'],
    ] as const) {
      const response = await fetch(`${cms.baseUrl}${path}`, {
        method,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ data: { name: 'Intruder', hotline: '0' } }),
      });
      expect(response.status, `${method} ${path}`).toBe(403);
    }
  });

  it('cannot see drafts', async () => {
    const draft = await cms.strapi.documents('api::property.property').create({
      locale: 'en',
      data: {
        name: 'Unpublished Draft Residence',
        cityCode: 'HN',
        priceUsd: 999,
        priceVnd: '25374600',
      } as Record<string, unknown>,
    });
    const stored = await cms.strapi
      .documents('api::property.property')
      .findOne({ documentId: draft.documentId, status: 'draft' });
    expect(stored?.name).toBe('Unpublished Draft Residence');

    const list = await getJson<{ data: PropertyJson[] }>(
      '/api/properties?locale=en&pagination[pageSize]=100',
    );
    expect(list.body.data.some((item) => item.documentId === draft.documentId)).toBe(false);
    const one = await fetch(`${cms.baseUrl}/api/properties/${draft.documentId}?locale=en`);
    expect(one.status).toBe(404);
    const asked = await fetch(
      `${cms.baseUrl}/api/properties?status=draft&locale=en&pagination[pageSize]=100`,
    );
    const askedBody = (await asked.json()) as { data?: PropertyJson[] };
    expect(askedBody.data?.some((item) => item.documentId === draft.documentId) ?? false).toBe(false);

    await cms.strapi
      .documents('api::property.property')
      .delete({ documentId: draft.documentId, locale: '*' });
  });
});

describe('admin', () => {
  it('logs the seeded super admin in, and refuses a wrong password', async () => {
    expect(await adminToken()).toMatch(/^ey/);
    const wrong = await fetch(`${cms.baseUrl}/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@stayvn.local', password: 'not-the-password' }),
    });
    expect(wrong.status).toBe(400);
  });
});

describe('seed', () => {
  it('adds nothing when run again', async () => {
    const count = () =>
      Promise.all(
        [
          'api::banner.banner',
          'api::property.property',
          'api::site-setting.site-setting',
          'plugin::upload.file',
        ].map((uid) => cms.strapi.db.query(uid as 'api::banner.banner').count()),
      );
    const before = await count();
    // 5 banners and the properties, each a draft and a published row in 3 locales.
    expect(before[0]).toBe(bannerSeeds.length * 6);
    expect(before[1]).toBe(propertySeeds.length * 6);
    const result = await seedDemoContent(cms.strapi);
    expect(result.seeded).toBe(false);
    expect(await count()).toEqual(before);
  });
});
