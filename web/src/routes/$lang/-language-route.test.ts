// @vitest-environment jsdom
import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { currencyAtom, languageAtom } from '@/lib/preferences/atoms';
import { Route } from './route';

type BeforeLoad = (options: {
  location: { pathname: string; searchStr: string; search: Record<string, unknown>; hash: string };
  context: { store: ReturnType<typeof createStore> };
  preload: boolean;
}) => Promise<{ language: string }>;

/** Runs the `$lang` route's beforeLoad for /jp (with a currency picked) on a page in English. */
async function visitJapanese(preload: boolean) {
  const store = createStore();
  store.set(languageAtom, 'en');
  store.set(currencyAtom, 'VND');
  const beforeLoad = Route.options.beforeLoad as unknown as BeforeLoad;
  let outcome: unknown;
  try {
    outcome = await beforeLoad({
      location: {
        pathname: '/jp',
        searchStr: '?pickCurrency=USD',
        search: { pickCurrency: 'USD' },
        hash: '',
      },
      context: { store },
      preload,
    });
  } catch (thrown) {
    outcome = thrown;
  }
  return { outcome, language: store.get(languageAtom), currency: store.get(currencyAtom) };
}

// The router preloads a link's page on hover or focus; a preload must leave the visitor's
// language and currency as they are (they are stored, and the next visit starts from them).
describe('the language route', () => {
  it('stores the language and the picked currency on arrival', async () => {
    const { language, currency } = await visitJapanese(false);
    expect(language).toBe('jp');
    expect(currency).toBe('USD');
  });

  it('changes neither when the router only preloads the page', async () => {
    const { outcome, language, currency } = await visitJapanese(true);
    expect(outcome).toEqual({ language: 'jp' });
    expect(language).toBe('en');
    expect(currency).toBe('VND');
  });
});
