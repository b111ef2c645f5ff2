import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import { likedIdsAtoms } from './local-lists';
import type { SyncStorage } from './storage';
import { idPattern } from './values';

/**
 * What this browser last saw in a signed-in user's server favourites (their ids, under
 * FAVOURITES_SYNCED). It outlives the session on purpose: at the next login it tells a like
 * removed elsewhere (synced before, gone from the server now) from a like made here since (never
 * synced), so the merge of the local lists does not bring a removed favourite back.
 */
export type SyncedFavourites = { userId: string; ids: string[] };

export const syncedFavouritesKey = 'FAVOURITES_SYNCED';

function readSynced(raw: string | null): SyncedFavourites | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { userId, ids } = value as Record<string, unknown>;
    if (typeof userId !== 'string' || !Array.isArray(ids)) return null;
    return { userId, ids: ids.filter((id): id is string => typeof id === 'string' && idPattern.test(id)) };
  } catch {
    return null;
  }
}

const storage: SyncStorage<SyncedFavourites | null> = {
  getItem: (key) => {
    try {
      return readSynced(typeof window === 'undefined' ? null : window.localStorage.getItem(key));
    } catch {
      return null;
    }
  },
  setItem: (key, value) => {
    try {
      if (value) window.localStorage.setItem(key, JSON.stringify(value));
      else window.localStorage.removeItem(key);
    } catch {
      // Quota or privacy errors: a later login adds every local like, as without a snapshot.
    }
  },
  removeItem: (key) => {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // Nothing to clean when storage is unavailable.
    }
  },
};

export const syncedFavouritesAtom = atomWithStorage<SyncedFavourites | null>(
  syncedFavouritesKey,
  null,
  storage,
  { getOnInit: true },
);

/** The ids this browser last synced for `userId` (none for another user or none yet). */
export function syncedIdsFor(synced: SyncedFavourites | null, userId: string): string[] {
  return synced?.userId === userId ? synced.ids : [];
}

/**
 * A local list once the server list is known: a like that was synced and is no longer on the
 * server was removed elsewhere and goes; every other local like stays (a like made here since
 * the last sync is the merge's to add).
 */
export function keptLocalLikes(local: string[], synced: string[], server: string[]): string[] {
  const onServer = new Set(server);
  const wasSynced = new Set(synced);
  return local.filter((id) => onServer.has(id) || !wasSynced.has(id));
}

/**
 * Takes in the user's server list as just read (after a merge, a like, a fetch of the ids): the
 * local lists drop what was removed elsewhere, and the list becomes the last synced one.
 */
export const syncServerFavouritesAtom = atom(null, (get, set, userId: string, server: string[]) => {
  const synced = syncedIdsFor(get(syncedFavouritesAtom), userId);
  for (const kind of ['apartment', 'office'] as const) {
    const local = get(likedIdsAtoms[kind]);
    const kept = keptLocalLikes(local, synced, server);
    if (kept.length !== local.length) set(likedIdsAtoms[kind], kept);
  }
  set(syncedFavouritesAtom, { userId, ids: server });
});
