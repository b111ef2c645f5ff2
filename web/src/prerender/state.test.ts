import { QueryClient, dehydrate } from '@tanstack/react-query';
import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { authAtom } from '@/lib/session/atoms';
import { cityIdAtom, currencyAtom } from '@/lib/preferences/atoms';
import { sampleUser } from '@/test/http-peer';
import { asFetchedNow, scriptSafeJson, type PrerenderedState } from './state';
import { renderedForThisVisitor } from './visitor';

const path = '/en/search-result?pageIndex=1&pageSize=15&orderBy=desc&searchGlobal=true';
const here = {
  pathname: '/en/search-result',
  search: '?pageIndex=1&pageSize=15&orderBy=desc&searchGlobal=true',
};
const state: PrerenderedState = { path, cityId: 1, currency: 'USD', queries: { mutations: [], queries: [] } };

describe('renderedForThisVisitor', () => {
  it('is true for a first visit: the default city and currency, no session', () => {
    const store = createStore();
    store.set(cityIdAtom, 1);
    store.set(currencyAtom, 'USD');
    expect(renderedForThisVisitor(state, store, here)).toBe(true);
  });

  it('is false when the visitor chose another city or currency, or is signed in', () => {
    const otherCity = createStore();
    otherCity.set(cityIdAtom, 2);
    otherCity.set(currencyAtom, 'USD');
    expect(renderedForThisVisitor(state, otherCity, here)).toBe(false);

    const otherCurrency = createStore();
    otherCurrency.set(cityIdAtom, 1);
    otherCurrency.set(currencyAtom, 'VND');
    expect(renderedForThisVisitor(state, otherCurrency, here)).toBe(false);

    const signedIn = createStore();
    signedIn.set(cityIdAtom, 1);
    signedIn.set(currencyAtom, 'USD');
    signedIn.set(authAtom, {
      rememberMe: true,
      token: { accessToken: 'token', accessTokenExpiresAt: 1_800_000_000 },
      userInfo: sampleUser,
    });
    expect(renderedForThisVisitor(state, signedIn, here)).toBe(false);
  });

  it('is false at another address than the one rendered: other filters, an added query', () => {
    const store = createStore();
    store.set(cityIdAtom, 1);
    store.set(currencyAtom, 'USD');
    expect(renderedForThisVisitor(state, store, { ...here, search: `${here.search}&cityId=2` })).toBe(false);
    expect(renderedForThisVisitor(state, store, { ...here, search: '' })).toBe(false);
    expect(
      renderedForThisVisitor(state, store, { pathname: '/en/search-result/', search: here.search }),
    ).toBe(false);
  });
});

describe('scriptSafeJson', () => {
  it('cannot close the script element it is written into, and reads back the same', () => {
    const value = { title: '</script><script>alert(1)</script>', note: '<!-- x -->', line: 'a\u2028b' };
    const json = scriptSafeJson(value);
    expect(json).not.toContain('</script');
    expect(json).not.toContain('<!--');
    expect(json).not.toContain('\u2028');
    expect(JSON.parse(json)).toEqual(value);
  });
});

describe('asFetchedNow', () => {
  it('dates every query’s data now and keeps the data as it was', () => {
    const client = new QueryClient();
    client.setQueryData(['cms', 'banners', 'en'], [{ name: 'Banner' }], { updatedAt: 1_000 });
    const queries = dehydrate(client);
    const fresh = asFetchedNow(queries, 5_000_000);
    expect(fresh.queries[0]!.state.dataUpdatedAt).toBe(5_000_000);
    expect(fresh.queries[0]!.state.data).toEqual([{ name: 'Banner' }]);
    expect(queries.queries[0]!.state.dataUpdatedAt).toBe(1_000);
  });
});
