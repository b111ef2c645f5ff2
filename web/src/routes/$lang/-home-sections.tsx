import { cityCodeOf, type CityId, type CurrencyCode, type Language } from '@stayvn/shared';
import { useIntl } from 'react-intl';
import { PartnerCarousel } from '@/components/partner-carousel/partner-carousel';
import { AboutSummary } from '@/features/home/components/about-summary';
import { Essentials } from '@/features/home/components/essentials';
import { FeaturedProjects } from '@/features/home/components/featured-projects';
import { HomeBlogs } from '@/features/home/components/home-blogs';
import { HotApartments } from '@/features/hot-properties/components/hot-apartments';
import { CardContactProvider } from './-property-enquiry';

export type HomeSectionsProps = { language: Language; cityId: CityId; currency: CurrencyCode };

/**
 * Home below the hero (spec §2.4): essentials, hot apartments of the chosen city, featured
 * projects, blogs, about us and partners. A chunk of its own (`-home-sections-island.tsx`).
 */
export default function HomeSections({ language, cityId, currency }: HomeSectionsProps) {
  const intl = useIntl();
  return (
    <>
      <Essentials language={language} />
      <CardContactProvider language={language}>
        <HotApartments
          query={{ cityId, lang: language, currency }}
          cityName={intl.formatMessage({ id: `city.${cityCodeOf(cityId)}` })}
        />
      </CardContactProvider>
      <FeaturedProjects language={language} />
      <HomeBlogs language={language} />
      <AboutSummary language={language} />
      <PartnerCarousel />
    </>
  );
}
