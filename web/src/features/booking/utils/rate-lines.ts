import type { CurrencyCode, Language, PriceBreakdownPayload } from '@stayvn/shared';
import type { IntlShape } from 'react-intl';

/** Nights at one price as the breakdown shows them, in the chosen currency. */
export interface RentLine {
  nights: number;
  rate: number;
  amount: number;
  weekend: boolean;
  /** The holiday's name in the page language (else English, else its key). */
  holiday: string | null;
}

/**
 * The rent of a stay grouped by price (seasonal rates, issue 32): one line per price the server
 * quoted, or the one nightly-rate line of a booking made before rates were grouped.
 */
export function rentLines(
  price: PriceBreakdownPayload,
  currency: CurrencyCode,
  language: Language,
): RentLine[] {
  const key = currency === 'USD' ? 'usd' : 'vnd';
  if (!price.rates?.length) {
    const lines = price[key];
    return [
      { nights: price.nights, rate: lines.nightlyRate, amount: lines.rent, weekend: false, holiday: null },
    ];
  }
  return price.rates.map((line) => ({
    nights: line.nights,
    rate: line[key],
    amount: line[key] * line.nights,
    weekend: line.weekend,
    holiday: line.holiday && (line.holiday.name[language] ?? line.holiday.name.en ?? line.holiday.key),
  }));
}

/** "3 nights × $120.00, Tết": the line's nights and price, and what made that price. */
export function rentLineText(intl: IntlShape, line: RentLine, money: (amount: number) => string): string {
  const label = line.holiday ?? (line.weekend ? intl.formatMessage({ id: 'booking.price.weekend' }) : null);
  const values = { rate: money(line.rate), nights: line.nights };
  return label === null
    ? intl.formatMessage({ id: 'booking.price.rent' }, values)
    : intl.formatMessage({ id: 'booking.price.rentLabelled' }, { ...values, label });
}
