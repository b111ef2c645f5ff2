import { cityCodeOf, defaultLanguage, isLanguage } from '@stayvn/shared';
import { createFileRoute } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { PartnerCarousel } from '@/components/partner-carousel/partner-carousel';
import { bannersQueryOptions } from '@/features/banners/api/get-banners';
import { BannerHero } from '@/features/banners/components/banner-hero';
import { AboutSummary } from '@/features/home/components/about-summary';
import { Essentials } from '@/features/home/components/essentials';
import { FeaturedProjects } from '@/features/home/components/featured-projects';
import { HomeBlogs } from '@/features/home/components/home-blogs';
import {
  aboutSummaryQueryOptions,
  essentialsQueryOptions,
  featuredProjectsQueryOptions,
  homeBlogsQueryOptions,
} from '@/features/home/api/get-home-content';
import { hotPropertiesQueryOptions } from '@/features/hot-properties/api/get-hot-properties';
import { HotApartments } from '@/features/hot-properties/components/hot-apartments';
import { cityIdAtom, currencyAtom } from '@/features/preferences/atoms';
import { partnersQueryOptions } from '@/components/partner-carousel/get-partners';
import { pageHead, translate } from '@/lib/seo';
import { prefetchSearchForm } from '@/features/search/api/prefetch-search-form';
import { LazySearchForm } from '@/features/search/components/lazy-search-form';

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
  // Not awaited: the page renders at once; the hero and each section show their own skeleton
  // until their data is in, and their own error (with a retry) if a service is down.
  loader: ({ context }) => {
    const { queryClient, store, language } = context;
    const hotQuery = { cityId: store.get(cityIdAtom), lang: language, currency: store.get(currencyAtom) };
    void queryClient.prefetchQuery(bannersQueryOptions(language));
    void queryClient.prefetchQuery(hotPropertiesQueryOptions(hotQuery));
    void queryClient.prefetchQuery(essentialsQueryOptions(language));
    void queryClient.prefetchQuery(featuredProjectsQueryOptions(language));
    void queryClient.prefetchQuery(homeBlogsQueryOptions(language));
    void queryClient.prefetchQuery(aboutSummaryQueryOptions(language));
    void queryClient.prefetchQuery(partnersQueryOptions());
    prefetchSearchForm(context, heroForm);
  },
  component: HomePage,
});

function useHomeQuery() {
  const { language } = Route.useRouteContext();
  const cityId = useAtomValue(cityIdAtom);
  const currency = useAtomValue(currencyAtom);
  return { cityId, lang: language, currency };
}

/** The search form in the hero: the residence (long-term) and office (short-term) tabs of spec §2.4. */
const heroForm = { defaultTab: 'residence' } as const;

function HeroSearch() {
  return <LazySearchForm variant="hero" {...heroForm} />;
}

function HomePage() {
  const intl = useIntl();
  const query = useHomeQuery();
  return (
    <>
      <h1 className="visually-hidden">{intl.formatMessage({ id: 'home.heading' })}</h1>
      <BannerHero language={query.lang} search={<HeroSearch />} />
      <Essentials language={query.lang} />
      <HotApartments
        query={query}
        cityName={intl.formatMessage({ id: `city.${cityCodeOf(query.cityId)}` })}
      />
      <FeaturedProjects language={query.lang} />
      <HomeBlogs language={query.lang} />
      <AboutSummary language={query.lang} />
      <PartnerCarousel />
    </>
  );
}
