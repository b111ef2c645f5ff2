import type { PropertyKind } from '@stayvn/shared';
import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import type { SyncStorage } from './storage';
import { idPattern } from './values';

/**
 * The visitor's local lists (spec §3 browser storage, §4 "Card heart on lists"): liked
 * residences and offices as comma-separated ids under RESIDENCES_LIKE and OFFICES_LIKE, and the
 * recently viewed ids (newest first) under HISTORY. Shared by every feature that shows a card
 * heart, the favourites and history pages, and the detail page that records a visit.
 */
export const localListKeys = {
  apartment: 'RESIDENCES_LIKE',
  office: 'OFFICES_LIKE',
  history: 'HISTORY',
} as const;

/** The history keeps the last 30 properties viewed; older visits fall off. */
export const historyLimit = 30;

function parseIds(raw: string | null): string[] {
  if (!raw) return [];
  return [
    ...new Set(
      raw
        .split(',')
        .map((id) => id.trim())
        .filter((id) => idPattern.test(id)),
    ),
  ];
}

function localStorageOrUndefined(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/** Ids kept as the plain comma-separated string the spec names; other tabs stay in step. */
export function idListStorage(
  getStorage: () => Storage | undefined = localStorageOrUndefined,
): SyncStorage<string[]> {
  return {
    getItem: (key) => {
      try {
        return parseIds(getStorage()?.getItem(key) ?? null);
      } catch {
        return [];
      }
    },
    setItem: (key, value) => {
      try {
        if (value.length === 0) getStorage()?.removeItem(key);
        else getStorage()?.setItem(key, value.join(','));
      } catch {
        // Quota or privacy errors: the list still lives in memory for this visit.
      }
    },
    removeItem: (key) => {
      try {
        getStorage()?.removeItem(key);
      } catch {
        // Nothing to clean when storage is unavailable.
      }
    },
    subscribe: (key, callback) => {
      if (typeof window === 'undefined') return undefined;
      const onStorage = (event: StorageEvent) => {
        if (event.key === key) callback(parseIds(event.newValue));
      };
      window.addEventListener('storage', onStorage);
      return () => window.removeEventListener('storage', onStorage);
    },
  };
}

const storage = idListStorage();

export const likedIdsAtoms: Record<PropertyKind, ReturnType<typeof atomWithStorage<string[]>>> = {
  apartment: atomWithStorage<string[]>(localListKeys.apartment, [], storage, { getOnInit: true }),
  office: atomWithStorage<string[]>(localListKeys.office, [], storage, { getOnInit: true }),
};

export const historyIdsAtom = atomWithStorage<string[]>(localListKeys.history, [], storage, {
  getOnInit: true,
});

/** Adds the id when absent, removes it when present (the card heart). */
export const toggleLikedAtom = atom(null, (get, set, kind: PropertyKind, id: string) => {
  const ids = get(likedIdsAtoms[kind]);
  set(likedIdsAtoms[kind], ids.includes(id) ? ids.filter((item) => item !== id) : [...ids, id]);
});

/** Puts a viewed property first in the history, once, keeping the newest `historyLimit`. */
export const recordViewAtom = atom(null, (get, set, id: string) => {
  if (!idPattern.test(id)) return;
  const ids = get(historyIdsAtom).filter((item) => item !== id);
  set(historyIdsAtom, [id, ...ids].slice(0, historyLimit));
});
