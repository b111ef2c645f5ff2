import { homeCounts, type HotPropertiesQuery } from '@stayvn/shared';
import { useIntl } from 'react-intl';
import { ErrorNotice } from '@/components/errors/error-notice';
import { QueryBoundary } from '@/components/errors/query-boundary';
import { SectionHeader } from '@/components/ui/section-header';
import { useHotProperties } from '../api/get-hot-properties';
import { PropertyCard, PropertyCardSkeleton } from '@/components/property-card/property-card';
import styles from './hot-apartments.module.css';

function HotApartmentList({ query, cityName }: { query: HotPropertiesQuery; cityName: string }) {
  const intl = useIntl();
  const { data: properties } = useHotProperties(query);
  if (properties.length === 0) {
    return (
      <p className={styles.empty} data-testid="hot-apartments-empty">
        {intl.formatMessage({ id: 'hot.empty' }, { city: cityName })}
      </p>
    );
  }
  return (
    <ul className={styles.grid}>
      {properties.slice(0, homeCounts.hotApartments).map((property) => (
        <li key={property.id}>
          <PropertyCard property={property} language={query.lang} testId="hot-apartment" fromHome />
        </li>
      ))}
    </ul>
  );
}

function HotApartmentsPending() {
  const intl = useIntl();
  return (
    <div role="status" aria-label={intl.formatMessage({ id: 'hot.loading' })}>
      <ul className={styles.grid}>
        {Array.from({ length: homeCounts.hotApartments }, (_, index) => (
          <li key={index}>
            <PropertyCardSkeleton />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The home page's three hot serviced apartments of the chosen city. */
export function HotApartments({ query, cityName }: { query: HotPropertiesQuery; cityName: string }) {
  const intl = useIntl();
  return (
    <section
      className={`container render-when-near ${styles.section}`}
      aria-labelledby="hot-apartments-title"
      data-testid="hot-apartments"
    >
      <SectionHeader
        headingId="hot-apartments-title"
        eyebrow={intl.formatMessage({ id: 'hot.subtitle' }, { city: cityName })}
        title={intl.formatMessage({ id: 'hot.title' })}
      />
      <QueryBoundary
        pending={<HotApartmentsPending />}
        fallback={({ error, retry }) => <ErrorNotice error={error} retry={retry} titleId="hot.error" />}
      >
        <HotApartmentList query={query} cityName={cityName} />
      </QueryBoundary>
    </section>
  );
}
