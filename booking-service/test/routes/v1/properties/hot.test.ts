import { errorEnvelopeSchema, propertyListSchema } from '@stayvn/shared';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { build } from '../../../helpers/build.js';
import { peerProperty, peerTaxa, startCmsPeer, type PeerProperty } from '../../../helpers/cms-peer.js';

const cms = await startCmsPeer();
afterAll(() => cms.close());
const app = await build({ CMS_URL: cms.url, CMS_PUBLIC_URL: 'https://cms.stayvn.example' });

async function index(...properties: PeerProperty[]) {
  for (const property of properties) cms.publish(property);
  await app.catalogService.syncAll();
}

async function hot(query = '') {
  const response = await app.inject({ method: 'GET', url: `/v1/properties/hot${query}` });
  return { response, body: response.json() };
}

const minute = (n: number) => new Date(Date.UTC(2026, 2, 1, 12, n)).toISOString();

beforeEach(async () => {
  cms.reset();
  await app.catalogService.syncAll();
});

describe('GET /v1/properties/hot', () => {
  it('defaults to Hanoi, English and USD, with prices in cents and an absolute card image', async () => {
    const hanoi = peerProperty({
      cityCode: 'HN',
      priceUsd: 1200.5,
      priceVnd: 30_000_000,
      offerPriceUsd: 999.99,
      offerPriceVnd: 25_000_000,
      isOffer: true,
    });
    await index(hanoi, peerProperty({ cityCode: 'HCM' }));

    const { response, body } = await hot();

    expect(response.statusCode).toBe(200);
    expect(propertyListSchema.parse(body)).toEqual(body);
    expect(body.items).toHaveLength(1);
    const [card] = body.items;
    expect(card).toMatchObject({
      id: hanoi.documentId,
      slug: hanoi.slug,
      kind: 'apartment',
      typeCode: 'long',
      cityId: 1,
      name: hanoi.texts.en!.name,
      address: hanoi.texts.en!.address,
      district: 'Ba Dinh',
      bedrooms: 2,
      size: 85.5,
      price: { amount: 120_050, currency: 'USD' },
      offerPrice: { amount: 99_999, currency: 'USD' },
      isOffer: true,
    });
    // Cards use Strapi's medium rendition, made absolute with CMS_PUBLIC_URL.
    expect(card.image).toEqual({
      url: `https://cms.stayvn.example${hanoi.images[0]!.formats!.medium!.url}`,
      width: 750,
      height: 563,
      alt: hanoi.texts.en!.name,
    });
  });

  it('adds the map position, project, bedroom name, offer items and image strip to the card', async () => {
    const property = peerProperty({
      offerItems: [peerTaxa.cleaning],
      images: Array.from({ length: 7 }, (_, n) => ({
        url: `/uploads/p${n}.jpg`,
        width: 1600,
        height: 1200,
        alternativeText: n === 0 ? 'Living room' : null,
        formats:
          n === 1 ? {} : { thumbnail: { url: `/uploads/thumbnail_p${n}.jpg`, width: 200, height: 150 } },
      })),
    });
    await index(property);

    const { body } = await hot('?lang=vi');
    const [card] = body.items;
    expect(card).toMatchObject({
      latitude: 21.0333,
      longitude: 105.8142,
      projectName: 'Lotus Residence',
      bedroomName: '2 phòng ngủ',
      offerItems: [{ key: 'weekly-cleaning', name: 'Dọn phòng hằng tuần', icon: 'sparkles' }],
    });
    // The first five images, absolute, each described by its own text or the property's name.
    expect(card.images).toHaveLength(5);
    expect(card.images[0]).toEqual({
      url: 'https://cms.stayvn.example/uploads/p0.jpg',
      width: 1600,
      height: 1200,
      alt: 'Living room',
      formats: { thumbnail: 'https://cms.stayvn.example/uploads/thumbnail_p0.jpg' },
    });
    expect(card.images[1]).toMatchObject({ alt: property.texts.vi!.name, formats: {} });
  });

  it('answers Japanese names for jp (the CMS locale ja) and Vietnamese for vi', async () => {
    const property = peerProperty();
    await index(property);

    const japanese = await hot('?lang=jp');
    expect(japanese.body.items[0]).toMatchObject({ name: property.texts.ja!.name, district: 'バーディン' });

    const vietnamese = await hot('?lang=vi');
    expect(vietnamese.body.items[0]).toMatchObject({
      name: property.texts.vi!.name,
      address: property.texts.vi!.address,
    });
  });

  it('falls back to English where a locale is not published', async () => {
    const property = peerProperty({
      district: null,
      texts: { en: { name: 'English only', address: 'Tay Ho' } },
    });
    await index(property);

    const { body } = await hot('?lang=jp');
    expect(body.items[0]).toMatchObject({ name: 'English only', address: 'Tay Ho', district: null });
  });

  it('answers VND amounts in dong from the property’s own VND price', async () => {
    await index(
      peerProperty({ priceUsd: 1000, priceVnd: 26_500_000, offerPriceVnd: null, offerPriceUsd: 900 }),
    );

    const { body } = await hot('?currency=VND');
    expect(body.items[0].price).toEqual({ amount: 26_500_000, currency: 'VND' });
    expect(body.items[0].offerPrice).toBeNull();
  });

  it('lists at most 3, only hot apartments of the asked city, newest published first', async () => {
    const hcm = [1, 2, 3, 4].map((n) => peerProperty({ cityCode: 'HCM', publishedAt: minute(n) }));
    const notHot = peerProperty({ cityCode: 'HCM', hot: false, publishedAt: minute(10) });
    const office = peerProperty({ cityCode: 'HCM', kind: 'office', publishedAt: minute(11) });
    const otherCity = peerProperty({ cityCode: 'HP', publishedAt: minute(12) });
    await index(...hcm, notHot, office, otherCity);

    const { response, body } = await hot('?cityId=2');

    expect(response.statusCode).toBe(200);
    expect(body.items.map((card: { id: string }) => card.id)).toEqual([
      hcm[3]!.documentId,
      hcm[2]!.documentId,
      hcm[1]!.documentId,
    ]);
    expect(body.items.every((card: { cityId: number }) => card.cityId === 2)).toBe(true);

    const haiPhong = await hot('?cityId=3');
    expect(haiPhong.body.items.map((card: { id: string }) => card.id)).toEqual([otherCity.documentId]);
  });

  it('answers an empty list for a city without hot apartments', async () => {
    await index(peerProperty({ cityCode: 'HN' }));
    const { response, body } = await hot('?cityId=3');
    expect(response.statusCode).toBe(200);
    expect(body).toEqual({ items: [] });
  });

  it.each([
    ['?cityId=9', 'cityId', 'unknown_city'],
    ['?cityId=abc', 'cityId', 'invalid_type'],
    ['?lang=ja', 'lang', 'err_invalid_language'],
    ['?currency=EUR', 'currency', 'err_invalid_currency'],
  ])('rejects %s with a 400 naming %s', async (query, field, code) => {
    const { response, body } = await hot(query);

    expect(response.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(body)).toEqual(body);
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.details).toEqual([{ field, code, message: expect.any(String) }]);
  });

  it('reports every bad field at once', async () => {
    const { body } = await hot('?cityId=0&lang=fr&currency=JPY');
    expect(body.error.details.map((detail: { field: string }) => detail.field).sort()).toEqual([
      'cityId',
      'currency',
      'lang',
    ]);
  });
});
