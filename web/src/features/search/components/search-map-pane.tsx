import type { PropertyCard } from '@stayvn/shared';
import { Map, Overlay, ZoomControl, type TileComponent } from 'pigeon-maps';
import { useIntl } from 'react-intl';
import {
  cardPrice,
  normaliseName,
  priceUnitMessage,
  shortPriceUnitMessage,
} from '@/components/property-card/card-format';
import { tileProps } from '@/lib/map-tiles';
import { bboxParam, compactPrice, type LatLng } from '../utils/map-bounds';
import styles from './map-search.module.css';

const defaultZoom = 13;

type PlacedCard = PropertyCard & { latitude: number; longitude: number };

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

/** A card's price on the map, fanned out by `offset` from its building's spot; it picks the card. */
function PriceMarker({
  item,
  offset,
  active,
  onPick,
}: {
  item: PlacedCard;
  offset: [number, number] | undefined;
  active: boolean;
  onPick: (id: string) => void;
}) {
  const intl = useIntl();
  const price = cardPrice(item);
  return (
    <button
      type="button"
      className={styles.marker}
      style={{ translate: `${offset?.[0] ?? 0}px ${offset?.[1] ?? 0}px` }}
      data-active={active || undefined}
      aria-pressed={active}
      aria-label={intl.formatMessage(
        { id: 'listing.map.marker' },
        {
          name: normaliseName(item.name),
          price: price.current,
          unit: intl.formatMessage({ id: priceUnitMessage[price.unit] }),
        },
      )}
      onClick={() => onPick(item.id)}
      data-testid="map-marker"
    >
      {compactPrice(price.current)}
      <span className={styles.markerUnit}>
        {intl.formatMessage({ id: shortPriceUnitMessage[price.unit] })}
      </span>
    </button>
  );
}

/**
 * The map of the search: a price marker for each card found that has a position, and a note
 * that says moving the map searches its area (or that it is doing so).
 */
export function SearchMapPane({
  center,
  placed,
  offsets,
  highlighted,
  onPick,
  onMove,
  updating,
}: {
  center: LatLng;
  placed: PlacedCard[];
  offsets: ReadonlyMap<string, [number, number]>;
  highlighted: string | null;
  onPick: (id: string) => void;
  /** A visitor's move: the visible area as the booking service's `bbox`. */
  onMove: (bbox: string) => void;
  updating: boolean;
}) {
  const intl = useIntl();
  return (
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
            if (!first) onMove(bboxParam(bounds));
          }}
          {...tileProps}
          tileComponent={QuietTile}
        >
          <ZoomControl />
          {placed.map((item) => (
            <Overlay key={item.id} anchor={[item.latitude, item.longitude]} offset={[0, 0]}>
              {/* Fanned out around the building's spot; pigeon-maps places the anchor. */}
              <PriceMarker
                item={item}
                offset={offsets.get(item.id)}
                active={highlighted === item.id}
                onPick={onPick}
              />
            </Overlay>
          ))}
        </Map>
        {updating ? (
          <p className={styles.updating} role="status">
            {intl.formatMessage({ id: 'listing.map.updating' })}
          </p>
        ) : (
          <p className={styles.hint}>{intl.formatMessage({ id: 'listing.map.hint' })}</p>
        )}
      </div>
    </div>
  );
}
