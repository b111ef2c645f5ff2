import { config } from '@/config';

/**
 * The maps' tile address for one tile (pigeon-maps' `provider`), from the VITE_MAP_TILE_URL
 * template: {z}/{x}/{y}, and {r} as "@2x" on a high-density screen.
 */
export function mapTile(x: number, y: number, z: number, dpr = 1, template = config.mapTileUrl): string {
  return template
    .replaceAll('{z}', String(z))
    .replaceAll('{x}', String(x))
    .replaceAll('{y}', String(y))
    .replaceAll('{r}', dpr >= 2 ? '@2x' : '');
}

/**
 * What every map of the site passes to pigeon-maps' `Map`: the configured tiles (in two
 * densities when the template has {r}) and the provider's credit, which its terms require.
 */
export const tileProps = {
  provider: mapTile,
  dprs: config.mapTileUrl.includes('{r}') ? [1, 2] : [],
  attribution: <span data-testid="map-attribution">{config.mapAttribution}</span>,
  attributionPrefix: false,
} as const;
