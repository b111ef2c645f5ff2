import { favouriteIdsSchema, propertyPageSchema } from '@stayvn/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildAccounts, signUp, type SignedIn } from '../../../helpers/accounts.js';
import { peerProperty, startCmsPeer } from '../../../helpers/cms-peer.js';

const cms = await startCmsPeer();
afterAll(() => cms.close());
const testbed = await buildAccounts({ CMS_URL: cms.url });
const { app } = testbed;

const minute = (n: number) => new Date(Date.UTC(2026, 2, 1, 12, n)).toISOString();
const lotus = peerProperty({
  documentId: 'lotus',
  publishedAt: minute(1),
  texts: { en: { name: 'Lotus Kim Ma' }, vi: { name: 'Lotus Kim Mã' } },
});
const garden = peerProperty({
  documentId: 'garden',
  publishedAt: minute(2),
  texts: { en: { name: 'Ba Dinh Garden' } },
});
const tower = peerProperty({
  documentId: 'tower',
  kind: 'office',
  publishedAt: minute(3),
  texts: { en: { name: 'Tower Office' } },
});

let a: SignedIn;
let b: SignedIn;
beforeAll(async () => {
  for (const property of [lotus, garden, tower]) cms.publish(property);
  await app.catalogService.syncAll();
  a = await signUp(testbed);
  b = await signUp(testbed);
});

function call(
  user: SignedIn | null,
  method: 'GET' | 'PUT' | 'DELETE' | 'POST',
  url: string,
  payload?: object,
) {
  return app.inject({ method, url, payload, headers: user ? bearer(user.session) : {} });
}
async function list(user: SignedIn, query = '') {
  const response = await call(user, 'GET', `/v1/me/favourites${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return propertyPageSchema.parse(response.json());
}
async function ids(user: SignedIn) {
  return favouriteIdsSchema.parse((await call(user, 'GET', '/v1/me/favourites/ids')).json()).ids;
}

describe('/v1/me/favourites', () => {
  it('needs a signed-in user', async () => {
    for (const [method, url] of [
      ['GET', '/v1/me/favourites'],
      ['GET', '/v1/me/favourites/ids'],
      ['PUT', '/v1/me/favourites/lotus'],
      ['DELETE', '/v1/me/favourites/lotus'],
    ] as const)
      expect((await call(null, method, url)).statusCode).toBe(401);
    expect((await call(null, 'POST', '/v1/me/favourites/merge', { propertyIds: ['lotus'] })).statusCode).toBe(
      401,
    );
  });

  it('adds once however often it is asked, lists cards newest first, 9 a page by default', async () => {
    expect((await call(a, 'PUT', '/v1/me/favourites/lotus')).statusCode).toBe(204);
    expect((await call(a, 'PUT', '/v1/me/favourites/lotus')).statusCode).toBe(204);
    expect((await call(a, 'PUT', '/v1/me/favourites/tower')).statusCode).toBe(204);
    const page = await list(a, '?lang=vi');
    expect(page).toMatchObject({ total: 2, pageIndex: 1, pageSize: 9 });
    expect(page.items.map((card) => card.id)).toEqual(['tower', 'lotus']);
    expect(page.items[1]).toMatchObject({ name: 'Lotus Kim Mã', kind: 'apartment' });
    expect(await ids(a)).toEqual(['tower', 'lotus']);
  });

  it('filters by kind, pages up to 999, and refuses more', async () => {
    expect((await list(a, '?kind=office')).items.map((card) => card.id)).toEqual(['tower']);
    expect((await list(a, '?kind=apartment')).items.map((card) => card.id)).toEqual(['lotus']);
    expect(await list(a, '?pageSize=1&pageIndex=2')).toMatchObject({ total: 2, items: [{ id: 'lotus' }] });
    expect((await list(a, '?pageSize=999')).items).toHaveLength(2);
    const tooMany = await call(a, 'GET', '/v1/me/favourites?pageSize=1000');
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.details[0]).toMatchObject({ field: 'pageSize', code: 'err_page_size' });
  });

  it('refuses a property that is not published, and a malformed id', async () => {
    expect((await call(a, 'PUT', '/v1/me/favourites/nothing-here')).statusCode).toBe(404);
    const malformed = await call(a, 'PUT', '/v1/me/favourites/not%20an%20id');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.details[0]).toMatchObject({ field: 'propertyId', code: 'err_invalid_id' });
  });

  it("keeps each user's list their own: B sees nothing of A's and cannot change it", async () => {
    expect((await list(b)).total).toBe(0);
    expect(await ids(b)).toEqual([]);
    expect((await call(b, 'DELETE', '/v1/me/favourites/lotus')).statusCode).toBe(204);
    expect((await call(b, 'POST', '/v1/me/favourites/remove', { all: true })).statusCode).toBe(204);
    expect(
      (await call(b, 'POST', '/v1/me/favourites/remove', { propertyIds: ['lotus', 'tower'] })).statusCode,
    ).toBe(204);
    expect(await ids(a)).toEqual(['tower', 'lotus']);
    await call(b, 'PUT', '/v1/me/favourites/garden');
    expect(await ids(a)).toEqual(['tower', 'lotus']);
    expect(await ids(b)).toEqual(['garden']);
  });

  it('merges the local likes without duplicates, safe to repeat', async () => {
    const first = await call(a, 'POST', '/v1/me/favourites/merge', {
      propertyIds: ['garden', 'lotus', 'garden'],
    });
    expect(first.statusCode).toBe(200);
    const merged = favouriteIdsSchema.parse(first.json()).ids;
    expect([...merged].sort()).toEqual(['garden', 'lotus', 'tower']);
    const again = await call(a, 'POST', '/v1/me/favourites/merge', { propertyIds: ['garden', 'lotus'] });
    expect(favouriteIdsSchema.parse(again.json()).ids).toEqual(merged);
    expect((await list(a)).total).toBe(3);
  });

  it('does not bring back a like removed in another browser when a stale local list is merged', async () => {
    const guest = await signUp(testbed);
    // Browser 1 likes lotus and garden; browser 2 logs in and syncs them (its local lists too).
    await call(guest, 'PUT', '/v1/me/favourites/lotus');
    await call(guest, 'PUT', '/v1/me/favourites/garden');
    const synced = await ids(guest);
    // Browser 1 unlikes lotus; browser 2, whose local list still holds it, logs in again
    // with a new local like (tower).
    expect((await call(guest, 'DELETE', '/v1/me/favourites/lotus')).statusCode).toBe(204);
    const merged = await call(guest, 'POST', '/v1/me/favourites/merge', {
      propertyIds: ['lotus', 'garden', 'tower'],
      syncedIds: synced,
    });
    expect(merged.statusCode, merged.body).toBe(200);
    expect(favouriteIdsSchema.parse(merged.json()).ids).toEqual(['tower', 'garden']);
    expect(await ids(guest)).toEqual(['tower', 'garden']);
    // A browser that never synced with this user adds every local like, as before.
    await call(guest, 'POST', '/v1/me/favourites/merge', { propertyIds: ['lotus'] });
    expect([...(await ids(guest))].sort()).toEqual(['garden', 'lotus', 'tower']);
    const bad = await call(guest, 'POST', '/v1/me/favourites/merge', {
      propertyIds: [],
      syncedIds: ['../x'],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0]).toMatchObject({ field: expect.stringMatching(/^syncedIds/) });
  });

  it('leaves out a property unpublished in the CMS, without an error', async () => {
    cms.unpublish('garden');
    await app.catalogService.syncDocument('garden');
    const page = await list(a);
    expect(page.total).toBe(2);
    expect(page.items.map((card) => card.id)).not.toContain('garden');
    cms.publish(garden);
    await app.catalogService.syncDocument('garden');
    expect((await list(a)).total).toBe(3);
  });

  it('removes one, several, or all', async () => {
    expect((await call(a, 'DELETE', '/v1/me/favourites/garden')).statusCode).toBe(204);
    expect(await ids(a)).toEqual(['tower', 'lotus']);
    await call(a, 'PUT', '/v1/me/favourites/garden');
    expect(
      (await call(a, 'POST', '/v1/me/favourites/remove', { propertyIds: ['garden', 'tower'] })).statusCode,
    ).toBe(204);
    expect(await ids(a)).toEqual(['lotus']);
    const nothing = await call(a, 'POST', '/v1/me/favourites/remove', {});
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().error.details[0]).toMatchObject({ field: 'propertyIds', code: 'err_required' });
    expect((await call(a, 'POST', '/v1/me/favourites/remove', { all: true })).statusCode).toBe(204);
    expect((await list(a)).total).toBe(0);
    expect(await ids(b)).toEqual(['garden']);
  });
});
