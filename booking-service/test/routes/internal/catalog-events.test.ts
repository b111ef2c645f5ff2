import { errorEnvelopeSchema } from '@stayvn/shared';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { authorized, build } from '../../helpers/build.js';
import { peerProperty, peerTaxa, startCmsPeer } from '../../helpers/cms-peer.js';

const cms = await startCmsPeer();
afterAll(() => cms.close());
const app = await build({ CMS_URL: cms.url });

/** Strapi 5's webhook body for an event on an entry of `model` (property unless told). */
function strapiEvent(event: string, documentId: string, model = 'property') {
  return {
    event,
    createdAt: new Date().toISOString(),
    model,
    uid: `api::${model}.${model}`,
    entry: { id: 7, documentId, name: 'whatever the payload says', locale: 'en', publishedAt: null },
  };
}

async function deliver(body: unknown, headers: Record<string, string> = authorized) {
  const response = await app.inject({
    method: 'POST',
    url: '/internal/catalog-events',
    headers,
    payload: body as object,
  });
  // The answer comes before the sync; wait for the queue so the test sees the index afterwards.
  await app.catalogSyncQueue.idle();
  return response;
}

beforeEach(async () => {
  cms.reset();
  // An empty CMS empties the index; the requests of that resync are not the test's.
  await app.catalogService.syncAll();
  cms.requests.length = 0;
});

describe('POST /internal/catalog-events: authentication', () => {
  it.each([
    ['no authorization header', {}],
    ['a wrong secret', { authorization: 'Bearer not-the-secret-at-all' }],
    ['the secret with another scheme', { authorization: `Basic ${authorized.authorization.slice(7)}` }],
    ['an empty bearer', { authorization: 'Bearer ' }],
  ])('answers 401 in the error envelope for %s and syncs nothing', async (_case, headers) => {
    const property = peerProperty();
    cms.publish(property);

    const response = await deliver(strapiEvent('entry.publish', property.documentId), headers);

    expect(response.statusCode).toBe(401);
    const body = response.json();
    expect(errorEnvelopeSchema.parse(body)).toEqual(body);
    expect(body.error.code).toBe('unauthorized');
    expect(cms.requests).toEqual([]);
    expect(await app.catalogRepository.find(property.documentId)).toBeUndefined();
  });
});

describe('POST /internal/catalog-events: body', () => {
  it('answers 400 with field details for a body that is not a Strapi event', async () => {
    const response = await deliver({ event: 42, entry: 'x' });

    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.details).toEqual(
      expect.arrayContaining([
        { field: 'event', code: 'invalid_type', message: expect.any(String) },
        { field: 'model', code: 'invalid_type', message: expect.any(String) },
        { field: 'entry', code: 'invalid_type', message: expect.any(String) },
      ]),
    );
  });

  it('answers 400 for malformed JSON', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/internal/catalog-events',
      headers: { ...authorized, 'content-type': 'application/json' },
      payload: '{"event":',
    });
    expect(response.statusCode).toBe(400);
    expect(errorEnvelopeSchema.safeParse(response.json()).success).toBe(true);
  });

  it('acknowledges events of other models without reading the CMS', async () => {
    const response = await deliver({
      event: 'entry.publish',
      model: 'banner',
      uid: 'api::banner.banner',
      entry: { documentId: 'b1' },
    });
    const media = await deliver({ event: 'media.create', model: 'file', entry: { id: 3 } });

    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ status: 'ignored', documentId: 'b1' });
    expect(media.statusCode).toBe(202);
    expect(cms.requests).toEqual([]);
  });
});

describe('POST /internal/catalog-events: keeping the index in step', () => {
  it('indexes a published property with its names in the three locales, read from the CMS', async () => {
    const property = peerProperty({ cityCode: 'HCM', priceUsd: 1500, priceVnd: 38_000_000 });
    cms.publish(property);

    const response = await deliver(strapiEvent('entry.publish', property.documentId));

    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ status: 'queued', documentId: property.documentId });
    const row = await app.catalogRepository.find(property.documentId);
    expect(row).toMatchObject({
      documentId: property.documentId,
      slug: property.slug,
      cityId: 2,
      isHot: true,
      priceUsd: 150_000,
      priceVnd: 38_000_000,
      name: { en: property.texts.en!.name, ja: property.texts.ja!.name, vi: property.texts.vi!.name },
      district: { en: 'Ba Dinh', ja: 'バーディン', vi: 'Ba Đình' },
    });
    // The document is re-read in every locale (the CMS populates it), whatever the payload said,
    // then its channel feeds (issue 32) through the booking service's token.
    expect(cms.requests.sort()).toEqual([
      `GET /api/properties/${property.documentId}/channel-feeds`,
      ...['en', 'ja', 'vi'].map((locale) => `GET /api/properties/${property.documentId}?locale=${locale}`),
    ]);
  });

  it('applies an update', async () => {
    const property = peerProperty({ hot: true });
    cms.publish(property);
    await deliver(strapiEvent('entry.publish', property.documentId));

    const updated = {
      ...property,
      hot: false,
      priceUsd: 2000,
      texts: { ...property.texts, ja: { name: '新しい名前', address: null } },
      updatedAt: new Date().toISOString(),
    };
    cms.publish(updated);
    const response = await deliver(strapiEvent('entry.update', property.documentId));

    expect(response.statusCode).toBe(202);
    const row = await app.catalogRepository.find(property.documentId);
    expect(row).toMatchObject({ isHot: false, priceUsd: 200_000 });
    expect(row!.name).toEqual({ en: property.texts.en!.name, ja: '新しい名前', vi: property.texts.vi!.name });
    expect(row!.address.ja).toBeUndefined();
  });

  it('removes an unpublished property', async () => {
    const property = peerProperty();
    cms.publish(property);
    await deliver(strapiEvent('entry.publish', property.documentId));
    expect(await app.catalogRepository.find(property.documentId)).toBeDefined();

    cms.unpublish(property.documentId);
    await deliver(strapiEvent('entry.unpublish', property.documentId));

    expect(await app.catalogRepository.find(property.documentId)).toBeUndefined();
  });

  it('removes a deleted property (the CMS answers 404 in every locale)', async () => {
    const keep = peerProperty();
    const property = peerProperty();
    cms.publish(keep);
    cms.publish(property);
    await app.catalogService.syncAll();

    cms.remove(property.documentId);
    const response = await deliver(strapiEvent('entry.delete', property.documentId));

    expect(response.statusCode).toBe(202);
    expect(await app.catalogRepository.listIds()).toEqual([keep.documentId]);
  });

  it('keeps a property published in one locale only, and removes it once no locale is published', async () => {
    const property = peerProperty({ texts: { vi: { name: 'Chỉ tiếng Việt' } } });
    cms.publish(property);
    await deliver(strapiEvent('entry.publish', property.documentId));
    expect((await app.catalogRepository.find(property.documentId))?.name).toEqual({ vi: 'Chỉ tiếng Việt' });

    cms.unpublish(property.documentId);
    await deliver(strapiEvent('entry.unpublish', property.documentId));
    expect(await app.catalogRepository.find(property.documentId)).toBeUndefined();
  });

  it('never indexes a draft: a new draft stays out, a draft edit leaves the published facts', async () => {
    const draftOnly = peerProperty();
    cms.saveDraft(draftOnly);
    await deliver(strapiEvent('entry.create', draftOnly.documentId));
    expect(await app.catalogRepository.find(draftOnly.documentId)).toBeUndefined();

    const published = peerProperty({ priceUsd: 1000 });
    cms.publish(published);
    await deliver(strapiEvent('entry.publish', published.documentId));
    cms.saveDraft({ ...published, priceUsd: 5000, texts: { en: { name: 'Draft name' } } });
    await deliver(strapiEvent('entry.update', published.documentId));

    const row = await app.catalogRepository.find(published.documentId);
    expect(row).toMatchObject({ priceUsd: 100_000 });
    expect(row!.name.en).toBe(published.texts.en!.name);
  });

  it('retries while the CMS is briefly unavailable', async () => {
    const property = peerProperty();
    cms.publish(property);
    cms.setDown(true);
    setTimeout(() => cms.setDown(false), 200);

    const response = await deliver(strapiEvent('entry.publish', property.documentId));

    expect(response.statusCode).toBe(202);
    expect(cms.requests.length).toBeGreaterThan(3);
    expect(await app.catalogRepository.find(property.documentId)).toBeDefined();
  });
});

describe('POST /internal/catalog-events: taxonomy entries', () => {
  it('re-reads only the properties that relate to a renamed district, with the new names', async () => {
    const inBaDinh = [peerProperty(), peerProperty()];
    const inTayHo = peerProperty({ district: peerTaxa.tayho });
    for (const property of [...inBaDinh, inTayHo]) cms.publish(property);
    await app.catalogService.syncAll();
    cms.requests.length = 0;

    cms.renameTaxon(peerTaxa.badinh.documentId, {
      en: 'Ba Dinh District',
      ja: 'バーディン区',
      vi: 'Quận Ba Đình',
    });
    const response = await deliver(strapiEvent('entry.update', peerTaxa.badinh.documentId, 'district'));

    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ status: 'queued', documentId: peerTaxa.badinh.documentId });
    for (const property of inBaDinh) {
      const row = await app.catalogRepository.find(property.documentId);
      expect(row!.district).toEqual({ en: 'Ba Dinh District', ja: 'バーディン区', vi: 'Quận Ba Đình' });
      expect(row!.searchText).toContain('quan ba dinh');
    }
    const requested = new Set(cms.requests.map((request) => request.split('?')[0]));
    expect(requested).toEqual(
      new Set(
        inBaDinh.flatMap((property) => [
          `GET /api/properties/${property.documentId}`,
          `GET /api/properties/${property.documentId}/channel-feeds`,
        ]),
      ),
    );
  });

  it.each([
    ['project', peerTaxa.lotus.documentId],
    ['view', peerTaxa.lakeView.documentId],
    ['bedroom-type', peerTaxa.twoBedrooms.documentId],
    ['facility', peerTaxa.wifi.documentId],
    ['offer-service', peerTaxa.cleaning.documentId],
  ])('follows a %s edit into the properties that show it', async (model, documentId) => {
    const property = peerProperty({ offerItems: [peerTaxa.cleaning] });
    cms.publish(property);
    await app.catalogService.syncAll();

    cms.renameTaxon(documentId, { en: 'Renamed' });
    await deliver(strapiEvent('entry.update', documentId, model));

    const row = await app.catalogRepository.find(property.documentId);
    const names = [
      row!.projectName,
      row!.viewName,
      row!.bedroomTypeName,
      ...row!.facilities.map((facility) => facility.name),
      ...row!.offerItems.map((item) => item.name),
    ];
    expect(names).toContainEqual({ en: 'Renamed' });
  });

  it('answers without reading the CMS when no property relates to the entry', async () => {
    const response = await deliver(strapiEvent('entry.publish', 'district-nobody-uses', 'district'));

    expect(response.statusCode).toBe(202);
    expect(cms.requests).toEqual([]);
  });

  it('rebuilds the whole index for a facility group, which properties do not reference by id', async () => {
    const property = peerProperty();
    cms.publish(property);

    const response = await deliver({
      event: 'entry.update',
      model: 'facility-group',
      uid: 'api::facility-group.facility-group',
      entry: { documentId: 'group-interior' },
    });

    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ status: 'queued', documentId: 'group-interior' });
    expect(await app.catalogRepository.listIds()).toEqual([property.documentId]);
  });

  it('rebuilds the whole index for a rate plan, so the apartments it now groups get its periods', async () => {
    const property = {
      ...peerProperty({ typeCode: 'short' }),
      ratePlans: [{ documentId: 'plan-tet', name: 'Tết', periods: [{ holiday: 'tet', nightlyUsd: 150 }] }],
    };
    cms.publish(property);

    const response = await deliver({
      event: 'entry.update',
      model: 'rate-plan',
      uid: 'api::rate-plan.rate-plan',
      entry: { documentId: 'plan-tet' },
    });

    expect(response.statusCode).toBe(202);
    const row = await app.catalogRepository.findBookable(property.documentId);
    expect(row?.rates).toEqual({
      own: [],
      group: [{ from: null, to: null, holiday: 'tet', nightlyUsd: 15_000, weekendUsd: null, minStay: null }],
    });
  });
});
