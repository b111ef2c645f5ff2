import {
  defaultCityId,
  defaultCurrency,
  defaultLanguage,
  type CityId,
  type CurrencyCode,
  type Language,
} from '@stayvn/shared';
import { atomWithStorage } from 'jotai/utils';
import { scalarStorage } from '@/lib/storage';
import type { AppStore } from '@/lib/store';
import { readCityId, readCurrency, readLanguage } from '@/lib/preferences/preference-values';
import { storageKeys } from '@/lib/preferences/storage-keys';

export { storageKeys };

// getOnInit: the first render and route loaders must see the stored value, not the default.
export const languageAtom = atomWithStorage<Language>(
  storageKeys.language,
  defaultLanguage,
  scalarStorage(readLanguage),
  { getOnInit: true },
);

export const currencyAtom = atomWithStorage<CurrencyCode>(
  storageKeys.currency,
  defaultCurrency,
  scalarStorage(readCurrency),
  { getOnInit: true },
);

export const cityIdAtom = atomWithStorage<CityId>(
  storageKeys.defaultCity,
  defaultCityId,
  scalarStorage(readCityId),
  { getOnInit: true },
);

/** The spec stores the default currency when none is stored yet. */
export function persistPreferenceDefaults(store: AppStore) {
  store.set(currencyAtom, store.get(currencyAtom));
}
