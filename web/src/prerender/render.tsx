import { isLanguage } from '@stayvn/shared';
import { dehydrate } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { prerender } from 'react-dom/static';
import { config } from '@/config';
import { cityIdAtom, currencyAtom } from '@/lib/preferences/atoms';
import { loadMessages } from '@/i18n';
import { appStore } from '@/lib/store';
import { App } from '../app';
import { createAppRouter, createQueryClient } from '../router';
import type { PrerenderedState } from './state';

export { languageCodes } from '@stayvn/shared';
export { provideDomWindow } from '@/components/rich-text/render-markdown';
export { localeFor } from '@/i18n';
export { scriptSafeJson, stateElementId } from './state';

/** Where this build reads its data (the prerenderer waits for them). */
export const serviceUrls = { api: config.apiUrl, cms: config.cmsUrl };

export type PrerenderedPage = {
  /** The markup of `#root`, with every section's data in it. */
  html: string;
  state: PrerenderedState;
  /** Queries that failed and rendering errors: a page with an error in it is not worth keeping. */
  failed: string[];
};

/**
 * Renders one path of the app as a first visit sees it, waiting for every section's data and
 * every lazy part (React's `prerender`), for `scripts/prerender.mjs`. Runs in Node, in the
 * server build (`vite build --ssr src/prerender/render.tsx`).
 */
export async function renderPage(path: string): Promise<PrerenderedPage> {
  // All of the page language's messages: the lazily loaded parts it renders (the search form)
  // have them in the browser (i18n/index.ts); what home shows as it starts uses only the start
  // part, and a text from another would not match when the browser takes the page over.
  const [, first] = path.split('/');
  if (isLanguage(first)) await loadMessages(first, 'all');
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }));
  await router.load();
  // Loaders start their queries without waiting (the browser shows skeletons meanwhile); the
  // prerendered page shows what they bring, so it waits for them before rendering.
  while (queryClient.isFetching() > 0) await new Promise((settled) => setTimeout(settled, 10));
  // Every boundary's content in place, however large: by default React moves big ones to the
  // end of the page, behind their fallbacks, to be swapped in by inline scripts — which a
  // crawler or a browser without scripts would never run.
  // An error inside a boundary leaves its fallback in the HTML, for the browser to render
  // afresh: such a page is not kept either.
  const renderErrors: string[] = [];
  const { prelude } = await prerender(<App queryClient={queryClient} router={router} />, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => {
      renderErrors.push(error instanceof Error ? (error.stack ?? error.message) : String(error));
    },
  });
  const html = await new Response(prelude).text();
  const failed = queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'error')
    .map((query) => JSON.stringify(query.queryKey))
    .concat(renderErrors);
  return {
    html,
    failed,
    state: {
      path,
      cityId: appStore.get(cityIdAtom),
      currency: appStore.get(currencyAtom),
      queries: dehydrate(queryClient),
    },
  };
}
