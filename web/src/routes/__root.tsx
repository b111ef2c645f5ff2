import { isLanguage } from '@stayvn/shared';
import type { QueryClient } from '@tanstack/react-query';
import { Outlet, createRootRouteWithContext, useParams } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { NotFoundPage } from '@/components/errors/not-found-page';
import { languageAtom } from '@/features/preferences/atoms';
import { localeFor, messagesFor } from '@/i18n';
import type { AppStore } from '@/lib/store';

export type RouterContext = { queryClient: QueryClient; store: AppStore };

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootComponent,
  notFoundComponent: RootNotFound,
});

/** The language of the page: the path's when it has one, else the stored one. */
function useLanguage() {
  const stored = useAtomValue(languageAtom);
  const { lang } = useParams({ strict: false });
  return isLanguage(lang) ? lang : stored;
}

function DocumentMeta() {
  const intl = useIntl();
  useEffect(() => {
    document.documentElement.lang = intl.locale;
    document.title = intl.formatMessage({ id: 'app.title' });
  }, [intl]);
  return null;
}

/**
 * The intl provider sits at the root so that error and not-found pages, which replace a
 * route's component, are translated too.
 */
function RootComponent() {
  const language = useLanguage();
  return (
    <IntlProvider locale={localeFor(language)} messages={messagesFor(language)} defaultLocale="en">
      <DocumentMeta />
      <Outlet />
    </IntlProvider>
  );
}

function RootNotFound() {
  const language = useLanguage();
  return <NotFoundPage language={language} />;
}
