import { Map, Overlay, ZoomControl } from 'pigeon-maps';
import { tileProps } from '@/lib/map-tiles';
import { PinIcon } from '@/components/ui/icons';
import { ServiceIcon } from './service-icon';
import type { LocationLabels, NearbyPlace } from './location-types';
import styles from './location.module.css';

type Point = [number, number];

/** A shorter map on phones, so the nearby places stay within reach. */
function mapHeight(): number {
  return typeof window !== 'undefined' && window.matchMedia('(max-width: 640px)').matches ? 320 : 460;
}

/**
 * The map half of the location tab: a pigeon-maps map with the property's marker and the
 * markers of the given places (or a note when the property has no coordinates), above the
 * property's name and address.
 */
export function LocationMap({
  name,
  address,
  home,
  center,
  zoom,
  onMove,
  markers,
  selectedId,
  onSelect,
  labels,
}: {
  name: string;
  address: string | null;
  home: Point | null;
  center: Point | null;
  zoom: number;
  onMove: (center: Point, zoom: number) => void;
  markers: NearbyPlace[];
  selectedId: string | undefined;
  onSelect: (place: NearbyPlace) => void;
  labels: LocationLabels;
}) {
  return (
    <div className={styles.mapBox}>
      {center ? (
        <div className={styles.map} role="region" aria-label={labels.map} data-testid="location-map">
          <Map
            center={center}
            zoom={zoom}
            onBoundsChanged={({ center: next, zoom: nextZoom }) => onMove(next, nextZoom)}
            height={mapHeight()}
            metaWheelZoom
            metaWheelZoomWarning={labels.wheelZoomHint}
            {...tileProps}
          >
            <ZoomControl />
            {home ? (
              <Overlay anchor={home} offset={[18, 44]}>
                <span
                  className={`${styles.pin} ${styles.homePin}`}
                  title={name}
                  data-testid="property-marker"
                >
                  <PinIcon size={20} />
                  <span className="visually-hidden">{labels.property}</span>
                </span>
              </Overlay>
            ) : null}
            {markers.map((place) => (
              <Overlay key={place.id} anchor={[place.latitude!, place.longitude!]} offset={[16, 38]}>
                <button
                  type="button"
                  className={`${styles.pin} ${selectedId === place.id ? styles.pinSelected : ''}`}
                  onClick={() => onSelect(place)}
                  aria-label={place.name}
                  data-testid="nearby-marker"
                >
                  <ServiceIcon name={place.icon} size={16} />
                </button>
              </Overlay>
            ))}
          </Map>
        </div>
      ) : (
        <p className={styles.noLocation}>{labels.noLocation}</p>
      )}
      <div className={styles.address}>
        <PinIcon size={18} />
        <div>
          <strong>{name}</strong>
          {address ? <p>{address}</p> : null}
        </div>
      </div>
    </div>
  );
}
