import {
  addDays,
  oneNightMinimum,
  priceStayNights,
  type MinimumStayOf,
  type RateRules,
} from '@stayvn/shared';
import type { BookableProperty } from '../catalog/property-queries.js';
import type { BookingSettingsSource } from './site-settings.js';

/** The minimum stays of a property's check-in days in `[from, to)`, and the longest of them. */
export interface MinimumStays {
  of: MinimumStayOf;
  /** The longest minimum stay: how many nights past `to` the closed check-in days depend on. */
  longest: number;
}

/** What the minimum stays are read from: the property's rates. */
export type RatedProperty = Pick<BookableProperty, 'priceUsd' | 'rates'>;

export type MinimumStaySource = (property: RatedProperty, from: string, to: string) => Promise<MinimumStays>;

const oneNight: MinimumStays = { of: oneNightMinimum, longest: 1 };

/**
 * The minimum stays the apartment's rates set (issue 32 item 4): a check-in day's minimum is the
 * one of the rate that prices its night (the apartment's own over its group's, the shorter range
 * first), one night where none sets one. The quote still checks the longest minimum of every
 * night of a stay; the picker closes the check-in days whose own minimum cannot fit. Without
 * the site settings (the CMS not answering), the picker keeps every day open to check in.
 */
export function ratesMinimumStays(settings: BookingSettingsSource): MinimumStaySource {
  return async (property, from, to) => {
    const periods = [...property.rates.own, ...property.rates.group];
    if (!periods.some((period) => (period.minStay ?? 1) > 1)) return oneNight;
    const site = await settings.get().catch(() => null);
    if (!site) return oneNight;
    const rules: RateRules = {
      baseUsd: property.priceUsd,
      own: property.rates.own,
      group: property.rates.group,
      holidays: site.holidays,
      weekendNights: site.weekendNights,
    };
    const byDay = new Map<string, number>();
    for (let day = from; day < to; day = addDays(day, 1))
      byDay.set(day, priceStayNights(rules, day, addDays(day, 1)).minStay ?? 1);
    return { of: (day) => byDay.get(day) ?? 1, longest: Math.max(1, ...byDay.values()) };
  };
}
