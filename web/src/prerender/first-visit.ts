import { storageKeys } from '@/lib/preferences/storage-keys';
import type { PrerenderedState } from './state';

/** The stored preferences a prerendered page already matches when they hold its defaults. */
const preferenceKeys: ReadonlySet<string> = new Set(Object.values(storageKeys));

function keys(storage: Storage): string[] {
  return Array.from({ length: storage.length }, (_, index) => storage.key(index) ?? '');
}

/**
 * Whether `key` is missing or holds `value`, as the app stores it (a plain string) or as JSON.
 * Compared as text, so that the page's start imports none of the app's readers: anything else
 * (another value, or junk the app would read as the default) counts as different.
 */
function holdsOrMissing(storage: Storage, key: string, value: string | number): boolean {
  const stored = storage.getItem(key);
  return stored === null || stored === String(value) || stored === JSON.stringify(String(value));
}

/**
 * Whether the prerendered page is exactly what the app would show this visitor: the address it
 * was rendered for, and nothing stored by the site but the page's own city and currency — no
 * session, no favourites, no filter or list kept this visit. The app would change nothing on
 * screen for such a visitor until they use the page, and the page's controls work as plain
 * HTML meanwhile, so `main.tsx` starts the app at the visitor's first use instead of at load.
 * Blocked storage counts as something stored: the app starts at once, as it always may.
 */
export function isFirstVisitOf(
  state: PrerenderedState,
  location: Pick<Location, 'pathname' | 'search'>,
  storages: () => { local: Storage; session: Storage },
): boolean {
  if (location.pathname + location.search !== state.path) return false;
  try {
    const { local, session } = storages();
    if (session.length > 0 || keys(local).some((key) => !preferenceKeys.has(key))) return false;
    return (
      holdsOrMissing(local, storageKeys.currency, state.currency) &&
      holdsOrMissing(local, storageKeys.defaultCity, state.cityId)
    );
  } catch {
    return false;
  }
}
