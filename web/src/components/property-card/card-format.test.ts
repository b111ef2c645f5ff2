import type { PropertyCard } from '@stayvn/shared';
import { describe, expect, it } from 'vitest';
import {
  bedroomLabel,
  cardImageOf,
  cardPrice,
  cardSrcSet,
  normaliseName,
  priceUnitOf,
  propertyCardSplat,
  propertyOverviewSplat,
} from './card-format';

const card: PropertyCard = {
  id: 'abc123',
  slug: 'lotus-residence',
  kind: 'apartment',
  typeCode: 'long',
  cityId: 1,
  name: 'Lotus Residence',
  address: null,
  district: 'Tay Ho',
  bedrooms: 2,
  size: 85,
  image: null,
  price: { amount: 180_000, currency: 'USD' },
  offerPrice: null,
  isOffer: false,
};

describe('normaliseName', () => {
  it('replaces ideographic spaces with normal ones', () => {
    expect(normaliseName('ロータス\u3000レジデンス')).toBe('ロータス レジデンス');
  });

  it('collapses runs of spaces and trims', () => {
    expect(normaliseName('\u3000 Lotus\u3000\u3000 Residence  ')).toBe('Lotus Residence');
  });
});

describe('bedroomLabel', () => {
  it('shows a studio when there are no bedrooms or the count is missing', () => {
    expect(bedroomLabel(0)).toEqual({ kind: 'studio' });
    expect(bedroomLabel(null)).toEqual({ kind: 'studio' });
    expect(bedroomLabel(undefined)).toEqual({ kind: 'studio' });
  });

  it('keeps the count otherwise', () => {
    expect(bedroomLabel(3)).toEqual({ kind: 'bedrooms', count: 3 });
  });
});

describe('price unit', () => {
  it('is per month for long stays, per day for short ones, per m² per month for offices', () => {
    expect(priceUnitOf({ kind: 'apartment', typeCode: 'long' })).toBe('month');
    expect(priceUnitOf({ kind: 'apartment', typeCode: 'short' })).toBe('day');
    expect(priceUnitOf({ kind: 'office', typeCode: 'long' })).toBe('sqmMonth');
  });
});

describe('cardPrice', () => {
  it('formats the regular price in the currency of the answer', () => {
    expect(cardPrice(card)).toEqual({ current: '$1,800', regular: null, unit: 'month', monthly: null });
    expect(cardPrice({ ...card, typeCode: 'short', price: { amount: 2_540_000, currency: 'VND' } })).toEqual({
      current: '2,540,000 ₫',
      regular: null,
      unit: 'day',
      monthly: '76,200,000 ₫',
    });
  });

  it('shows the offer price and strikes the regular one through', () => {
    expect(cardPrice({ ...card, isOffer: true, offerPrice: { amount: 150_050, currency: 'USD' } })).toEqual({
      current: '$1,500.50',
      regular: '$1,800',
      unit: 'month',
      monthly: null,
    });
  });

  it('gives a per-day price its month, thirty days of what the guest pays, as a price sort counts it', () => {
    const short = { ...card, typeCode: 'short' as const, price: { amount: 9_000, currency: 'USD' as const } };
    expect(cardPrice(short).monthly).toBe('$2,700');
    expect(
      cardPrice({ ...short, isOffer: true, offerPrice: { amount: 7_550, currency: 'USD' } }).monthly,
    ).toBe('$2,265');
    expect(cardPrice({ ...card, kind: 'office' }).monthly).toBeNull();
  });

  it('ignores an offer price when the offer is switched off, and an offer without a price', () => {
    expect(
      cardPrice({ ...card, isOffer: false, offerPrice: { amount: 1, currency: 'USD' } }).regular,
    ).toBeNull();
    expect(cardPrice({ ...card, isOffer: true, offerPrice: null })).toMatchObject({
      current: '$1,800',
      regular: null,
    });
  });
});

describe('propertyOverviewSplat', () => {
  it('builds the spec detail path and escapes unsafe characters', () => {
    expect(propertyOverviewSplat(card)).toBe('serviced-apartments/overview/abc123/lotus-residence/long');
    expect(propertyOverviewSplat({ ...card, slug: 'a/b' })).toBe(
      'serviced-apartments/overview/abc123/a%2Fb/long',
    );
  });
});

describe('propertyCardSplat', () => {
  it('opens an apartment under the list it was found in', () => {
    expect(propertyCardSplat(card, 'offers')).toBe('offers/overview/abc123/lotus-residence/long');
    expect(propertyCardSplat({ ...card, typeCode: 'short' }, 'search-result')).toBe(
      'search-result/overview/abc123/lotus-residence/short',
    );
  });

  it('opens residence and office detail pages from special lists and for offices', () => {
    expect(propertyCardSplat(card, 'detail')).toBe('residence/detail/abc123/lotus-residence');
    expect(propertyCardSplat({ ...card, kind: 'office' }, 'search-result')).toBe(
      'office/detail/abc123/lotus-residence',
    );
  });
});

describe('card images', () => {
  const image = {
    url: 'https://cdn.example/a.jpg',
    width: 1280,
    height: 800,
    alt: 'Living room',
    formats: {
      thumbnail: 'https://cdn.example/t_a.jpg',
      small: 'https://cdn.example/s_a.jpg',
      medium: 'https://cdn.example/m_a.jpg',
    },
  };

  it('lists the small and medium renditions and the original in the srcset', () => {
    expect(cardSrcSet(image)).toBe(
      'https://cdn.example/s_a.jpg 500w, https://cdn.example/m_a.jpg 750w, https://cdn.example/a.jpg 1280w',
    );
  });

  it('has no srcset without renditions', () => {
    expect(cardSrcSet({ url: 'x.jpg', width: 100, height: 100, alt: null })).toBeUndefined();
    expect(cardSrcSet(null)).toBeUndefined();
  });

  it('prefers the first slider image, which carries renditions', () => {
    expect(cardImageOf({ ...card, images: [image] })).toBe(image);
    expect(cardImageOf(card)).toBeNull();
  });
});

describe('price units for offices', () => {
  it('shows an office price per m² per month even on offer', () => {
    expect(
      cardPrice({ ...card, kind: 'office', isOffer: true, offerPrice: { amount: 2_000, currency: 'USD' } }),
    ).toEqual({ current: '$20', regular: '$1,800', unit: 'sqmMonth', monthly: null });
  });
});
