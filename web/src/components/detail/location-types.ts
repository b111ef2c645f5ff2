import type { ResponsiveImage } from '@/lib/cms-media';

/** A place near a property, listed in a category of the location tab (`LocationPanel`). */
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
