import { hydrate } from '@tanstack/react-query';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { appStore } from '@/lib/store';
import { App } from './app';
import { loadAllMessages } from './i18n';
import { asFetchedNow, type PrerenderedState } from './prerender/state';
import { renderedForThisVisitor } from './prerender/visitor';
import { createAppRouter, createQueryClient } from './router';

/** After the work in hand (taking the page over), when the browser has a moment. */
function whenIdle(task: () => void) {
  if ('requestIdleCallback' in window) requestIdleCallback(task, { timeout: 3000 });
  else setTimeout(task, 1500);
}

/** When a prerendered page's sections ask for their data again (see below). */
const refreshAfterMs = 10_000;

/**
 * The app takes the page over (`main.tsx` decides when): it hydrates a prerendered page, or
 * renders one of its own into the empty `#root` of any other.
 */
export function start(prerendered: PrerenderedState | undefined): void {
  // index.html's title and description are for clients that run no scripts (a prerendered page
  // carries its own, marked the same way); each route's head sets the page's own, and two of
  // each would leave search engines to pick one.
  document.head.querySelectorAll('[data-fallback]').forEach((element) => element.remove());

  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient);
  const container = document.getElementById('root')!;
  const app = <App queryClient={queryClient} router={router} />;

  if (prerendered) {
    // A prerendered page (home, results, apartments, per language: scripts/prerender.mjs). Its
    // data goes into the cache as if just fetched, so that loaders and sections take it as it
    // is while the page is taken over. Once the visitor has had the page a while (the first
    // idle moment after ten seconds), every section on the page asks again, so a page rendered
    // hours ago shows today's content; checking the answers (zod, loaded then) stays out of
    // the page's start and the visitor's first taps.
    hydrate(queryClient, asFetchedNow(prerendered.queries));
    setTimeout(() => whenIdle(() => void queryClient.invalidateQueries()), refreshAfterMs);
    // The route's code and data first, so the first render is the page itself: hydrated when
    // the visitor is the one it was rendered for, rendered afresh over it otherwise. The
    // address is read after the load: a loader may have redirected (the results page to the
    // filter kept this visit).
    void router.load().then(() => {
      if (renderedForThisVisitor(prerendered, appStore, window.location)) {
        // The router renders its matches as it did in the prerenderer (no Suspense boundary of
        // its own at the top), as its own SSR hydration does.
        router.ssr = { manifest: undefined };
        // As a transition, React hydrates in slices and lets the browser answer in between,
        // instead of one long task while the visitor already sees the page.
        startTransition(() => {
          hydrateRoot(container, app);
        });
      } else createRoot(container).render(app);
    });
  } else {
    createRoot(container).render(app);
  }

  // Home starts with part of its language's messages (i18n/parts.ts); the rest comes when the
  // browser has a moment, so a menu or dialog opened later need not wait for it.
  whenIdle(() => void loadAllMessages().catch(() => undefined));
}
