import { QueryClient } from '@tanstack/react-query';
import { createRouter, lazyRouteComponent, type RouterHistory } from '@tanstack/react-router';
import { withAllMessages } from '@/i18n';
import { isHttpError } from '@/lib/http-error';
import { appStore } from '@/lib/store';
import { routeTree } from './route-tree.gen';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        // Retry once, and only what a retry can fix: an unreachable or failing service.
        retry: (failureCount, error) =>
          failureCount < 1 && isHttpError(error) && (error.isNetworkError || error.status >= 500),
        retryDelay: 500,
      },
    },
  });
}

/** `history`: the browser's by default; the prerenderer (`prerender.tsx`) passes a memory one. */
export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  return createRouter({
    routeTree,
    history,
    context: { queryClient, store: appStore },
    // Loaders hand their data to TanStack Query, which decides freshness.
    defaultPreloadStaleTime: 0,
    defaultPreload: 'intent',
    scrollRestoration: true,
    // Loaded only when a route without its own error component fails (react-aria's button is in it).
    defaultErrorComponent: lazyRouteComponent(
      withAllMessages(() => import('@/components/errors/route-error')),
      'RouteError',
    ),
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
