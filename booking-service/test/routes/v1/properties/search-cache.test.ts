import { addDays, propertySearchResultSchema, todayInVietnam } from '@stayvn/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bookings, catalogProperties } from '../../../../src/db/schema/index.js';
import { build } from '../../../helpers/build.js';
import { peerProperty, startCmsPeer } from '../../../helpers/cms-peer.js';

const cms = await startCmsPeer();
afterAll(() => cms.close());
const app = await build({ CMS_URL: cms.url });

const published = (n: number) => new Date(Date.UTC(2026, 0, 1, 0, n)).toISOString();
const apartments = [1, 2, 3].map((n) =>
  peerProperty({ documentId: `cached-apartment-${n}`, publishedAt: published(n) }),
);
const office = peerProperty({
  documentId: 'cached-office',
  kind: 'office',
  typeCode: 'short',
  bedroomType: null,
  publishedAt: published(4),
});

beforeAll(async () => {
  for (const property of [...apartments, office]) cms.publish(property);
  await app.catalogService.syncAll();
});

async function search(url: string) {
  const response = await app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  return response;
}

describe('cached search answers', () => {
  it('answers a repeated search without asking the index again, the same to the byte', async () => {
    const cardPage = vi.spyOn(app.catalogRepository, 'cardPage');
    const countMatches = vi.spyOn(app.catalogRepository, 'countMatches');
    const url = '/v1/properties/search?type=residence&lang=vi&pageSize=2';
    const first = await search(url);
    const second = await search(url);
    expect(second.body).toBe(first.body);
    expect(cardPage).toHaveBeenCalledTimes(1);
    // The body is what the route's response schema writes.
    expect(propertySearchResultSchema.parse(second.json()).total).toBe(3);

    await search('/v1/properties/search/count?type=residence');
    await search('/v1/properties/search/count?type=residence');
    expect(countMatches).toHaveBeenCalledTimes(1);
    // Another query is another answer.
    await search('/v1/properties/search?type=residence&lang=en&pageSize=2');
    expect(cardPage).toHaveBeenCalledTimes(2);
    cardPage.mockRestore();
    countMatches.mockRestore();
  });

  it('shows a change within a tenth of a second of its commit, whoever wrote it', async () => {
    const url = '/v1/properties/search?type=residence&lang=en&sort=price_asc';
    const before = propertySearchResultSchema.parse((await search(url)).json());
    expect(before.items.map((item) => item.id)).toContain('cached-apartment-2');
    const version = await app.catalogRepository.version();

    // As another instance of the service would: straight to the shared database.
    await app.db.delete(catalogProperties).where(eq(catalogProperties.documentId, 'cached-apartment-2'));
    expect(await app.catalogRepository.version()).toBeGreaterThan(version);
    // The version is read at most every 100 ms.
    await new Promise((resolve) => setTimeout(resolve, 150));
    const after = propertySearchResultSchema.parse((await search(url)).json());
    expect(after.items.map((item) => item.id)).not.toContain('cached-apartment-2');
    expect(after.total).toBe(before.total - 1);
    expect((await search('/v1/properties/search/count?type=residence')).json()).toEqual({ total: 2 });

    // And through the webhook path: the CMS publishes it again.
    await app.catalogService.syncDocument('cached-apartment-2');
    await new Promise((resolve) => setTimeout(resolve, 150));
    const restored = propertySearchResultSchema.parse((await search(url)).json());
    expect(restored.total).toBe(before.total);
  });

  it('never keeps an office search by dates: a booking shows at once', async () => {
    const checkIn = addDays(todayInVietnam(), 3);
    const checkOut = addDays(todayInVietnam(), 5);
    const url = `/v1/properties/search?type=office&checkIn=${checkIn}&checkOut=${checkOut}`;
    const free = propertySearchResultSchema.parse((await search(url)).json());
    expect(free.items.map((item) => item.id)).toEqual(['cached-office']);

    await app.db
      .insert(bookings)
      .values({ propertyDocumentId: 'cached-office', checkIn, checkOut, status: 'confirmed' });
    const held = propertySearchResultSchema.parse((await search(url)).json());
    expect(held.items).toEqual([]);
  });
});

describe('with SEARCH_CACHE_MB=0', () => {
  it('asks the index every time', async () => {
    const uncached = await build({ CMS_URL: cms.url, SEARCH_CACHE_MB: '0' });
    await uncached.catalogService.syncAll();
    const cardPage = vi.spyOn(uncached.catalogRepository, 'cardPage');
    const url = '/v1/properties/search?type=residence';
    const first = await uncached.inject({ method: 'GET', url });
    const second = await uncached.inject({ method: 'GET', url });
    expect(second.body).toBe(first.body);
    expect(cardPage).toHaveBeenCalledTimes(2);
  });
});
