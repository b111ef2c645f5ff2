import { propertySearchResultSchema } from '@stayvn/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../../helpers/build.js';
import { peerProperty, peerTaxa, startCmsPeer, type PeerProperty } from '../../../helpers/cms-peer.js';

const cms = await startCmsPeer();
afterAll(() => cms.close());
const app = await build({ CMS_URL: cms.url, CMS_PUBLIC_URL: 'https://cms.stayvn.example' });

const minute = (n: number) => new Date(Date.UTC(2026, 2, 1, 12, n)).toISOString();

/**
 * Issue 21: a price sort compares a month with a month (per-day prices of short stays are not
 * cheaper than per-month ones), and a keyword ranks what names the place above addresses that
 * merely mention its words.
 */
const catalog = {
  monthly650: peerProperty({
    documentId: 'monthly-650',
    publishedAt: minute(1),
    priceUsd: 650,
    priceVnd: 16_000_000,
    texts: { en: { name: 'Kim Ma Flat', address: '1 Kim Ma' } },
  }),
  monthly1500: peerProperty({
    documentId: 'monthly-1500',
    publishedAt: minute(2),
    priceUsd: 1500,
    priceVnd: 37_000_000,
    texts: { en: { name: 'Lotus Suite', address: '2 Kim Ma' } },
  }),
  daily75: peerProperty({
    documentId: 'daily-75',
    publishedAt: minute(3),
    typeCode: 'short',
    priceUsd: 75,
    priceVnd: 1_900_000,
    texts: { en: { name: 'Lotus Short Stay', address: '3 Kim Ma' } },
  }),
  // Newest, in Tay Ho, no project: only its address has the words "ba" and "dinh".
  addressOnly: peerProperty({
    documentId: 'address-only',
    publishedAt: minute(9),
    district: peerTaxa.tayho,
    project: null,
    priceUsd: 900,
    priceVnd: 22_000_000,
    texts: {
      en: { name: 'Lakeside Loft', address: '8 Dinh Le, near Ba Trieu' },
      vi: { name: 'Lakeside Loft', address: '8 Đinh Lễ, gần Bà Triệu' },
    },
  }),
} satisfies Record<string, PeerProperty>;

beforeAll(async () => {
  for (const property of Object.values(catalog)) cms.publish(property);
  await app.catalogService.syncAll();
});

async function ids(query: string): Promise<string[]> {
  const response = await app.inject({ method: 'GET', url: `/v1/properties/search?${query}` });
  expect(response.statusCode).toBe(200);
  const body = response.json();
  expect(propertySearchResultSchema.parse(body)).toEqual(body);
  return body.items.map((item: { id: string }) => item.id);
}

describe('price sort on a comparable amount', () => {
  it('ranks a per-day price as thirty days of it against per-month prices', async () => {
    expect(await ids('sort=price_asc')).toEqual(['monthly-650', 'address-only', 'monthly-1500', 'daily-75']);
    expect(await ids('sort=price_desc')).toEqual(['daily-75', 'monthly-1500', 'address-only', 'monthly-650']);
    expect(await ids('sort=price_asc&currency=VND')).toEqual([
      'monthly-650',
      'address-only',
      'monthly-1500',
      'daily-75',
    ]);
  });
});

describe('keyword ranking', () => {
  it('lists district, project and name matches before address mentions, newest first within each', async () => {
    expect(await ids('keyword=ba%20dinh')).toEqual([
      'daily-75',
      'monthly-1500',
      'monthly-650',
      'address-only',
    ]);
    expect(await ids(`keyword=${encodeURIComponent('Ba Đình')}&lang=vi`)).toEqual([
      'daily-75',
      'monthly-1500',
      'monthly-650',
      'address-only',
    ]);
  });

  it('keeps the newest first without a keyword, and a chosen price order with one', async () => {
    expect(await ids('')).toEqual(['address-only', 'daily-75', 'monthly-1500', 'monthly-650']);
    expect(await ids('keyword=ba%20dinh&sort=price_asc')).toEqual([
      'monthly-650',
      'address-only',
      'monthly-1500',
      'daily-75',
    ]);
  });
});
