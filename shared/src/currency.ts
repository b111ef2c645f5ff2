/**
 * Prices are integers in the currency's minor unit: USD in cents, VND in dong (VND has no
 * minor unit in use). `ownerFormCode` is the number the owner form sends (1 USD, 2 VND).
 */
export const currencies = {
  USD: { code: 'USD', symbol: '$', symbolPosition: 'before', minorDigits: 2, ownerFormCode: 1 },
  VND: { code: 'VND', symbol: '₫', symbolPosition: 'after', minorDigits: 0, ownerFormCode: 2 },
} as const;

export const currencyCodes = ['USD', 'VND'] as const;
export type CurrencyCode = (typeof currencyCodes)[number];
export const defaultCurrency: CurrencyCode = 'USD';

/** An amount in the currency's minor unit (its schema: `moneySchema`). */
export interface Money {
  amount: number;
  currency: CurrencyCode;
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * Formats an amount given in minor units: `$1,200`, `$1,200.50`, `25,000,000 ₫`.
 * Thousands are grouped with commas in every language, as the spec asks; USD shows
 * cents only when there are any.
 */
export function formatMoney({ amount, currency }: Money): string {
  const { symbol, symbolPosition, minorDigits } = currencies[currency];
  const negative = amount < 0;
  const absolute = Math.abs(Math.round(amount));
  const divisor = 10 ** minorDigits;
  const whole = Math.floor(absolute / divisor);
  const fraction = absolute % divisor;
  let text = groupThousands(String(whole));
  if (fraction > 0) text += '.' + String(fraction).padStart(minorDigits, '0');
  const signed = negative ? '-' : '';
  return symbolPosition === 'before' ? `${signed}${symbol}${text}` : `${signed}${text} ${symbol}`;
}

/**
 * A number as the site shows amounts and rates (an exchange rate, a percentage) in every
 * language: grouped with commas like `formatMoney`, a point before any fraction (`25,400`,
 * `5.5`), so that one card never mixes `25.400` with `4,400,550 ₫`.
 */
export function formatNumber(value: number, maximumFractionDigits = 0): string {
  const [whole = '0', fraction = ''] = Math.abs(value).toFixed(maximumFractionDigits).split('.');
  const shownFraction = fraction.replace(/0+$/, '');
  const sign = value < 0 && Number(whole + shownFraction) !== 0 ? '-' : '';
  return `${sign}${groupThousands(whole)}${shownFraction ? `.${shownFraction}` : ''}`;
}

/** Converts a major-unit amount as editors type it (e.g. 1200.5 USD) into minor units. */
export function toMinorUnits(major: number, currency: CurrencyCode): number {
  return Math.round(major * 10 ** currencies[currency].minorDigits);
}

/**
 * Converts between currencies at `vndPerUsd` (the CMS exchange rate), rounding VND to whole
 * dong and USD to whole cents.
 */
export function convertMoney(money: Money, to: CurrencyCode, vndPerUsd: number): Money {
  if (money.currency === to) return money;
  if (money.currency === 'USD')
    return { amount: Math.round((money.amount / 100) * vndPerUsd), currency: 'VND' };
  return { amount: Math.round((money.amount / vndPerUsd) * 100), currency: 'USD' };
}
