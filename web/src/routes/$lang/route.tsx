import { languageSchema, type Language } from '@stayvn/shared';
import { Outlet, createFileRoute, redirect } from '@tanstack/react-router';
import { AppShell } from '@/components/layout/app-shell';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { startSessionOnce } from '@/features/accounts/api/session';
import { AccountControls } from '@/features/accounts/components/account-controls';
import { AuthDialog } from '@/features/accounts/components/auth-dialog';
import { AuthNotice } from '@/features/accounts/components/auth-notice';
import { socialLoginReturn } from '@/features/accounts/utils/social-login';
import { languageAtom, persistPreferenceDefaults, storageKeys } from '@/features/preferences/atoms';
import { CurrencyPicker } from '@/features/preferences/components/currency-picker';
import { LanguagePicker } from '@/features/preferences/components/language-picker';
import { browserLanguages, resolveLanguage } from '@/features/preferences/utils/resolve-language';
import { siteSettingQueryOptions } from '@/features/site/api/get-site-setting';
import { HotlineLink } from '@/features/site/components/hotline-link';
import { readStored } from '@/lib/storage';

export const Route = createFileRoute('/$lang')({
  beforeLoad: async ({ location, context }): Promise<{ language: Language }> => {
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

    // Session start-up (spec §4) before any page asks for the user.
    const socialLogin = socialLoginReturn(location.search);
    const startup = await startSessionOnce(context.store, { pathname: location.pathname, socialLogin });
    if (startup?.goHome) {
      throw redirect({ to: '/$lang', params: { lang: resolution.language }, replace: true });
    }
    if (socialLogin) {
      // The marker has done its job; a reload must not run it again.
      const query = new URLSearchParams(location.searchStr);
      query.delete('login');
      const rest = query.toString();
      throw redirect({
        href: `${location.pathname}${rest ? `?${rest}` : ''}${location.hash ? `#${location.hash}` : ''}`,
        replace: true,
      });
    }
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
          account={<AccountControls language={language} />}
        />
      }
      footer={<SiteFooter hotline={<HotlineLink variant="footer" />} />}
    >
      <Outlet />
      <AuthDialog language={language} />
      <AuthNotice />
    </AppShell>
  );
}
