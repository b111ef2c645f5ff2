import { expect } from '@playwright/test';
import { cmsRest } from './cms.js';
import { urls } from './environment.js';

export type Card = {
  id: string;
  slug: string;
  typeCode: 'long' | 'short';
  name: string;
  offerItems?: unknown[];
};

/** Apartments as the booking service lists them: the detail pages are reached by these ids. */
export async function apartments(): Promise<Card[]> {
  const response = await fetch(`${urls.booking}/v1/properties/search?type=residence&pageSize=50&lang=en`);
  expect(response.ok).toBe(true);
  const body = (await response.json()) as { items: Card[] };
  return body.items;
}

/** Every listed apartment with its rating summary from the booking service. */
export async function ratedApartments(): Promise<
  { card: Card; summary: { average: number; total: number } }[]
> {
  return Promise.all(
    (await apartments()).map(async (card) => {
      const response = await fetch(`${urls.booking}/v1/properties/${card.id}/rating`);
      expect(response.ok).toBe(true);
      return { card, summary: (await response.json()) as { average: number; total: number } };
    }),
  );
}

export async function apartmentWith(withServices: boolean): Promise<Card> {
  const found = (await apartments()).find((card) => (card.offerItems?.length ?? 0) > 0 === withServices);
  if (!found) throw new Error(`no seeded apartment ${withServices ? 'with' : 'without'} services`);
  return found;
}

/** An apartment whose location tab has nearby places (its own or its project's). */
export async function apartmentWithNearbyPlaces(): Promise<Card> {
  for (const card of await apartments()) {
    const body = await cmsRest<{ data: { nearbyCategories: { items: unknown[] }[] } }>(
      `/api/properties/${card.id}?locale=vi`,
    );
    if (body.data.nearbyCategories.some((category) => category.items.length > 0)) return card;
  }
  throw new Error('no seeded apartment with nearby places');
}

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export const detailPath = (card: Card, tab: string, lang = 'en', prefix = 'serviced-apartments') =>
  `/${lang}/${prefix}/${tab}/${card.id}/${card.slug}/${card.typeCode}`;
