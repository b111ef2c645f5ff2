import type { Language } from '@stayvn/shared';
import { keepPreviousData, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Map, Overlay, ZoomControl, type TileComponent } from 'pigeon-maps';
import { tileProps } from '@/lib/map-tiles';
import { useState } from 'react';
import { Radio, RadioGroup, Label } from 'react-aria-components';
import { useIntl } from 'react-intl';
import {
  cardPrice,
  normaliseName,
  priceUnitMessage,
  shortPriceUnitMessage,
} from '@/components/property-card/card-format';
import { ListIcon, MapIcon } from '@/components/ui/icons';
import { searchResultsQueryOptions } from '../api/search-properties';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import {
  bboxParam,
  centerOf,
  compactPrice,
  spreadOffsets,
  withCoordinates,
  type LatLng,
} from '../utils/map-bounds';
import type { SearchApiQuery } from '../utils/search-filter';
import { PropertyGrid } from './property-grid';
import { EmptyResults } from './empty-results';
import styles from './map-search.module.css';
import { siteTo } from '@/components/ui/site-link';

/** Map moves settle for this long before the list is asked again. */
export const mapQueryDelay = 600;
const defaultZoom = 13;

/** A tile that disappears when it cannot load, so an offline map shows no broken-image icons. */
const QuietTile: TileComponent = ({ tile, tileLoaded }) => (
  <img
    src={tile.url}
    srcSet={tile.srcSet}
    width={tile.width}
    height={tile.height}
    loading="lazy"
    alt=""
    onLoad={tileLoaded}
    onError={(event) => {
      event.currentTarget.style.visibility = 'hidden';
    }}
    style={{
      position: 'absolute',
      left: tile.left,
      top: tile.top,
      willChange: 'transform',
      transformOrigin: 'top left',
      opacity: 1,
    }}
  />
);

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
  const intl = useIntl();
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
  const [view, setView] = useState<'map' | 'list'>('map');
  const placed = withCoordinates(result.items);
  const offsets = spreadOffsets(placed);

  const pick = (id: string) => {
    setHighlighted(id);
    setView('list');
    document.getElementById(`card-${id}`)?.scrollIntoView({ behavior: 'smooth', block: 'nearest' });
  };

  return (
    <div className={styles.layout} data-view={view}>
      <div className={styles.mobileBar}>
        <RadioGroup
          value={view}
          onChange={(value) => setView(value as 'map' | 'list')}
          orientation="horizontal"
          className={styles.viewToggle}
          data-testid="map-view-toggle"
        >
          <Label className="visually-hidden">{intl.formatMessage({ id: 'listing.map.view' })}</Label>
          <Radio value="map" className={styles.viewOption}>
            <MapIcon size={16} />
            {intl.formatMessage({ id: 'listing.map.showMap' })}
          </Radio>
          <Radio value="list" className={styles.viewOption}>
            <ListIcon size={16} />
            {intl.formatMessage({ id: 'listing.map.showList' })}
          </Radio>
        </RadioGroup>
        <p className={styles.mobileNote}>
          {intl.formatMessage({ id: 'listing.map.mobileNote' })}{' '}
          <Link to={siteTo(language, 'preparation-page')} data-testid="preparation-link">
            {intl.formatMessage({ id: 'listing.map.preparation' })}
          </Link>
        </p>
      </div>
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
      <div className={styles.mapPane}>
        <div
          className={styles.map}
          role="region"
          aria-label={intl.formatMessage({ id: 'listing.map.label' })}
          data-testid="search-map"
        >
          <Map
            defaultCenter={center}
            defaultZoom={defaultZoom}
            minZoom={5}
            maxZoom={18}
            onBoundsChanged={({ bounds, initial: first }) => {
              // The first bounds are the map's own start, not a visitor's move.
              if (!first) setBbox(bboxParam(bounds));
            }}
            {...tileProps}
            tileComponent={QuietTile}
          >
            <ZoomControl />
            {placed.map((item) => {
              const price = cardPrice(item);
              return (
                <Overlay key={item.id} anchor={[item.latitude, item.longitude]} offset={[0, 0]}>
                  {/* Fanned out around the building's spot; pigeon-maps places the anchor. */}
                  <button
                    type="button"
                    className={styles.marker}
                    style={{
                      translate: `${offsets.get(item.id)?.[0] ?? 0}px ${offsets.get(item.id)?.[1] ?? 0}px`,
                    }}
                    data-active={highlighted === item.id || undefined}
                    aria-pressed={highlighted === item.id}
                    aria-label={intl.formatMessage(
                      { id: 'listing.map.marker' },
                      {
                        name: normaliseName(item.name),
                        price: price.current,
                        unit: intl.formatMessage({ id: priceUnitMessage[price.unit] }),
                      },
                    )}
                    onClick={() => pick(item.id)}
                    data-testid="map-marker"
                  >
                    {compactPrice(price.current)}
                    <span className={styles.markerUnit}>
                      {intl.formatMessage({ id: shortPriceUnitMessage[price.unit] })}
                    </span>
                  </button>
                </Overlay>
              );
            })}
          </Map>
          {moved.isFetching ? (
            <p className={styles.updating} role="status">
              {intl.formatMessage({ id: 'listing.map.updating' })}
            </p>
          ) : (
            <p className={styles.hint}>{intl.formatMessage({ id: 'listing.map.hint' })}</p>
          )}
        </div>
      </div>
    </div>
  );
}
