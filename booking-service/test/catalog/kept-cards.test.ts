import { languageCodes, propertySearchResultSchema, type CurrencyCode } from '@stayvn/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalogRepository } from '../../src/catalog/catalog-repository.js';
import { toPropertyCard } from '../../src/catalog/catalog-row.js';
import { catalogProperties } from '../../src/db/schema/index.js';
import { build } from '../helpers/build.js';
import { peerProperty, startCmsPeer } from '../helpers/cms-peer.js';

const cms = await startCmsPeer();
const cmsPublicUrl = 'https://media.stayvn.test';
const app = await build({ CMS_URL: cms.url, CMS_PUBLIC_URL: cmsPublicUrl, SEARCH_CACHE_MB: '0' });
afterAll(async () => {
  await app.close();
  await cms.close();
});

const onOffer = peerProperty({
  documentId: 'kept-card-offer',
  isOffer: true,
  offerPriceUsd: 999.5,
  offerPriceVnd: 25_000_000,
  texts: {
    en: { name: 'Lotus Residence', address: '1 Kim Ma' },
    ja: { name: 'ロータス レジデンス', address: 'キムマー 1' },
    vi: { name: 'Căn hộ Hoa Sen', address: '1 Kim Mã' },
  },
});
const plain = peerProperty({ documentId: 'kept-card-plain' });

beforeAll(async () => {
  cms.publish(onOffer);
  cms.publish(plain);
  await app.catalogService.syncAll();
});

async function searchItems(lang: string, currency: CurrencyCode) {
  const response = await app.inject({
    method: 'GET',
    url: `/v1/properties/search?type=residence&lang=${lang}&currency=${currency}&sort=price_asc`,
  });
  expect(response.statusCode).toBe(200);
  return propertySearchResultSchema.parse(response.json()).items;
}

describe('the cards the index keeps', () => {
  it('answer a search with the card made from the row, in every language and currency', async () => {
    const rows = await app.catalogRepository.findMany([onOffer.documentId, plain.documentId]);
    expect(rows).toHaveLength(2);
    for (const language of languageCodes) {
      for (const currency of ['USD', 'VND'] as const) {
        const items = await searchItems(language, currency);
        const made = rows
          .map((row) => toPropertyCard(row, { language, currency, cmsPublicUrl }))
          .sort((a, b) => (a.offerPrice ?? a.price).amount - (b.offerPrice ?? b.price).amount);
        expect(items).toEqual(made);
      }
    }
    const [cheapest] = await searchItems('jp', 'VND');
    expect(cheapest).toMatchObject({
      name: 'ロータス レジデンス',
      price: { amount: 30_000_000, currency: 'VND' },
      offerPrice: { amount: 25_000_000, currency: 'VND' },
    });
    expect(cheapest!.images![0]!.url).toMatch(/^https:\/\/media\.stayvn\.test\/uploads\//);
  });

  it('are written again at start-up for another CMS_PUBLIC_URL, and for rows kept without them', async () => {
    const elsewhere = createCatalogRepository(app.db, { cmsPublicUrl: 'https://cdn.example.com' });
    expect(await elsewhere.refreshCards()).toBe(2);
    expect(await elsewhere.refreshCards()).toBe(0);
    const [moved] = await app.db
      .select({ card: catalogProperties.cardVi, base: catalogProperties.cardsBaseUrl })
      .from(catalogProperties)
      .where(eq(catalogProperties.documentId, onOffer.documentId));
    expect(moved!.base).toBe('https://cdn.example.com');
    expect(moved!.card).toContain('"https://cdn.example.com/uploads/');

    // As a row from before the card columns.
    await app.db
      .update(catalogProperties)
      .set({ cardEn: null, cardJa: null, cardVi: null, cardsBaseUrl: null });
    expect(await app.catalogRepository.refreshCards()).toBe(2);
    const items = await searchItems('vi', 'USD');
    expect(items.map((item) => item.name)).toContain('Căn hộ Hoa Sen');
    expect(items[0]!.image!.url.startsWith(`${cmsPublicUrl}/uploads/`)).toBe(true);
  });
});
