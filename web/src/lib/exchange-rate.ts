import { convertMoney, formatMoney, type CurrencyCode, type Money } from '@stayvn/shared';
import { useAtomValue } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import { scalarStorage } from './storage';
import { toNumber } from './values';

/** The spec keeps the CMS exchange rate (VND per USD) in the browser under this key. */
export const exchangeRateKey = 'EXCHANGE_RATE';

/** `z.coerce.number().positive()`: a positive number, from its text as stored. */
export function readExchangeRate(value: unknown): number | undefined {
  const rate = toNumber(value);
  return rate !== undefined && rate > 0 ? rate : undefined;
}

/**
 * VND per USD from the CMS site setting, written by the layout whenever the setting loads and
 * kept so a returning visitor converts at once. 0 until it is known: no conversion then.
 */
export const exchangeRateAtom = atomWithStorage<number>(exchangeRateKey, 0, scalarStorage(readExchangeRate), {
  getOnInit: true,
});

/**
 * An amount the CMS gives in one currency (price ranges, office quotes) in the visitor's
 * currency; without a known rate it stays in the currency it was given in.
 */
export function moneyIn(money: Money, currency: CurrencyCode, vndPerUsd: number): Money {
  return vndPerUsd > 0 ? convertMoney(money, currency, vndPerUsd) : money;
}

/** `const display = useMoneyDisplay(currency); display({ amount: 120000, currency: 'USD' })`. */
export function useMoneyDisplay(currency: CurrencyCode) {
  const rate = useAtomValue(exchangeRateAtom);
  return (money: Money) => formatMoney(moneyIn(money, currency, rate));
}
