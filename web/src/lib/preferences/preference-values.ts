import {
  cities,
  currencyCodes,
  isLanguage,
  type CityId,
  type CurrencyCode,
  type Language,
} from '@stayvn/shared';
import { numberOf, oneOf, type Reader } from '@/lib/values';

/*
 * The preferences as stored (and the city as a URL carries it), checked without zod: the
 * preference atoms are read when the app starts. Each keeps the rule of its shared schema.
 */

/** `languageSchema`: en, jp or vi. */
export const readLanguage: Reader<Language> = (value) => (isLanguage(value) ? value : undefined);

/** `currencySchema`: USD or VND. */
export const readCurrency: Reader<CurrencyCode> = oneOf(currencyCodes);

/** `cityIdSchema`: a city's id, from a number or its text (`DEFAULT_CITY` = `1`). */
export const readCityId: Reader<CityId> = numberOf(cities.map((city) => city.id));
