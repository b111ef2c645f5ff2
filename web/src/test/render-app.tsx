import type { Language } from '@stayvn/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  Outlet,
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router';
import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Provider, createStore } from 'jotai';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { afterEach } from 'vitest';
import { localeFor, messagesFor } from '@/i18n';
import { authAtom } from '@/lib/session/atoms';
import type { StoredAuth } from '@/lib/session/schemas';
import { sampleUser } from './http-peer';

// jsdom has no layout: the router's scroll restoration has nothing to scroll.
window.scrollTo = () => undefined;
// Nor CSS.escape, which react-aria's popovers use to look for a CSP nonce.
globalThis.CSS ??= {} as typeof CSS;
CSS.escape ??= (value: string) => value.replace(/[^\w-]/g, (character) => `\\${character}`);

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

export const signedIn: StoredAuth = {
  rememberMe: true,
  token: { accessToken: 'test-access-token', accessTokenExpiresAt: 1_900_000_000 },
  userInfo: sampleUser,
};

type RenderOptions = {
  language?: Language;
  /** The address the page starts at, e.g. `/en/search-result?type=residence`. */
  path?: string;
  auth?: StoredAuth | null;
};

/**
 * Renders a feature's component as the app does: its language's messages, a jotai store, a
 * query client without retries and a memory router whose every `/$lang/…` address shows `ui`,
 * so links, `useParams` and navigation work and the test reads where the page went.
 */
export async function renderApp(ui: ReactNode, { language = 'en', path, auth = null }: RenderOptions = {}) {
  const store = createStore();
  store.set(authAtom, auth);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const rootRoute = createRootRoute({
    component: () => (
      <IntlProvider locale={localeFor(language)} messages={messagesFor(language)} defaultLocale="en">
        <Outlet />
      </IntlProvider>
    ),
  });
  const page = () => <div data-testid="page">{ui}</div>;
  const routeTree = rootRoute.addChildren([
    createRoute({ getParentRoute: () => rootRoute, path: '$lang', component: page }),
    createRoute({ getParentRoute: () => rootRoute, path: '$lang/$', component: page }),
  ]);
  const router = createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: [path ?? `/${language}`] }),
  });
  const user = userEvent.setup();
  render(
    <Provider store={store}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </Provider>,
  );
  await screen.findByTestId('page');
  return { store, queryClient, router, user };
}
