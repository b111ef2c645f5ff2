import { isLanguage, type Language } from '@stayvn/shared';
import { Outlet, createFileRoute, redirect } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { AppShell } from '@/components/layout/app-shell';
import type { PickerPlace } from '@/components/ui/picker';
import { FloatingActions } from '@/components/layout/floating-actions';
import { SiteHeader } from '@/components/layout/site-header';
import { startSessionOnce } from '@/features/accounts/api/session';
import { AccountControls } from '@/features/accounts/components/account-controls';
import { LazyAuthDialog } from '@/features/accounts/components/lazy-auth-dialog';
import { LazySearchForm } from '@/features/search/components/lazy-search-form';
import { AuthNotice } from '@/features/accounts/components/auth-notice';
import { socialLoginReturn } from '@/features/accounts/utils/social-login';
import { cityIdAtom, languageAtom, persistPreferenceDefaults, storageKeys } from '@/lib/preferences/atoms';
import { CityPicker } from '@/features/preferences/components/city-picker';
import { CurrencyPicker } from '@/features/preferences/components/currency-picker';
import { LanguagePicker } from '@/features/preferences/components/language-picker';
import { readLanguage } from '@/lib/preferences/preference-values';
import { hasPicks } from '@/features/preferences/utils/pick-keys';
import { browserLanguages, resolveLanguage } from '@/features/preferences/utils/resolve-language';
import { projectMenuQueryOptions } from '@/features/project-menu/api/get-project-menu';
import { ProjectGroups, ProjectsMenu } from '@/features/project-menu/components/projects-menu';
import { siteSettingQueryOptions } from '@/features/site/api/get-site-setting';
import { HotlineLink } from '@/features/site/components/hotline-link';
import { exchangeRateAtom } from '@/lib/exchange-rate';
import { readStored } from '@/lib/storage';
import { FooterIsland } from './-footer-island';

export const Route = createFileRoute('/$lang')({
  beforeLoad: async ({ location, context, preload }): Promise<{ language: Language }> => {
    const resolution = resolveLanguage({
      pathname: location.pathname,
      searchStr: location.searchStr,
      hash: location.hash,
      stored: readStored(storageKeys.language, readLanguage),
      browserLanguages: browserLanguages(),
    });
    // Any first segment that is not a language is a path without one (e.g. /offers).
    if (resolution.kind === 'redirect') throw redirect({ href: resolution.href, replace: true });
    // The router preloads a link's page when it is hovered or focused: only arriving stores the
    // language and the picks, and the session has started on the first arrival.
    if (preload) return { language: resolution.language };
    // The path wins and is stored.
    context.store.set(languageAtom, resolution.language);
    // A currency or city picked by the header's plain links (before the scripts ran, say).
    const picks = hasPicks(location.searchStr)
      ? (await import('@/features/preferences/utils/picks')).applyPicks(context.store, location.searchStr)
      : undefined;
    if (picks) {
      throw redirect({
        href: `${location.pathname}${picks.rest}${location.hash ? `#${location.hash}` : ''}`,
        replace: true,
      });
    }
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
  loader: ({ context, params }) => {
    // A prerendered page carries the apartments menu in its HTML, so that it works before the
    // scripts run; in the browser the menu asks for it when about to open.
    if (import.meta.env.SSR && isLanguage(params.lang)) {
      void context.queryClient.prefetchQuery(projectMenuQueryOptions(params.lang));
    }
    // Not awaited: the hotline must never hold up or break the page. The exchange rate is
    // kept (EXCHANGE_RATE) for amounts the CMS gives in one currency.
    void context.queryClient
      .fetchQuery(siteSettingQueryOptions())
      .then((setting) => {
        if (setting.exchangeRate) context.store.set(exchangeRateAtom, setting.exchangeRate);
      })
      .catch(() => undefined);
  },
  component: LanguageLayout,
});

function Preferences({ language, place }: { language: Language; place: PickerPlace }) {
  return (
    <>
      <LanguagePicker language={language} place={place} />
      <CurrencyPicker place={place} />
      <CityPicker place={place} />
    </>
  );
}

function LanguageLayout() {
  const { language } = Route.useRouteContext();
  const cityId = useAtomValue(cityIdAtom);
  return (
    <AppShell
      header={
        <SiteHeader
          language={language}
          hotline={<HotlineLink variant="topbar" />}
          drawerHotline={<HotlineLink variant="drawer" />}
          preferences={<Preferences language={language} place="topbar" />}
          drawerPreferences={<Preferences language={language} place="drawer" />}
          account={<AccountControls language={language} />}
          projectsMenu={(triggerClassName) => (
            <ProjectsMenu language={language} cityId={cityId} triggerClassName={triggerClassName} />
          )}
          drawerProjects={(close, isOpen) => (
            <ProjectGroups language={language} cityId={cityId} isOpen={isOpen} onNavigate={close} />
          )}
        />
      }
      footer={<FooterIsland language={language} />}
    >
      <Outlet />
      <FloatingActions
        language={language}
        phone={<HotlineLink variant="floating" />}
        search={(close) => <LazySearchForm variant="dialog" defaultTab="residence" onSubmitted={close} />}
      />
      <LazyAuthDialog language={language} />
      <AuthNotice />
    </AppShell>
  );
}
