import { cityCodeOf, isLanguage, type CityCode, type CityId } from '@stayvn/shared';
import { firstSegment } from './resolve-language';

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
 * Stores a chosen city under the spec's keys. The page is then reloaded by the caller, so
 * every city-dependent list (hot apartments, districts, contacts) starts again from it.
 */
export function storeCityChoice(storage: Pick<Storage, 'setItem'>, id: CityId, defaultCityKey: string) {
  const choice = cityChoice(id);
  storage.setItem(defaultCityKey, choice.defaultCity);
  storage.setItem(locationCityKey, JSON.stringify(choice.locationCity));
}

/**
 * The spec hides the city picker on payment-summary paths: the city of a booking is the
 * apartment's, not a preference. Works with or without the language segment.
 */
export function hidesCityPicker(pathname: string): boolean {
  const segments = pathname.split('/').filter(Boolean);
  const rest = isLanguage(firstSegment(pathname)) ? segments.slice(1) : segments;
  return rest[0] === 'payment-summary';
}
