import type { Language, PropertyCard } from '@stayvn/shared';
import { useIntl } from 'react-intl';
import { EmptyResults } from './empty-results';
import { PropertyGrid } from './property-grid';
import styles from './map-search.module.css';

/** Beside the map: how many were found in its area, and their cards (the picked one marked). */
export function MapListPane({
  result,
  language,
  highlighted,
}: {
  result: { total: number; items: PropertyCard[] };
  language: Language;
  highlighted: string | null;
}) {
  const intl = useIntl();
  return (
    <div className={styles.listPane}>
      <p className={styles.count} aria-live="polite" data-testid="listing-count">
        {intl.formatMessage({ id: 'listing.count' }, { count: result.total })}
      </p>
      {result.items.length === 0 ? (
        <EmptyResults
          title={intl.formatMessage({ id: 'search_page.not_found' })}
          body={intl.formatMessage({ id: 'listing.map.hint' })}
        />
      ) : (
        <PropertyGrid
          properties={result.items}
          language={language}
          linkTarget="search-result"
          highlightedId={highlighted}
          className={styles.grid}
          data-testid="map-list"
        />
      )}
    </div>
  );
}
