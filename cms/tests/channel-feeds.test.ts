import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookingServiceTokenName,
  defaultCmsApiToken,
  ensureBookingServiceToken,
} from '../src/bootstrap/ensure-api-token';
import { startTestStrapi, startWebhookReceiver, type TestStrapi } from './helpers/test-strapi';

/*
 * Issue 32: editors give each apartment the iCal export URLs of its listings on other channels.
 * Those URLs are secrets (anyone holding one reads the channel's bookings), so the attribute is
 * private: the public REST API and the webhooks never carry it, and only the booking service's
 * API token reads it, through two routes of its own.
 */

const model = 'api::property.property';
const secretUrl = 'https://www.airbnb.com/calendar/ical/4242.ics?s=secret-export-key';
const feeds = [
  { channel: 'Airbnb', url: secretUrl },
  { channel: 'Booking.com', url: 'https://admin.booking.com/hotel/hoteladmin/ical.html?t=also-secret' },
];

let cms: TestStrapi;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
let published: string;
let draftOnly: string;

async function call(path: string, init: { method?: string; body?: unknown; token?: string } = {}) {
  const response = await fetch(`${cms.baseUrl}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      'content-type': 'application/json',
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  return { status: response.status, text, body: text ? (JSON.parse(text) as Record<string, unknown>) : null };
}

async function editorToken(): Promise<string> {
  const { status, body } = await call('/admin/login', {
    method: 'POST',
    body: { email: 'editor@stayvn.local', password: 'StayvnEditor1!' },
  });
  expect(status).toBe(200);
  return (body as { data: { token: string } }).data.token;
}

/** A property the way the Editor makes one in the admin: saved with its feeds, maybe published. */
async function createProperty(token: string, name: string, cityId: string, publish: boolean) {
  const created = await call(`/content-manager/collection-types/${model}?locale=en`, {
    method: 'POST',
    token,
    body: {
      name,
      city: { connect: [{ documentId: cityId, locale: 'en' }] },
      priceUsd: 900,
      priceVnd: '22860000',
      channelFeeds: feeds,
    },
  });
  expect(created.status, created.text).toBe(201);
  const documentId = (created.body as { data: { documentId: string } }).data.documentId;
  if (publish) {
    const done = await call(
      `/content-manager/collection-types/${model}/${documentId}/actions/publish?locale=en`,
      {
        method: 'POST',
        token,
        body: {},
      },
    );
    expect(done.status, done.text).toBe(200);
  }
  return documentId;
}

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  cms = await startTestStrapi({ SEED_DEMO_CONTENT: 'false', BOOKING_SERVICE_URL: receiver.url });
  const city = await cms.strapi.documents('api::city.city').create({
    locale: 'en',
    data: { code: 'HN', name: 'Hanoi' } as Record<string, unknown>,
  });
  const token = await editorToken();
  published = await createProperty(token, 'Tay Ho Lake Loft', city.documentId, true);
  draftOnly = await createProperty(token, 'Unfinished Draft Studio', city.documentId, false);
});

afterAll(async () => {
  await cms?.stop();
  await receiver?.close();
});

describe('the channelFeeds attribute (private)', () => {
  it('is kept for the editor, in the admin', async () => {
    const read = await call(`/content-manager/collection-types/${model}/${published}?locale=en`, {
      token: await editorToken(),
    });
    expect(read.status).toBe(200);
    const data = (read.body as { data: { channelFeeds: { channel: string; url: string }[] } }).data;
    expect(data.channelFeeds.map(({ channel, url }) => ({ channel, url }))).toEqual(feeds);
  });

  it.each([
    '/api/properties?locale=en',
    `/api/properties/PUBLISHED?locale=en`,
    '/api/properties?locale=en&populate=*',
    `/api/properties/PUBLISHED?locale=en&populate=*`,
    '/api/properties?locale=en&populate[channelFeeds]=true',
    `/api/properties/PUBLISHED?locale=en&populate[0]=channelFeeds`,
    '/api/properties?locale=en&fields[0]=name&fields[1]=channelFeeds',
  ])('never leaves through the public REST API: %s', async (path) => {
    const { status, text } = await call(path.replace('PUBLISHED', published));
    // 200 without the field, or 400 "Invalid key channelFeeds" when asked for it; never the URLs.
    if (status === 200) expect(text).not.toContain('channelFeeds');
    else expect(text).toContain('Invalid key channelFeeds');
    expect(text).not.toContain('secret');
    expect(text).not.toContain('airbnb.com');
  });

  it('cannot be probed with a filter', async () => {
    const { status, body } = await call(
      `/api/properties?locale=en&filters[channelFeeds][url][$contains]=${encodeURIComponent('no-such-url')}`,
    );
    // Either refused, or the filter on a private attribute is dropped (the entry is still listed).
    if (status === 200) expect((body as { data: unknown[] }).data).toHaveLength(1);
    else expect(status).toBe(400);
  });

  it('is not in the webhooks', async () => {
    const hook = await receiver.waitFor(
      (received) => received.body.event === 'entry.publish' && received.body.entry?.documentId === published,
    );
    expect(JSON.stringify(hook.body)).not.toContain('secret');
    expect(hook.body.entry).not.toHaveProperty('channelFeeds');
  });
});

describe("the booking service's reads of the feeds", () => {
  const key = defaultCmsApiToken;

  it('answers a published property to the token, 404 for a draft', async () => {
    const one = await call(`/api/properties/${published}/channel-feeds`, { token: key });
    expect(one.status, one.text).toBe(200);
    expect(one.body).toEqual({ data: { documentId: published, channelFeeds: feeds } });
    expect((await call(`/api/properties/${draftOnly}/channel-feeds`, { token: key })).status).toBe(404);
    expect((await call('/api/properties/no-such-document/channel-feeds', { token: key })).status).toBe(404);
  });

  it('lists every published property that has feeds', async () => {
    const all = await call('/api/properties/channel-feeds', { token: key });
    expect(all.status, all.text).toBe(200);
    expect(all.body).toEqual({ data: [{ documentId: published, channelFeeds: feeds }] });
  });

  it.each([
    [undefined, 403],
    ['not-the-token', 401],
    ['dev-catalog-webhook-secret', 401],
  ] as const)('refuses anyone else (token %s: %i)', async (token, expected) => {
    for (const path of [`/api/properties/${published}/channel-feeds`, '/api/properties/channel-feeds']) {
      const { status, text } = await call(path, { token });
      expect(status).toBe(expected);
      expect(text).not.toContain('secret');
    }
  });

  it('refuses an editor’s admin session (a content-API route)', async () => {
    const { status } = await call(`/api/properties/${published}/channel-feeds`, {
      token: await editorToken(),
    });
    expect(status).toBe(401);
  });

  it('is given to a token made by an older release on the next start', async () => {
    const token = await cms.strapi.db.query('admin::api-token').findOne({
      where: { name: bookingServiceTokenName },
      populate: ['permissions'],
    });
    const permissions = cms.strapi.db.query('admin::api-token-permission');
    await permissions.deleteMany({
      where: { token: token.id, action: { $in: [`${model}.channelFeeds`, `${model}.listChannelFeeds`] } },
    });
    expect((await call('/api/properties/channel-feeds', { token: key })).status).toBe(403);

    await ensureBookingServiceToken(cms.strapi);
    expect((await call('/api/properties/channel-feeds', { token: key })).status).toBe(200);
    // Its other permissions are untouched.
    expect((await call('/api/upload/files', { token: key })).status).toBe(200);
  });
});
