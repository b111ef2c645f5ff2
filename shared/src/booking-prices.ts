import { addDays, nightsBetween } from './dates.js';

/* A stay's price breakdown, in integers: USD cents and whole dong (issue 16). */

/** Rates are kept in basis points (1% = 100) so that every computation stays in integers. */
export function percentToBasisPoints(percent: number): number {
  return Math.round(percent * 100);
}

export interface PriceInputs {
  /** The nightly rate paid, in USD cents: the offer price when there is one. */
  nightlyRateUsd: number;
  nights: number;
  /** Service charge on the rent, in basis points. */
  serviceChargeBasisPoints: number;
  /** VAT on rent plus service charge, in basis points. */
  vatBasisPoints: number;
  /** VND per USD (the CMS site setting at that moment). */
  exchangeRate: number;
  /**
   * The nights grouped by price (seasonal rates, issue 32), adding up to `nights`; without it
   * every night costs `nightlyRateUsd`.
   */
  rateLines?: readonly { nights: number; nightlyRateUsd: number }[];
}

/** One group of nights at one price, in both currencies. */
export interface RateAmounts {
  nights: number;
  /** The nightly price in USD cents and in dong (converted once, as the nightly rate is). */
  usd: number;
  vnd: number;
}

export interface PriceLines {
  nightlyRate: number;
  rent: number;
  charges: number;
  vat: number;
  total: number;
}

export interface PriceBreakdown {
  nights: number;
  serviceChargeBasisPoints: number;
  vatBasisPoints: number;
  exchangeRate: number;
  /** In USD cents. */
  usd: PriceLines;
  /** In dong. Each line is converted from USD and the total is their sum, so the lines add up. */
  vnd: PriceLines;
  /** The nights by price, as given in `rateLines` (one line when none were given). */
  rates: RateAmounts[];
}

function share(amount: number, basisPoints: number): number {
  return Math.round((amount * basisPoints) / 10_000);
}

/** USD cents to dong at `exchangeRate` VND per USD, to the whole dong. */
export function usdCentsToVnd(cents: number, exchangeRate: number): number {
  return Math.round((cents * exchangeRate) / 100);
}

function linesOf(nightlyRate: number, rent: number, chargeBp: number, vatBp: number): PriceLines {
  const charges = share(rent, chargeBp);
  const vat = share(rent + charges, vatBp);
  return { nightlyRate, rent, charges, vat, total: rent + charges + vat };
}

/**
 * Rent (the nights' prices added up; nightly rate × nights without rate lines), the service charge on the rent, VAT on both, and the total, in
 * USD cents and in dong. The dong lines start from the nightly rate converted once, so the
 * same arithmetic gives lines that add up in both currencies.
 */
export function computePriceBreakdown(inputs: PriceInputs): PriceBreakdown {
  const { nightlyRateUsd, nights, serviceChargeBasisPoints, vatBasisPoints, exchangeRate } = inputs;
  if (!Number.isInteger(nights) || nights < 1) throw new RangeError('nights must be at least 1');
  if (!(exchangeRate > 0)) throw new RangeError('exchange rate must be positive');
  const given = inputs.rateLines ?? [{ nights, nightlyRateUsd }];
  if (given.reduce((sum, line) => sum + line.nights, 0) !== nights)
    throw new RangeError('the rate lines must add up to the nights');
  const rates = given.map((line) => {
    if (!Number.isInteger(line.nightlyRateUsd) || line.nightlyRateUsd < 0)
      throw new RangeError('nightly rate must be whole cents');
    return {
      nights: line.nights,
      usd: line.nightlyRateUsd,
      vnd: usdCentsToVnd(line.nightlyRateUsd, exchangeRate),
    };
  });
  const rent = (currency: 'usd' | 'vnd') =>
    rates.reduce((sum, line) => sum + line[currency] * line.nights, 0);
  return {
    nights,
    serviceChargeBasisPoints,
    vatBasisPoints,
    exchangeRate,
    usd: linesOf(rates[0]!.usd, rent('usd'), serviceChargeBasisPoints, vatBasisPoints),
    vnd: linesOf(rates[0]!.vnd, rent('vnd'), serviceChargeBasisPoints, vatBasisPoints),
    rates,
  };
}

/** The nights `[checkIn, checkOut)` as calendar dates. */
export function stayNights(checkIn: string, checkOut: string): string[] {
  const count = nightsBetween(checkIn, checkOut);
  return Array.from({ length: Math.max(0, count) }, (_, index) => addDays(checkIn, index));
}
