import { toMinorUnits, type CurrencyCode, type Money, type PropertyCard } from '@stayvn/shared';

type CmsPrices = {
  priceUsd: number | null;
  priceVnd: number | null;
  offerPriceUsd?: number | null | undefined;
  offerPriceVnd?: number | null | undefined;
  isOffer?: boolean | null | undefined;
};

/**
 * The price facts of the detail page in the chosen currency: the catalog index's card when the
 * booking service answered, else the CMS's own prices (so the page still shows a price while
 * the booking service is down).
 */
export function detailPrice(
  card: Pick<PropertyCard, 'price' | 'offerPrice' | 'isOffer'> | null | undefined,
  cms: CmsPrices,
  currency: CurrencyCode,
): Pick<PropertyCard, 'price' | 'offerPrice' | 'isOffer'> | null {
  if (card) return card;
  const regular = currency === 'USD' ? cms.priceUsd : cms.priceVnd;
  if (regular === null) return null;
  const offer = (currency === 'USD' ? cms.offerPriceUsd : cms.offerPriceVnd) ?? null;
  const money = (major: number): Money => ({ amount: toMinorUnits(major, currency), currency });
  return {
    price: money(regular),
    offerPrice: offer === null ? null : money(offer),
    isOffer: Boolean(cms.isOffer) && offer !== null,
  };
}
