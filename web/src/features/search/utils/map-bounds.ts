import type { PropertyCard } from '@stayvn/shared';

export type LatLng = [number, number];

/** Five decimals (about a metre) keep query keys stable while the map settles. */
const round = (value: number) => Math.round(value * 1e5) / 1e5;

/** The booking service's `bbox=south,west,north,east` from pigeon-maps' corner points. */
export function bboxParam(bounds: { ne: LatLng; sw: LatLng }): string {
  const [north, east] = bounds.ne;
  const [south, west] = bounds.sw;
  return [south, west, north, east].map(round).join(',');
}

/** Cards that can be placed on a map. */
export function withCoordinates(items: readonly PropertyCard[]) {
  return items.filter(
    (item): item is PropertyCard & { latitude: number; longitude: number } =>
      typeof item.latitude === 'number' && typeof item.longitude === 'number',
  );
}

/** The middle of the cards' positions, or the fallback when none has one. */
export function centerOf(items: readonly PropertyCard[], fallback: LatLng): LatLng {
  const placed = withCoordinates(items);
  if (placed.length === 0) return fallback;
  const lat = placed.map((item) => item.latitude);
  const lng = placed.map((item) => item.longitude);
  return [(Math.min(...lat) + Math.max(...lat)) / 2, (Math.min(...lng) + Math.max(...lng)) / 2];
}

/** Short marker prices: `$1.2k`, `25.4M ₫`; the card shows the full amount. */
export function compactPrice(label: string): string {
  const match = /^(\$)?([\d,]+)(?:\.\d+)?(\s₫)?$/.exec(label);
  if (!match) return label;
  const value = Number(match[2]!.replace(/,/g, ''));
  const [symbolBefore, symbolAfter] = [match[1] ?? '', match[3] ?? ''];
  const units: Array<[number, string]> = [
    [1e9, 'B'],
    [1e6, 'M'],
    [1e3, 'k'],
  ];
  for (const [size, suffix] of units) {
    if (value >= size) {
      const short = (value / size).toFixed(value >= size * 10 ? 0 : 1).replace(/\.0$/, '');
      return `${symbolBefore}${short}${suffix}${symbolAfter}`;
    }
  }
  return label;
}

/**
 * Pixel offsets that fan out markers sharing one position (apartments of one building), so
 * each stays visible and clickable: on a circle whose radius grows with their number.
 */
export function spreadOffsets<T extends { id: string; latitude: number; longitude: number }>(
  items: readonly T[],
): Map<string, [number, number]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    // About 100 m: apartments of one building sit a few metres apart.
    const key = `${item.latitude.toFixed(3)},${item.longitude.toFixed(3)}`;
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  const offsets = new Map<string, [number, number]>();
  for (const group of groups.values()) {
    const radius = group.length > 1 ? 24 + 6 * group.length : 0;
    group.forEach((item, index) => {
      const angle = (2 * Math.PI * index) / group.length - Math.PI / 2;
      // `+ 0` turns a rounded -0 into 0.
      offsets.set(item.id, [
        Math.round(radius * Math.cos(angle)) + 0,
        Math.round(radius * Math.sin(angle)) + 0,
      ]);
    });
  }
  return offsets;
}
