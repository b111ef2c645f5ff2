import { Map, Overlay, ZoomControl } from 'pigeon-maps';
import { tileProps } from '@/lib/map-tiles';
import { useState, type ReactNode } from 'react';
import { Button, Disclosure, DisclosureGroup, DisclosurePanel, Heading } from 'react-aria-components';
import type { ResponsiveImage } from '@/lib/cms-media';
import { ChevronDownIcon, PhoneIcon, PinIcon } from '@/components/ui/icons';
import { ServiceIcon } from './service-icon';
import styles from './location.module.css';

/** Spec §9: the map opens at zoom 14 on the property. */
export const defaultMapZoom = 14;

export type NearbyPlace = {
  id: string;
  name: string;
  latitude: number | null;
  longitude: number | null;
  /** The walking distance text, e.g. "3 minutes on foot". */
  content: string | null;
  icon: string | null;
  image: ResponsiveImage | null;
  address: string | null;
  phone: string | null;
};

export type NearbyCategory = { id: string; name: string; icon: string | null; items: NearbyPlace[] };

export type LocationLabels = {
  map: string;
  property: string;
  nearby: string;
  noNearby: string;
  back: string;
  showPanel: string;
  hidePanel: string;
  call: (phone: string) => string;
  noLocation: string;
  /** Shown over the map when the wheel is used without the modifier; pigeon-maps puts ctrl or ⌘ for META. */
  wheelZoomHint: string;
  places: (count: number) => string;
};

/** A shorter map on phones, so the nearby places stay within reach. */
function mapHeight(): number {
  return typeof window !== 'undefined' && window.matchMedia('(max-width: 640px)').matches ? 320 : 460;
}

function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/**
 * The location tab of apartments and projects: a pigeon-maps map with the property's marker at
 * zoom 14 and the markers of the open category's places, beside one disclosure group of nearby
 * place categories. Choosing a place shows its card (picture, name, walking distance, address,
 * phone) until "back to nearby places". On phones the panel folds behind a toggle.
 */
export function LocationPanel({
  name,
  address,
  latitude,
  longitude,
  categories,
  labels,
  footer,
}: {
  name: string;
  address: string | null;
  latitude: number | null;
  longitude: number | null;
  categories: NearbyCategory[];
  labels: LocationLabels;
  /** Below the panel, e.g. the link to the preparation page. */
  footer?: ReactNode;
}) {
  const [expanded, setExpanded] = useState<Set<string>>(
    () => new Set(categories[0] ? [categories[0].id] : []),
  );
  const [selected, setSelected] = useState<NearbyPlace | null>(null);
  const [panelOpen, setPanelOpen] = useState(false);
  const home: [number, number] | null =
    latitude !== null && longitude !== null ? [latitude, longitude] : null;
  const [center, setCenter] = useState<[number, number] | null>(home);
  const [zoom, setZoom] = useState(defaultMapZoom);

  const openCategory = categories.find((category) => expanded.has(category.id));
  const markers = (selected ? [selected] : (openCategory?.items ?? [])).filter(
    (place) => place.latitude !== null && place.longitude !== null,
  );

  const select = (place: NearbyPlace) => {
    setSelected(place);
    // A marker chosen on a phone opens the folded panel, so its card is seen.
    setPanelOpen(true);
    if (place.latitude !== null && place.longitude !== null) setCenter([place.latitude, place.longitude]);
  };
  const back = () => {
    setSelected(null);
    setCenter(home);
  };

  return (
    <div className={styles.location} data-testid="location-panel">
      <div className={styles.mapBox}>
        {center ? (
          <div className={styles.map} role="region" aria-label={labels.map} data-testid="location-map">
            <Map
              center={center}
              zoom={zoom}
              onBoundsChanged={({ center: next, zoom: nextZoom }) => {
                setCenter(next);
                setZoom(nextZoom);
              }}
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
                    className={`${styles.pin} ${selected?.id === place.id ? styles.pinSelected : ''}`}
                    onClick={() => select(place)}
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

      <div className={styles.panelBox}>
        <Button
          className={styles.panelToggle}
          onPress={() => setPanelOpen((open) => !open)}
          aria-expanded={panelOpen}
          aria-controls="nearby-panel"
          data-testid="nearby-toggle"
        >
          {panelOpen ? labels.hidePanel : labels.showPanel}
          <ChevronDownIcon size={18} className={panelOpen ? styles.chevronOpen : undefined} />
        </Button>
        <div
          id="nearby-panel"
          className={panelOpen ? `${styles.panel} ${styles.panelOpen}` : styles.panel}
          data-testid="nearby-panel"
        >
          {selected ? (
            <article
              className={styles.placeCard}
              aria-labelledby="nearby-place-name"
              data-testid="nearby-card"
            >
              <Button className={styles.back} onPress={back} data-testid="nearby-back">
                <ChevronDownIcon size={18} className={styles.backIcon} />
                {labels.back}
              </Button>
              {selected.image ? (
                <img
                  className={styles.placeImage}
                  src={selected.image.src}
                  srcSet={selected.image.srcSet || undefined}
                  sizes="360px"
                  width={selected.image.width}
                  height={selected.image.height}
                  alt={selected.image.alt}
                  loading="lazy"
                />
              ) : null}
              <h3 id="nearby-place-name" className={styles.placeName}>
                {selected.name}
              </h3>
              {selected.content ? <p className={styles.placeDistance}>{selected.content}</p> : null}
              {selected.address ? (
                <p className={styles.placeLine}>
                  <PinIcon size={16} />
                  {selected.address}
                </p>
              ) : null}
              {selected.phone ? (
                <p className={styles.placeLine}>
                  <PhoneIcon size={16} />
                  <a href={telHref(selected.phone)} aria-label={labels.call(selected.phone)}>
                    {selected.phone}
                  </a>
                </p>
              ) : null}
            </article>
          ) : (
            <>
              <h2 className={styles.panelTitle}>{labels.nearby}</h2>
              {categories.length === 0 ? (
                <p className={styles.noLocation}>{labels.noNearby}</p>
              ) : (
                <DisclosureGroup
                  className={styles.categories}
                  expandedKeys={expanded}
                  onExpandedChange={(keys) => setExpanded(new Set([...keys].map(String)))}
                  data-testid="nearby-categories"
                >
                  {categories.map((category) => (
                    <Disclosure key={category.id} id={category.id} className={styles.category}>
                      <Heading level={3} className={styles.categoryHeading}>
                        <Button
                          slot="trigger"
                          className={styles.categoryTrigger}
                          data-testid="nearby-category"
                        >
                          <span className={styles.categoryIcon}>
                            <ServiceIcon name={category.icon} size={18} />
                          </span>
                          <span className={styles.categoryName}>{category.name}</span>
                          <span className={styles.categoryCount}>{labels.places(category.items.length)}</span>
                          <ChevronDownIcon size={18} className={styles.chevron} />
                        </Button>
                      </Heading>
                      <DisclosurePanel className={styles.categoryPanel}>
                        <ul className={styles.places}>
                          {category.items.map((place) => (
                            <li key={place.id}>
                              <Button
                                className={styles.place}
                                onPress={() => select(place)}
                                data-testid="nearby-item"
                              >
                                <span className={styles.placeTitle}>{place.name}</span>
                                {place.content ? (
                                  <span className={styles.placeMeta}>{place.content}</span>
                                ) : null}
                              </Button>
                            </li>
                          ))}
                        </ul>
                      </DisclosurePanel>
                    </Disclosure>
                  ))}
                </DisclosureGroup>
              )}
            </>
          )}
        </div>
        {footer ? <div className={styles.panelFooter}>{footer}</div> : null}
      </div>
    </div>
  );
}
