import { languageSchema, type Language } from '@stayvn/shared';
import { Outlet, createFileRoute, redirect } from '@tanstack/react-router';
import { AppShell } from '@/components/layout/app-shell';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { languageAtom, persistPreferenceDefaults, storageKeys } from '@/features/preferences/atoms';
import { CurrencyPicker } from '@/features/preferences/components/currency-picker';
import { LanguagePicker } from '@/features/preferences/components/language-picker';
import { browserLanguages, resolveLanguage } from '@/features/preferences/utils/resolve-language';
import { siteSettingQueryOptions } from '@/features/site/api/get-site-setting';
import { HotlineLink } from '@/features/site/components/hotline-link';
import { readStored } from '@/lib/storage';

export const Route = createFileRoute('/$lang')({
  beforeLoad: ({ location, context }): { language: Language } => {
    const resolution = resolveLanguage({
      pathname: location.pathname,
      searchStr: location.searchStr,
      hash: location.hash,
      stored: readStored(storageKeys.language, languageSchema),
      browserLanguages: browserLanguages(),
    });
    // Any first segment that is not a language is a path without one (e.g. /offers).
    if (resolution.kind === 'redirect') throw redirect({ href: resolution.href, replace: true });
    // The path wins and is stored.
    context.store.set(languageAtom, resolution.language);
    persistPreferenceDefaults(context.store);
    return { language: resolution.language };
  },
  loader: ({ context }) => {
    // Not awaited: the hotline must never hold up or break the page.
    void context.queryClient.prefetchQuery(siteSettingQueryOptions());
  },
  component: LanguageLayout,
});

function LanguageLayout() {
  const { language } = Route.useRouteContext();
  return (
    <AppShell
      header={
        <SiteHeader
          language={language}
          hotline={<HotlineLink variant="header" />}
          preferences={
            <>
              <LanguagePicker language={language} />
              <CurrencyPicker />
            </>
          }
        />
      }
      footer={<SiteFooter hotline={<HotlineLink variant="footer" />} />}
    >
      <Outlet />
    </AppShell>
  );
}
