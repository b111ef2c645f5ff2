import type { CityId, CurrencyCode } from '@stayvn/shared';
import type { DehydratedState } from '@tanstack/react-query';

/**
 * What a prerendered page (`scripts/prerender.mjs`) carries besides its HTML: the visitor it
 * was rendered for — a first visit: no stored city or currency, no session — and the data it
 * showed (TanStack Query's dehydrated cache), so the browser can take the page over without
 * asking again or rendering anything else.
 */
export type PrerenderedState = {
  /** The address rendered: path and query, as the browser's location shows them. */
  path: string;
  cityId: CityId;
  currency: CurrencyCode;
  queries: DehydratedState;
};

/** The `<script type="application/json">` that holds the state. */
export const stateElementId = 'stayvn-prerendered';

/** Reads the state the page was prerendered with, if it was. */
export function readPrerenderedState(document: Document): PrerenderedState | undefined {
  const element = document.getElementById(stateElementId);
  if (!element?.textContent) return undefined;
  try {
    return JSON.parse(element.textContent) as PrerenderedState;
  } catch {
    return undefined;
  }
}

/**
 * The prerendered data as if fetched at `now`: the page was rendered minutes ago, and data that
 * old would count as stale (older than the queries' `staleTime`) and be asked for again by every
 * loader and section while the page is being taken over.
 */
export function asFetchedNow(queries: DehydratedState, now = Date.now()): DehydratedState {
  return {
    ...queries,
    queries: queries.queries.map((query) => ({
      ...query,
      state: { ...query.state, dataUpdatedAt: now },
    })),
  };
}

/** JSON that is safe inside a `<script>` element (no `</script>`, no `<!--`). */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
