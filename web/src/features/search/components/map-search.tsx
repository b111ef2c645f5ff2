import type { Language } from '@stayvn/shared';
import { keepPreviousData, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { searchResultsQueryOptions } from '../api/search-properties';
import { centerOf, spreadOffsets, withCoordinates, type LatLng } from '../utils/map-bounds';
import type { SearchApiQuery } from '../utils/search-filter';
import { MapListPane } from './map-list-pane';
import { MapMobileBar, type MapView } from './map-mobile-bar';
import { SearchMapPane } from './search-map-pane';
import styles from './map-search.module.css';

/** Map moves settle for this long before the list is asked again. */
export const mapQueryDelay = 600;

/**
 * Find by map (spec §2.5): price markers for the cards found; a marker highlights its card;
 * moving or zooming asks again for the visible area (`bbox`). On desktop the list sits beside
 * the map; phones switch between map and list.
 */
export function MapSearch({
  query,
  language,
  fallbackCenter,
}: {
  query: SearchApiQuery;
  language: Language;
  fallbackCenter: LatLng;
}) {
  const initial = useSuspenseQuery(searchResultsQueryOptions(query));
  const [bbox, setBbox] = useState<string | null>(null);
  const debouncedBbox = useDebouncedValue(bbox, mapQueryDelay);
  const moved = useQuery({
    ...searchResultsQueryOptions({ ...query, bbox: debouncedBbox ?? undefined }),
    enabled: debouncedBbox !== null,
    placeholderData: keepPreviousData,
  });
  const result = debouncedBbox !== null && moved.data ? moved.data : initial.data;
  const [center] = useState<LatLng>(() => centerOf(initial.data.items, fallbackCenter));
  const [highlighted, setHighlighted] = useState<string | null>(null);
  const [view, setView] = useState<MapView>('map');
  const placed = withCoordinates(result.items);
  const offsets = spreadOffsets(placed);

  const pick = (id: string) => {
    setHighlighted(id);
    setView('list');
    document.getElementById(`card-${id}`)?.scrollIntoView({ behavior: 'smooth', block: 'nearest' });
  };

  return (
    <div className={styles.layout} data-view={view}>
      <MapMobileBar view={view} onViewChange={setView} language={language} />
      <MapListPane result={result} language={language} highlighted={highlighted} />
      <SearchMapPane
        center={center}
        placed={placed}
        offsets={offsets}
        highlighted={highlighted}
        onPick={pick}
        onMove={setBbox}
        updating={moved.isFetching}
      />
    </div>
  );
}
