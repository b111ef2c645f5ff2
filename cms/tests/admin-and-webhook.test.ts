import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingServiceTokenKey } from '../src/bootstrap/ensure-api-token';
import { catalogWebhookName, ensureCatalogWebhook } from '../src/bootstrap/ensure-catalog-webhook';
import { ensurePrerenderWebhook, prerenderWebhookName } from '../src/bootstrap/ensure-prerender-webhook';
import { startTestStrapi, startWebhookReceiver, type TestStrapi } from './helpers/test-strapi';

const secret = 'test-catalog-secret-7f3a';
const model = 'api::property.property';

let cms: TestStrapi;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;

async function admin(path: string, init: { method?: string; body?: unknown; token: string }) {
  const response = await fetch(`${cms.baseUrl}${path}`, {
    method: init.method ?? 'GET',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${init.token}` },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return {
    status: response.status,
    body: (await response.json()) as { data: { documentId: string; slug: string | null } },
  };
}

async function login(): Promise<string> {
  const response = await fetch(`${cms.baseUrl}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'editor@stayvn.test', password: 'EditorPass9!' }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

interface StoredWebhook {
  name: string;
  url: string;
  headers: Record<string, string>;
  events: string[];
  isEnabled: boolean;
}

const webhooks = () =>
  (cms.strapi.get('webhookStore') as { findWebhooks(): Promise<StoredWebhook[]> }).findWebhooks();

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  cms = await startTestStrapi({
    SEED_DEMO_CONTENT: 'false',
    BOOKING_SERVICE_URL: receiver.url,
    CATALOG_WEBHOOK_SECRET: secret,
    ADMIN_EMAIL: 'Editor@StayVN.test',
    ADMIN_PASSWORD: 'EditorPass9!',
    ADMIN_FIRSTNAME: 'Linh',
    ADMIN_LASTNAME: 'Nguyen',
    CORS_ORIGINS: 'https://stayvn.test,https://cms.stayvn.test',
  });
});

afterAll(async () => {
  await cms?.stop();
  await receiver?.close();
});

describe('first admin from the environment', () => {
  it('is a super admin with the given names', async () => {
    const user = await cms.strapi.db
      .query('admin::user')
      .findOne({ where: { email: 'editor@stayvn.test' }, populate: ['roles'] });
    expect(user).toMatchObject({ firstname: 'Linh', lastname: 'Nguyen', isActive: true });
    expect(user.roles.map((role: { code: string }) => role.code)).toContain('strapi-super-admin');
    // The only super admin; the other account is the seeded editor.
    expect(
      await cms.strapi.db.query('admin::user').count({ where: { roles: { code: 'strapi-super-admin' } } }),
    ).toBe(1);
    const editor = await cms.strapi.db
      .query('admin::user')
      .findOne({ where: { email: 'editor@stayvn.local' }, populate: ['roles'] });
    expect(editor.roles.map((role: { code: string }) => role.code)).toEqual(['strapi-editor']);
  });
});

describe("the booking service's API token (issue 29)", () => {
  // booking-service/src/config/env.ts devCmsApiToken: what the booking service sends by default.
  const developmentKey = 'dev-booking-service-cms-api-token';
  const files = (authorization?: string) =>
    fetch(`${cms.baseUrl}/api/upload/files`, { headers: authorization ? { authorization } : {} });

  it('exists after a first start without CMS_API_TOKEN, with the development key', async () => {
    expect(process.env.CMS_API_TOKEN).toBeUndefined();
    expect((await files()).status).toBe(403);
    expect((await files(`Bearer ${developmentKey}`)).status).toBe(200);
  });

  it('has no default in production', () => {
    expect(bookingServiceTokenKey({ NODE_ENV: 'production' })).toBeUndefined();
    expect(bookingServiceTokenKey({ NODE_ENV: 'production', CMS_API_TOKEN: ' a-key-of-our-own ' })).toBe(
      'a-key-of-our-own',
    );
    expect(bookingServiceTokenKey({ NODE_ENV: 'development' })).toBe(developmentKey);
  });
});

describe('catalog webhook', () => {
  it('is stored once with the booking-service URL and the Bearer secret', async () => {
    await ensureCatalogWebhook(cms.strapi);
    const ours = (await webhooks()).filter((hook) => hook.name === catalogWebhookName);
    expect(ours).toHaveLength(1);
    expect(ours[0]).toMatchObject({
      url: `${receiver.url}/internal/catalog-events`,
      headers: { Authorization: `Bearer ${secret}` },
      isEnabled: true,
    });
    expect([...ours[0]!.events].sort()).toEqual([
      'entry.create',
      'entry.delete',
      'entry.publish',
      'entry.unpublish',
      'entry.update',
    ]);
  });

  it('is sent when a property created through the admin API is published', async () => {
    const token = await login();
    // No demo content here: the city a property needs is created first.
    const city = await cms.strapi.documents('api::city.city').create({
      locale: 'en',
      data: { code: 'HN', name: 'Hanoi' } as Record<string, unknown>,
    });
    const created = await admin(`/content-manager/collection-types/${model}?locale=en`, {
      method: 'POST',
      token,
      body: {
        name: 'Hoan Kiem Test Residence',
        city: { connect: [{ documentId: city.documentId, locale: 'en' }] },
        priceUsd: 1000,
        priceVnd: '25400000',
        hot: true,
      },
    });
    expect(created.status).toBe(201);
    const documentId = created.body.data.documentId;
    // Slugs are filled in when an API client leaves them out.
    expect(created.body.data.slug).toBe('hoan-kiem-test-residence');

    const published = await admin(
      `/content-manager/collection-types/${model}/${documentId}/actions/publish?locale=en`,
      {
        method: 'POST',
        token,
        body: {},
      },
    );
    expect(published.status).toBe(200);

    const hook = await receiver.waitFor(
      (received) => received.body.event === 'entry.publish' && received.body.entry?.documentId === documentId,
    );
    expect(hook.headers.authorization).toBe(`Bearer ${secret}`);
    expect(hook.body).toMatchObject({
      event: 'entry.publish',
      model: 'property',
      uid: model,
      entry: { documentId },
    });

    const read = await fetch(`${cms.baseUrl}/api/properties/${documentId}?locale=en&populate=images`);
    expect(read.status).toBe(200);
  });

  it('is switched off when BOOKING_SERVICE_URL is empty', async () => {
    const previous = process.env.BOOKING_SERVICE_URL;
    process.env.BOOKING_SERVICE_URL = '';
    try {
      await ensureCatalogWebhook(cms.strapi);
      const ours = (await webhooks()).filter((hook) => hook.name === catalogWebhookName);
      expect(ours.map((hook) => hook.isEnabled)).toEqual([false]);
    } finally {
      process.env.BOOKING_SERVICE_URL = previous;
    }
    await ensureCatalogWebhook(cms.strapi);
    expect(
      (await webhooks()).filter((hook) => hook.name === catalogWebhookName).map((hook) => hook.isEnabled),
    ).toEqual([true]);
  });
});

describe('prerender webhook', () => {
  it('is off without PRERENDER_WEBHOOK_URL, and sends every entry event with its secret when set', async () => {
    expect((await webhooks()).filter((hook) => hook.name === prerenderWebhookName)).toEqual([]);
    process.env.PRERENDER_WEBHOOK_URL = `${receiver.url}/prerender`;
    process.env.PRERENDER_WEBHOOK_SECRET = 'prerender-test-secret';
    try {
      await ensurePrerenderWebhook(cms.strapi);
      await ensurePrerenderWebhook(cms.strapi);
      const ours = (await webhooks()).filter((hook) => hook.name === prerenderWebhookName);
      expect(ours).toHaveLength(1);
      expect(ours[0]).toMatchObject({
        url: `${receiver.url}/prerender`,
        headers: { Authorization: 'Bearer prerender-test-secret' },
        isEnabled: true,
      });
      expect(ours[0]!.events).toContain('entry.publish');
    } finally {
      delete process.env.PRERENDER_WEBHOOK_URL;
      delete process.env.PRERENDER_WEBHOOK_SECRET;
    }
    await ensurePrerenderWebhook(cms.strapi);
    expect(
      (await webhooks()).filter((hook) => hook.name === prerenderWebhookName).map((hook) => hook.isEnabled),
    ).toEqual([false]);
  });
});

describe('CORS (issue 20, finding 5)', () => {
  const ask = (origin: string, method = 'GET') =>
    fetch(`${cms.baseUrl}/api/site-setting`, {
      method,
      headers:
        method === 'OPTIONS'
          ? {
              origin,
              'access-control-request-method': 'POST',
              'access-control-request-headers': 'content-type',
            }
          : { origin },
    });

  it.each(['https://stayvn.test', 'https://cms.stayvn.test'])(
    'lets %s read answers with credentials',
    async (origin) => {
      for (const method of ['GET', 'OPTIONS']) {
        const response = await ask(origin, method);
        expect(response.headers.get('access-control-allow-origin')).toBe(origin);
        expect(response.headers.get('access-control-allow-credentials')).toBe('true');
      }
    },
  );

  it.each(['https://evil.example', 'null', 'https://stayvn.test.evil.example'])(
    'gives %s nothing',
    async (origin) => {
      for (const method of ['GET', 'OPTIONS']) {
        const response = await ask(origin, method);
        expect(response.headers.get('access-control-allow-origin')).toBeNull();
      }
    },
  );
});
