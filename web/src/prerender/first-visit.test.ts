import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '@/test/memory-storage';
import { isFirstVisitOf } from './first-visit';
import type { PrerenderedState } from './state';

const state: PrerenderedState = {
  path: '/en/search-result?pageIndex=1',
  cityId: 1,
  currency: 'USD',
  queries: { mutations: [], queries: [] },
};
const here = { pathname: '/en/search-result', search: '?pageIndex=1' };

function storages(local: Record<string, string> = {}, session: Record<string, string> = {}) {
  const stores = { local: new MemoryStorage(), session: new MemoryStorage() };
  for (const [key, value] of Object.entries(local)) stores.local.setItem(key, value);
  for (const [key, value] of Object.entries(session)) stores.session.setItem(key, value);
  return () => stores;
}

describe('isFirstVisitOf', () => {
  it("is true at the page's own address with nothing stored, or only its own preferences", () => {
    expect(isFirstVisitOf(state, here, storages())).toBe(true);
    expect(
      isFirstVisitOf(state, here, storages({ CURRENCY: 'USD', DEFAULT_CITY: '1', language: 'vi' })),
    ).toBe(true);
  });

  it('is false at another address', () => {
    expect(isFirstVisitOf(state, { ...here, search: '?pageIndex=2' }, storages())).toBe(false);
    expect(isFirstVisitOf(state, { ...here, pathname: '/ja/search-result' }, storages())).toBe(false);
  });

  it('is false with another city or currency stored', () => {
    expect(isFirstVisitOf(state, here, storages({ CURRENCY: 'VND' }))).toBe(false);
    expect(isFirstVisitOf(state, here, storages({ DEFAULT_CITY: '2' }))).toBe(false);
    expect(isFirstVisitOf(state, here, storages({ DEFAULT_CITY: 'junk' }))).toBe(false);
  });

  it('is false with anything else stored: a session, favourites, a filter kept this visit', () => {
    expect(isFirstVisitOf(state, here, storages({ authUserData: '{}' }))).toBe(false);
    expect(isFirstVisitOf(state, here, storages({ favourites: '[]' }))).toBe(false);
    expect(isFirstVisitOf(state, here, storages({}, { filter_search: '{}' }))).toBe(false);
  });

  it('is false when storage is blocked', () => {
    const blocked = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    expect(isFirstVisitOf(state, here, blocked)).toBe(false);
  });
});
