// @vitest-environment jsdom
import { createStore } from 'jotai';
import { beforeEach, describe, expect, it } from 'vitest';
import { likedIdsAtoms } from './local-lists';
import {
  keptLocalLikes,
  syncedFavouritesAtom,
  syncedFavouritesKey,
  syncServerFavouritesAtom,
} from './synced-favourites';

describe('keptLocalLikes', () => {
  it('drops a synced like the server no longer has, keeps the rest', () => {
    expect(keptLocalLikes(['a', 'b', 'c'], ['a', 'b'], ['b'])).toEqual(['b', 'c']);
    // Nothing synced yet: every local like stays (the merge adds them).
    expect(keptLocalLikes(['a', 'b'], [], [])).toEqual(['a', 'b']);
  });
});

describe('syncServerFavouritesAtom', () => {
  beforeEach(() => localStorage.clear());

  it('removes from the local lists what was removed elsewhere, and remembers the server list', () => {
    const store = createStore();
    store.set(likedIdsAtoms.apartment, ['lotus', 'garden']);
    store.set(likedIdsAtoms.office, ['tower']);
    store.set(syncServerFavouritesAtom, 'user-1', ['lotus', 'garden', 'tower']);
    expect(JSON.parse(localStorage.getItem(syncedFavouritesKey)!)).toEqual({
      userId: 'user-1',
      ids: ['lotus', 'garden', 'tower'],
    });
    // Another browser unliked lotus; a like made here since (park) is not this sync's to drop.
    store.set(likedIdsAtoms.apartment, ['lotus', 'garden', 'park']);
    store.set(syncServerFavouritesAtom, 'user-1', ['garden', 'tower']);
    expect(store.get(likedIdsAtoms.apartment)).toEqual(['garden', 'park']);
    expect(store.get(likedIdsAtoms.office)).toEqual(['tower']);
    expect(store.get(syncedFavouritesAtom)).toEqual({ userId: 'user-1', ids: ['garden', 'tower'] });
  });

  it("does not read another user's snapshot as this user's", () => {
    const store = createStore();
    store.set(syncServerFavouritesAtom, 'user-1', ['lotus']);
    store.set(likedIdsAtoms.apartment, ['lotus']);
    store.set(syncServerFavouritesAtom, 'user-2', []);
    expect(store.get(likedIdsAtoms.apartment)).toEqual(['lotus']);
  });
});
