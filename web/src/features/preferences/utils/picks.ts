import { cityCodeOf, type CityCode, type CityId, type CurrencyCode } from '@stayvn/shared';
import { cityIdAtom, currencyAtom, storageKeys } from '@/lib/preferences/atoms';
import { readCityId, readCurrency } from '@/lib/preferences/preference-values';
import type { AppStore } from '@/lib/store';
import { pickKeys } from './pick-keys';

/** What the `$lang` route does with a pick (`pick-keys.ts`), in a chunk of its own. */
export type Picks = {
  currency?: CurrencyCode;
  cityId?: CityId;
  /** The query string without the picks (`?a=1` or empty). */
  rest: string;
};

/** The picks in a query string, if it has any (a value that is not a currency or city is dropped). */
export function takePicks(searchStr: string): Picks | undefined {
  const query = new URLSearchParams(searchStr);
  if (!query.has(pickKeys.currency) && !query.has(pickKeys.city)) return undefined;
  const currency = readCurrency(query.get(pickKeys.currency));
  const cityId = readCityId(query.get(pickKeys.city));
  query.delete(pickKeys.currency);
  query.delete(pickKeys.city);
  const rest = query.toString();
  return { currency, cityId, rest: rest ? `?${rest}` : '' };
}

/**
 * Keeps the picks in a query string as the pickers' choices are kept (CURRENCY; DEFAULT_CITY
 * and LOCATION_CITY), and gives them back (`rest`: the query without them).
 */
export function applyPicks(store: AppStore, searchStr: string): Picks | undefined {
  const picks = takePicks(searchStr);
  if (!picks) return undefined;
  if (picks.currency) store.set(currencyAtom, picks.currency);
  if (picks.cityId) {
    store.set(cityIdAtom, picks.cityId);
    try {
      storeCityChoice(window.localStorage, picks.cityId, storageKeys.defaultCity);
    } catch {
      // Blocked storage: the city still holds for this visit.
    }
  }
  return picks;
}

export const locationCityKey = 'LOCATION_CITY';

/** What the spec keeps when a city is chosen: its id (DEFAULT_CITY) and id with code (LOCATION_CITY). */
export type CityChoice = {
  defaultCity: string;
  locationCity: { id: CityId; code: CityCode };
};

export function cityChoice(id: CityId): CityChoice {
  return { defaultCity: String(id), locationCity: { id, code: cityCodeOf(id) } };
}

/**
 * Stores a chosen city under the spec's keys as the app starts, so
 * every city-dependent list (hot apartments, districts, contacts) starts again from it.
 */
export function storeCityChoice(storage: Pick<Storage, 'setItem'>, id: CityId, defaultCityKey: string) {
  const choice = cityChoice(id);
  storage.setItem(defaultCityKey, choice.defaultCity);
  storage.setItem(locationCityKey, JSON.stringify(choice.locationCity));
}
