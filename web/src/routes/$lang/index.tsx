import { cityCodeOf } from '@stayvn/shared';
import { createFileRoute } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { bannersQueryOptions } from '@/features/banners/api/get-banners';
import { BannerHero, HeroSkeleton } from '@/features/banners/components/banner-hero';
import { hotPropertiesQueryOptions } from '@/features/hot-properties/api/get-hot-properties';
import { HotApartments } from '@/features/hot-properties/components/hot-apartments';
import { cityIdAtom, currencyAtom } from '@/features/preferences/atoms';

export const Route = createFileRoute('/$lang/')({
  loader: async ({ context: { queryClient, store, language } }) => {
    // allSettled: each section shows its own error, so one service being down
    // does not take the whole home page with it.
    await Promise.allSettled([
      queryClient.ensureQueryData(bannersQueryOptions(language)),
      queryClient.ensureQueryData(
        hotPropertiesQueryOptions({
          cityId: store.get(cityIdAtom),
          lang: language,
          currency: store.get(currencyAtom),
        }),
      ),
    ]);
  },
  // Shown inside the layout if the services are slow, instead of a blank page.
  pendingComponent: HomePending,
  pendingMs: 300,
  component: HomePage,
});

function useHomeQuery() {
  const { language } = Route.useRouteContext();
  const cityId = useAtomValue(cityIdAtom);
  const currency = useAtomValue(currencyAtom);
  return { cityId, lang: language, currency };
}

function HomePending() {
  const intl = useIntl();
  const query = useHomeQuery();
  return (
    <>
      <h1 className="visually-hidden">{intl.formatMessage({ id: 'home.heading' })}</h1>
      <HeroSkeleton />
      <HotApartments
        query={query}
        cityName={intl.formatMessage({ id: `city.${cityCodeOf(query.cityId)}` })}
        pending
      />
    </>
  );
}

function HomePage() {
  const intl = useIntl();
  const query = useHomeQuery();
  return (
    <>
      <h1 className="visually-hidden">{intl.formatMessage({ id: 'home.heading' })}</h1>
      <BannerHero language={query.lang} />
      <HotApartments
        query={query}
        cityName={intl.formatMessage({ id: `city.${cityCodeOf(query.cityId)}` })}
      />
    </>
  );
}
