import { formatMoney, type PropertyCard } from '@stayvn/shared';

/**
 * Names typed on Japanese keyboards often contain ideographic spaces (U+3000); the spec
 * shows them as normal spaces. Runs of whitespace collapse so the card title stays tidy.
 */
export function normaliseName(name: string): string {
  return name
    .replace(/\u3000/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export type BedroomLabel = { kind: 'studio' } | { kind: 'bedrooms'; count: number };

/** No bedroom count, or zero, is a studio. */
export function bedroomLabel(bedrooms: number | null | undefined): BedroomLabel {
  return bedrooms ? { kind: 'bedrooms', count: bedrooms } : { kind: 'studio' };
}

/** Long stays are priced per month, short per day, offices per m² per month. */
export type PriceUnit = 'month' | 'day' | 'sqmMonth';

export function priceUnitOf(card: Pick<PropertyCard, 'kind' | 'typeCode'>): PriceUnit {
  if (card.kind === 'office') return 'sqmMonth';
  return card.typeCode === 'short' ? 'day' : 'month';
}

export type CardPrice = {
  /** What the guest pays: the offer price when there is one. */
  current: string;
  /** The regular price, struck through, only when an offer applies. */
  regular: string | null;
  unit: PriceUnit;
};

export function cardPrice(
  card: Pick<PropertyCard, 'kind' | 'typeCode' | 'price' | 'offerPrice' | 'isOffer'>,
): CardPrice {
  const unit = priceUnitOf(card);
  const offer = card.isOffer && card.offerPrice ? card.offerPrice : null;
  if (!offer) return { current: formatMoney(card.price), regular: null, unit };
  return { current: formatMoney(offer), regular: formatMoney(card.price), unit };
}

/** The spec's apartment overview path; `home` tells the detail page to hide the section crumb. */
export function propertyOverviewSplat(card: Pick<PropertyCard, 'id' | 'slug' | 'typeCode'>): string {
  return `serviced-apartments/overview/${encodeURIComponent(card.id)}/${encodeURIComponent(card.slug)}/${card.typeCode}`;
}
