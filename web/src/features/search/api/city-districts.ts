import type { Language } from '@stayvn/shared';
import type { QueryClient } from '@tanstack/react-query';
import type { SearchFilter } from '../utils/search-filter';
import { searchOptionsQueryOptions, type SearchOptions } from './get-search-options';

/**
 * The filter's districts without those of other cities. A plain form sent before the scripts ran
 * (another city chosen, the old city's districts still ticked) names districts of another city,
 * which would find nothing: those are left out. A key no city has stays, for the search's own
 * check to refuse. Null when nothing is left out, or when the cities' districts are not known
 * (the CMS not answering: the filter is kept as it is).
 */
export function districtsOfTheCity(options: SearchOptions, filter: SearchFilter): string[] | null {
  const elsewhere = new Set(
    options.cities
      .filter((city) => city.id !== filter.cityId)
      .flatMap((city) => city.districts.map((district) => district.key)),
  );
  const kept = filter.districts.filter((key) => !elsewhere.has(key));
  return kept.length === filter.districts.length ? null : kept;
}

/** `districtsOfTheCity` with the search form's choices, read (or taken from the cache) first. */
export async function districtsOfTheCityFor(
  queryClient: QueryClient,
  language: Language,
  filter: SearchFilter,
): Promise<string[] | null> {
  if (filter.districts.length === 0) return null;
  const options = await queryClient.ensureQueryData(searchOptionsQueryOptions(language)).catch(() => null);
  return options ? districtsOfTheCity(options, filter) : null;
}
