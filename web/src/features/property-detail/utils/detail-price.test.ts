import { describe, expect, it } from 'vitest';
import { detailPrice } from './detail-price';

const cms = {
  priceUsd: 1000,
  priceVnd: 25_400_000,
  offerPriceUsd: 820,
  offerPriceVnd: 20_800_000,
  isOffer: true,
};

describe('detailPrice', () => {
  it("prefers the booking service's card", () => {
    const card = { price: { amount: 1, currency: 'USD' as const }, offerPrice: null, isOffer: false };
    expect(detailPrice(card, cms, 'USD')).toBe(card);
  });

  it('falls back to the CMS prices in the chosen currency, in minor units', () => {
    expect(detailPrice(null, cms, 'USD')).toEqual({
      price: { amount: 100_000, currency: 'USD' },
      offerPrice: { amount: 82_000, currency: 'USD' },
      isOffer: true,
    });
    expect(detailPrice(undefined, { ...cms, isOffer: false }, 'VND')).toMatchObject({
      price: { amount: 25_400_000, currency: 'VND' },
      isOffer: false,
    });
    expect(detailPrice(null, { ...cms, priceUsd: null }, 'USD')).toBeNull();
  });
});
