import type { ReactNode } from 'react';
import { Button } from 'react-aria-components';
import { ChevronDownIcon } from '@/components/ui/icons';
import { LocationMap } from './location-map';
import type { LocationLabels, NearbyCategory } from './location-types';
import { NearbyCategories } from './nearby-categories';
import { NearbyPlaceCard } from './nearby-place-card';
import { useLocationState } from './use-location-state';
import styles from './location.module.css';

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
  const home: [number, number] | null =
    latitude !== null && longitude !== null ? [latitude, longitude] : null;
  const state = useLocationState(categories, home);

  return (
    <div className={styles.location} data-testid="location-panel">
      <LocationMap
        name={name}
        address={address}
        home={home}
        center={state.center}
        zoom={state.zoom}
        onMove={state.move}
        markers={state.markers}
        selectedId={state.selected?.id}
        onSelect={state.select}
        labels={labels}
      />

      <div className={styles.panelBox}>
        <Button
          className={styles.panelToggle}
          onPress={state.togglePanel}
          aria-expanded={state.panelOpen}
          aria-controls="nearby-panel"
          data-testid="nearby-toggle"
        >
          {state.panelOpen ? labels.hidePanel : labels.showPanel}
          <ChevronDownIcon size={18} className={state.panelOpen ? styles.chevronOpen : undefined} />
        </Button>
        <div
          id="nearby-panel"
          className={state.panelOpen ? `${styles.panel} ${styles.panelOpen}` : styles.panel}
          data-testid="nearby-panel"
        >
          {state.selected ? (
            <NearbyPlaceCard place={state.selected} labels={labels} onBack={state.back} />
          ) : (
            <>
              <h2 className={styles.panelTitle}>{labels.nearby}</h2>
              {categories.length === 0 ? (
                <p className={styles.noLocation}>{labels.noNearby}</p>
              ) : (
                <NearbyCategories
                  categories={categories}
                  expanded={state.expanded}
                  onExpandedChange={state.setExpanded}
                  onSelect={state.select}
                  labels={labels}
                />
              )}
            </>
          )}
        </div>
        {footer ? <div className={styles.panelFooter}>{footer}</div> : null}
      </div>
    </div>
  );
}
