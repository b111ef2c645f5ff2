import { normaliseName } from '@/components/property-card/card-format';
import { LocationPanel } from '@/components/detail/location-panel';
import { TabSkeleton } from '@/components/detail/tab-skeleton';
import { useDetailLabels } from '@/components/detail/use-detail-labels';
import { ErrorNotice } from '@/components/errors/error-notice';
import { cityIdAtom, currencyAtom } from '@/lib/preferences/atoms';
import { hotPropertiesQueryOptions } from '@/features/hot-properties/api/get-hot-properties';
import { propertyDetailQueryOptions } from '@/features/property-detail/api/get-property-detail';
import { nearbyCategoriesOf } from '@/lib/cms-detail';
import { translatedHead } from '@/lib/content-head';
import { useQuery } from '@tanstack/react-query';
import { Link, createFileRoute } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import styles from './-location-test.module.css';

/**
 * /{lang}/test (spec §2.2, prefixed only): the location test — the location component (map at
 * zoom 14 with the apartment's marker, nearby-place categories and their cards) shown with a
 * live apartment of the visitor's city, so it can be tried apart from a detail page.
 */
export const Route = createFileRoute('/$lang/test')({
  head: ({ params }) =>
    translatedHead(params.lang, '/test', 'locationTest.title', 'locationTest.intro', { indexable: false }),
  component: LocationTestPage,
});

function LocationTestPage() {
  const intl = useIntl();
  const { language } = Route.useRouteContext();
  const labels = useDetailLabels();
  const cityId = useAtomValue(cityIdAtom);
  const currency = useAtomValue(currencyAtom);
  const apartments = useQuery(hotPropertiesQueryOptions({ cityId, lang: language, currency }));
  // The first of the city's apartments that has a place on the map (a card may not say: then the first).
  const card =
    apartments.data?.find((item) => item.latitude != null && item.longitude != null) ?? apartments.data?.[0];
  const property = useQuery({ ...propertyDetailQueryOptions(card?.id ?? '', language), enabled: !!card });
  const failed = apartments.isError ? apartments : property.isError ? property : null;

  return (
    <div className={`container ${styles.page}`} data-testid="location-test">
      <h1 className={styles.title}>{intl.formatMessage({ id: 'locationTest.title' })}</h1>
      <p className={styles.intro}>{intl.formatMessage({ id: 'locationTest.intro' })}</p>
      {failed ? (
        <ErrorNotice error={failed.error} retry={() => void failed.refetch()} titleId="locationTest.error" />
      ) : apartments.isSuccess && !card ? (
        <p data-testid="location-test-empty">{intl.formatMessage({ id: 'locationTest.empty' })}</p>
      ) : !card || !property.data ? (
        <TabSkeleton label={intl.formatMessage({ id: 'app.loading' })} variant="map" />
      ) : (
        <>
          <h2 className={styles.name}>
            <Link
              to="/$lang/$prefix/$tab/$id/$slug/$typeCode"
              params={{
                lang: language,
                prefix: 'serviced-apartments',
                tab: 'location',
                id: card.id,
                slug: card.slug,
                typeCode: card.typeCode,
              }}
              data-testid="location-test-apartment"
            >
              {normaliseName(property.data.name)}
            </Link>
          </h2>
          <LocationPanel
            name={normaliseName(property.data.name)}
            address={property.data.address ?? null}
            latitude={property.data.latitude ?? null}
            longitude={property.data.longitude ?? null}
            categories={nearbyCategoriesOf(property.data.nearbyCategories)}
            labels={labels.location}
          />
        </>
      )}
    </div>
  );
}
