import { cityIdAtom, currencyAtom } from '@/lib/preferences/atoms';
import { authAtom } from '@/lib/session/atoms';
import type { AppStore } from '@/lib/store';
import type { PrerenderedState } from './state';

/**
 * Whether this visitor sees what the page was rendered for. Another address (the results page
 * with filters, a query the page was not rendered with), a stored city or currency other than
 * the defaults, or a session changes the page: such visitors get it rendered afresh instead of
 * a hydration that would not match.
 */
export function renderedForThisVisitor(
  state: PrerenderedState,
  store: AppStore,
  location: Pick<Location, 'pathname' | 'search'>,
): boolean {
  return (
    location.pathname + location.search === state.path &&
    store.get(cityIdAtom) === state.cityId &&
    store.get(currencyAtom) === state.currency &&
    store.get(authAtom) === null
  );
}
