import { useState } from 'react';
import type { NearbyCategory, NearbyPlace } from './location-types';

/** Spec §9: the map opens at zoom 14 on the property. */
export const defaultMapZoom = 14;

type Point = [number, number];

/**
 * The location tab's state: which categories are open, the chosen place, whether the folded
 * phone panel is open, and where the map looks. The markers are the chosen place's, or else the
 * open category's places that have coordinates.
 */
export function useLocationState(categories: NearbyCategory[], home: Point | null) {
  const [expanded, setExpanded] = useState<Set<string>>(
    () => new Set(categories[0] ? [categories[0].id] : []),
  );
  const [selected, setSelected] = useState<NearbyPlace | null>(null);
  const [panelOpen, setPanelOpen] = useState(false);
  const [center, setCenter] = useState<Point | null>(home);
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
  const move = (next: Point, nextZoom: number) => {
    setCenter(next);
    setZoom(nextZoom);
  };
  const togglePanel = () => setPanelOpen((open) => !open);

  return {
    expanded,
    setExpanded,
    selected,
    select,
    back,
    panelOpen,
    togglePanel,
    center,
    zoom,
    move,
    markers,
  };
}
