import { cityCodeOf } from '@stayvn/shared';
import { createFileRoute } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { bannersQueryOptions } from '@/features/banners/api/get-banners';
import { BannerHero } from '@/features/banners/components/banner-hero';
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
        hotPropertiesQueryOptions({ cityId: store.get(cityIdAtom), lang: language, currency: store.get(currencyAtom) }),
      ),
    ]);
  },
  component: HomePage,
});

function HomePage() {
  const intl = useIntl();
  const { language } = Route.useRouteContext();
  const cityId = useAtomValue(cityIdAtom);
  const currency = useAtomValue(currencyAtom);
  return (
    <>
      <h1 className="visually-hidden">{intl.formatMessage({ id: 'home.heading' })}</h1>
      <BannerHero language={language} />
      <HotApartments
        query={{ cityId, lang: language, currency }}
        cityName={intl.formatMessage({ id: `city.${cityCodeOf(cityId)}` })}
      />
    </>
  );
}
