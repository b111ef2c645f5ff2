import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createCatalogService, relatedResyncThreshold } from '../../src/catalog/catalog-service.js';
import { createCatalogCms } from '../../src/catalog/catalog-cms.js';
import { createCmsClient } from '../../src/cms/cms-client.js';
import { build } from '../helpers/build.js';
import { peerProperty, peerTaxa, startCmsPeer } from '../helpers/cms-peer.js';

const cms = await startCmsPeer();
afterAll(() => cms.close());
const app = await build({ CMS_URL: cms.url });

beforeEach(async () => {
  cms.reset();
  // An empty CMS empties the index; the requests of that resync are not the test's.
  await app.catalogService.syncAll();
  cms.requests.length = 0;
});

describe('catalog service: syncAll', () => {
  it('upserts every published property and removes what the CMS no longer publishes', async () => {
    const [kept, changed, unpublished, deleted] = [
      peerProperty(),
      peerProperty({ priceUsd: 1000 }),
      peerProperty(),
      peerProperty(),
    ];
    for (const property of [kept, changed, unpublished, deleted]) cms.publish(property);
    const first = await app.catalogService.syncAll();
    expect(first).toMatchObject({ upserted: 4, deleted: 0, invalid: [] });
    expect(await app.catalogRepository.count()).toBe(4);

    const added = peerProperty();
    cms.publish(added);
    cms.publish({ ...changed, priceUsd: 1100.25, texts: { ...changed.texts, en: { name: 'Renamed' } } });
    cms.unpublish(unpublished.documentId);
    cms.remove(deleted.documentId);
    cms.saveDraft(peerProperty());

    const second = await app.catalogService.syncAll();

    expect(second).toMatchObject({ upserted: 3, deleted: 2, invalid: [] });
    expect(await app.catalogRepository.listIds()).toEqual(
      [kept.documentId, changed.documentId, added.documentId].sort(),
    );
    const row = await app.catalogRepository.find(changed.documentId);
    expect(row).toMatchObject({
      priceUsd: 110_025,
      name: { en: 'Renamed', ja: changed.texts.ja!.name, vi: changed.texts.vi!.name },
    });
  });

  it('reads every page of every locale', async () => {
    const properties = Array.from({ length: 5 }, () => peerProperty());
    for (const property of properties) cms.publish(property);
    const service = createCatalogService({
      db: app.db,
      repository: app.catalogRepository,
      cms: createCatalogCms(createCmsClient({ url: cms.url }), { pageSize: 2 }),
      log: app.log,
    });

    const result = await service.syncAll();

    expect(result.upserted).toBe(5);
    const pages = cms.requests.filter((request) => request.startsWith('GET /api/properties?locale=ja'));
    expect(pages).toHaveLength(3);
    const rows = await app.catalogRepository.findMany(properties.map((property) => property.documentId));
    expect(rows.every((row) => row.name.en && row.name.ja && row.name.vi)).toBe(true);
  });

  it('writes nothing when the CMS fails midway, so the index is never half rebuilt', async () => {
    const property = peerProperty();
    cms.publish(property);
    await app.catalogService.syncAll();

    const added = peerProperty();
    cms.publish(added);
    cms.remove(property.documentId);
    cms.setDown('vi');
    await expect(app.catalogService.syncAll()).rejects.toThrow(/CMS answered 503/);

    expect(cms.requests.some((request) => request.includes('locale=ja'))).toBe(true);
    expect(await app.catalogRepository.listIds()).toEqual([property.documentId]);
  });

  it('runs inside a transaction passed down by the caller', async () => {
    const property = peerProperty();
    cms.publish(property);

    await expect(
      app.db.transaction(async (tx) => {
        await app.catalogService.syncAll(tx);
        expect(await app.catalogRepository.count(tx)).toBe(1);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');

    expect(await app.catalogRepository.count()).toBe(0);
  });
});

describe('catalog service: syncDocument', () => {
  it('upserts, then deletes once the CMS answers 404 in every locale', async () => {
    const property = peerProperty();
    cms.publish(property);
    expect(await app.catalogService.syncDocument(property.documentId)).toEqual({
      documentId: property.documentId,
      action: 'upserted',
    });

    cms.remove(property.documentId);
    expect(await app.catalogService.syncDocument(property.documentId)).toEqual({
      documentId: property.documentId,
      action: 'deleted',
    });
    expect(await app.catalogService.syncDocument(property.documentId)).toEqual({
      documentId: property.documentId,
      action: 'absent',
    });
  });
});

describe('catalog service: syncRelated', () => {
  it('re-reads each related property, or rebuilds the index when many relate', async () => {
    const few = [peerProperty({ view: peerTaxa.cityView }), peerProperty({ view: peerTaxa.cityView })];
    const many = Array.from({ length: relatedResyncThreshold + 1 }, () => peerProperty({ view: null }));
    for (const property of [...few, ...many]) cms.publish(property);
    await app.catalogService.syncAll();

    expect(await app.catalogService.syncRelated(peerTaxa.cityView.documentId)).toEqual({
      relatedDocumentId: peerTaxa.cityView.documentId,
      mode: 'documents',
      properties: 2,
    });
    // Every property is in Ba Dinh: a list read of the CMS beats 33 × 3 single reads.
    cms.requests.length = 0;
    cms.renameTaxon(peerTaxa.badinh.documentId, { en: 'Ba Dinh (new)' });
    expect(await app.catalogService.syncRelated(peerTaxa.badinh.documentId)).toMatchObject({
      mode: 'all',
      properties: few.length + many.length,
    });
    // List reads only (the resync reads the projects' lists too, and every channel feed at once).
    expect(
      cms.requests.every((request) =>
        /^GET \/api\/((properties|projects|review-tags)\?|properties\/channel-feeds$)/.test(request),
      ),
    ).toBe(true);
    expect((await app.catalogRepository.find(many[0]!.documentId))!.district).toEqual({
      en: 'Ba Dinh (new)',
    });
  });
});
