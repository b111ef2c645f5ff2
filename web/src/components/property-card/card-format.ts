import { daysPerMonth, formatMoney, type CardImage, type Image, type PropertyCard } from '@stayvn/shared';
import type { MessageId } from '@/i18n';

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

/** The unit after a card's price ("/ month"), and the short one on a map marker ("/mo"). */
export const priceUnitMessage: Record<PriceUnit, MessageId> = {
  month: 'card.perMonth',
  day: 'card.perDay',
  sqmMonth: 'card.perSqmMonth',
};
export const shortPriceUnitMessage: Record<PriceUnit, MessageId> = {
  month: 'listing.map.unit.month',
  day: 'listing.map.unit.day',
  sqmMonth: 'listing.map.unit.sqmMonth',
};

export type CardPrice = {
  /** What the guest pays: the offer price when there is one. */
  current: string;
  /** The regular price, struck through, only when an offer applies. */
  regular: string | null;
  unit: PriceUnit;
  /**
   * A per-day price's month (thirty days of what the guest pays): what a price sort orders
   * per-day and per-month cards by, shown so the order can be read off the cards. Null otherwise.
   */
  monthly: string | null;
};

export function cardPrice(
  card: Pick<PropertyCard, 'kind' | 'typeCode' | 'price' | 'offerPrice' | 'isOffer'>,
): CardPrice {
  const unit = priceUnitOf(card);
  const offer = card.isOffer && card.offerPrice ? card.offerPrice : null;
  const paid = offer ?? card.price;
  const monthly = unit === 'day' ? formatMoney({ ...paid, amount: paid.amount * daysPerMonth }) : null;
  if (!offer) return { current: formatMoney(card.price), regular: null, unit, monthly };
  return { current: formatMoney(offer), regular: formatMoney(card.price), unit, monthly };
}

/**
 * Where a card leads (spec §2.2, §2.6): an apartment opens its overview under the list it was
 * found in (the detail page's breadcrumb names that list); special lists, favourites and
 * offices open the residence or office detail page.
 */
export type CardLinkTarget = 'serviced-apartments' | 'offers' | 'search-result' | 'detail';

/** The path after the language segment, each dynamic part escaped. */
export function propertyCardSplat(
  card: Pick<PropertyCard, 'id' | 'slug' | 'typeCode' | 'kind'>,
  target: CardLinkTarget = 'serviced-apartments',
): string {
  const id = encodeURIComponent(card.id);
  const slug = encodeURIComponent(card.slug);
  if (card.kind === 'office') return `office/detail/${id}/${slug}`;
  if (target === 'detail') return `residence/detail/${id}/${slug}`;
  return `${target}/overview/${id}/${slug}/${card.typeCode}`;
}

/** The spec's apartment overview path; `home` tells the detail page to hide the section crumb. */
export function propertyOverviewSplat(card: Pick<PropertyCard, 'id' | 'slug' | 'typeCode'>): string {
  return propertyCardSplat({ ...card, kind: 'apartment' }, 'serviced-apartments');
}

/** Widths of Strapi's image renditions; the original is listed with its own width. */
const formatWidths = { thumbnail: 245, small: 500, medium: 750 } as const;

/**
 * A `srcset` from the card image's renditions so phones load the small one. Without
 * renditions (or widths) the browser simply uses `src`.
 */
export function cardSrcSet(image: Image | CardImage | null | undefined): string | undefined {
  if (!image) return undefined;
  const formats = 'formats' in image ? image.formats : {};
  const entries: string[] = [];
  for (const name of ['small', 'medium'] as const) {
    const url = formats[name];
    if (url) entries.push(`${url} ${formatWidths[name]}w`);
  }
  if (entries.length === 0) return undefined;
  if (image.width) entries.push(`${image.url} ${image.width}w`);
  return entries.join(', ');
}

/** The card's picture: the first slider image with renditions when the answer has one. */
export function cardImageOf(card: Pick<PropertyCard, 'image' | 'images'>): Image | CardImage | null {
  return card.images?.[0] ?? card.image;
}
