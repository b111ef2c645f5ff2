import { isLanguage } from '@stayvn/shared';
import type { QueryClient } from '@tanstack/react-query';
import { HeadContent, Outlet, createRootRouteWithContext, useParams } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { NotFoundPage } from '@/components/errors/not-found-page';
import { LoadingBar } from '@/components/layout/loading-bar';
import { ToastOutlet } from '@/components/ui/announce';
import { config } from '@/config';
import { languageAtom } from '@/lib/preferences/atoms';
import { loadMessages, localeFor, messagesFor } from '@/i18n';
import { useHydrated } from '@/lib/hydration';
import { jsonLd, siteName } from '@/lib/seo';
import type { AppStore } from '@/lib/store';

export type RouterContext = { queryClient: QueryClient; store: AppStore };

export const Route = createRootRouteWithContext<RouterContext>()({
  // The page's messages are chunks of their own (see i18n/index.ts): loaded before anything
  // renders or a route's `head` translates a title; home (`/en`) needs only the start part.
  beforeLoad: async ({ location, context }) => {
    const [, first, ...rest] = location.pathname.split('/');
    const home = rest.every((segment) => segment === '');
    await loadMessages(isLanguage(first) ? first : context.store.get(languageAtom), home ? 'start' : 'all');
  },
  head: () => ({
    meta: [{ title: siteName }],
    // Who runs the site, on every page; pages add their own (apartment, blog post) next to it.
    scripts: [
      jsonLd({
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: siteName,
        url: config.siteUrl,
        logo: `${config.siteUrl}/favicon.svg`,
      }),
    ],
  }),
  component: RootComponent,
  notFoundComponent: RootNotFound,
});

/** The language of the page: the path's when it has one, else the stored one. */
function useLanguage() {
  const stored = useAtomValue(languageAtom);
  const { lang } = useParams({ strict: false });
  return isLanguage(lang) ? lang : stored;
}

function DocumentLanguage() {
  const intl = useIntl();
  useEffect(() => {
    document.documentElement.lang = intl.locale;
  }, [intl]);
  // The app has taken the page over (hydrated a prerendered one, or rendered its own): from
  // here on its buttons answer. End-to-end tests wait for it before they press anything. A
  // prerendered page opened at another address hid its content until now (prerender.mjs).
  useEffect(() => {
    document.documentElement.dataset.ready = '';
    document.documentElement.removeAttribute('data-other-address');
  }, []);
  return null;
}

/**
 * Titles, descriptions, canonical and hreflang links from each route's `head` (lib/seo.ts);
 * React hoists them into <head>. A prerendered page has them in its HTML, but in <head>
 * (scripts/prerender.mjs moves them): the server renders them, the browser once the page is
 * hydrated — in this component alone, so that only it renders again then.
 */
function RouteHead() {
  const hydrated = useHydrated();
  return hydrated || typeof window === 'undefined' ? <HeadContent /> : null;
}

/**
 * The intl provider sits at the root so that error and not-found pages, which replace a
 * route's component, are translated too.
 */
function RootComponent() {
  const language = useLanguage();
  return (
    <IntlProvider locale={localeFor(language)} messages={messagesFor(language)} defaultLocale="en">
      <DocumentLanguage />
      <RouteHead />
      <LoadingBar />
      <Outlet />
      {/* One toast region for the whole app, loaded with the first toast (ui/announce.tsx). */}
      <ToastOutlet />
    </IntlProvider>
  );
}

function RootNotFound() {
  const language = useLanguage();
  return <NotFoundPage language={language} />;
}
