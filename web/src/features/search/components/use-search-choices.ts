import { cities as sharedCities, type CurrencyCode, type Language } from '@stayvn/shared';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import {
  priceRangesQueryOptions,
  searchOptionsQueryOptions,
  type SearchCity,
} from '../api/get-search-options';
import type { SearchFilter } from '../utils/search-filter';
import { priceBounds } from '../utils/search-form-rules';

function fallbackCities(intl: ReturnType<typeof useIntl>): SearchCity[] {
  return sharedCities.map((city) => ({
    id: city.id,
    name: intl.formatMessage({ id: `city.${city.code}` }),
    center: null,
    districts: [],
  }));
}

/** The cities with the names the header's picker and the footer give them (`city.HN`, …). */
function siteCityNames(cities: SearchCity[], intl: ReturnType<typeof useIntl>): SearchCity[] {
  return cities.map((city) => {
    const code = sharedCities.find((known) => known.id === city.id)?.code;
    return code ? { ...city, name: intl.formatMessage({ id: `city.${code}` }) } : city;
  });
}

/** What the search form offers, from the CMS: the cities (with the chosen one), the lists, the price range. */
export function useSearchChoices(lang: Language, filter: SearchFilter, currency: CurrencyCode) {
  const intl = useIntl();
  const options = useQuery(searchOptionsQueryOptions(lang));
  const ranges = useQuery(priceRangesQueryOptions());
  const bounds = priceBounds(ranges.data, filter.type, currency);
  // Until the CMS answers, the cities come from the shared list. Their names are the site's
  // own (the header's picker and the footer say the same), whatever the CMS calls them.
  const cities = useMemo(
    () => siteCityNames(options.data?.cities ?? fallbackCities(intl), intl),
    [options.data, intl],
  );
  const city = cities.find((item) => item.id === filter.cityId);
  return { options: options.data, bounds, cities, districts: city?.districts ?? [] };
}
