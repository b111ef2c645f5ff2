import { defaultLanguage, isLanguage } from '@stayvn/shared';
import { createFileRoute } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { bannersQueryOptions } from '@/features/banners/api/get-banners';
import { BannerHero } from '@/features/banners/components/banner-hero';
import { cityIdAtom, currencyAtom } from '@/lib/preferences/atoms';
import { pageHead, translate } from '@/lib/seo';
import { LazySearchForm } from '@/features/search/components/lazy-search-form';
import { HomeSectionsIsland } from './-home-sections-island';

export const Route = createFileRoute('/$lang/')({
  head: ({ params }) => {
    const language = isLanguage(params.lang) ? params.lang : defaultLanguage;
    return pageHead({
      language,
      path: '/',
      title: translate(language, 'app.title'),
      description: translate(language, 'home.description'),
    });
  },
  // Not awaited: the page renders at once; the hero shows its skeleton until its data is in,
  // and its own error (with a retry) if a service is down. The sections below it ask for their
  // data when their chunk renders them (`-home-sections.tsx`), each with its own skeleton. The
  // search form's prefetch comes with the form's code (an island, loaded as the page starts),
  // not in home's chunk; the prerenderer, which waits for every query, waits for it to start.
  loader: async ({ context }) => {
    void context.queryClient.prefetchQuery(bannersQueryOptions(context.language));
    const form = import('@/features/search/api/prefetch-search-form').then((module) =>
      module.prefetchSearchForm(context, heroForm),
    );
    // (Offline or a stale deploy: the island shows its own error when its code cannot load.)
    if (import.meta.env.SSR) await form;
    else form.catch(() => undefined);
  },
  component: HomePage,
});

/** The search form in the hero: the residence (long-term) and office (short-term) tabs of spec §2.4. */
const heroForm = { defaultTab: 'residence' } as const;

function HeroSearch() {
  return <LazySearchForm variant="hero" {...heroForm} />;
}

function HomePage() {
  const intl = useIntl();
  const { language } = Route.useRouteContext();
  const cityId = useAtomValue(cityIdAtom);
  const currency = useAtomValue(currencyAtom);
  return (
    <>
      <h1 className="visually-hidden">{intl.formatMessage({ id: 'home.heading' })}</h1>
      <BannerHero language={language} search={<HeroSearch />} />
      <HomeSectionsIsland language={language} cityId={cityId} currency={currency} />
    </>
  );
}
