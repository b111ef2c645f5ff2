/**
 * The web's settings. Vite writes them in at build time, checked and with their defaults
 * (vite-plugins/web-env.ts: VITE_CMS_URL, VITE_API_URL, VITE_SITE_URL, VITE_MAP_TILE_URL,
 * VITE_MAP_ATTRIBUTION).
 */
export const config = {
  cmsUrl: import.meta.env.VITE_CMS_URL as string,
  apiUrl: import.meta.env.VITE_API_URL as string,
  siteUrl: import.meta.env.VITE_SITE_URL as string,
  mapTileUrl: import.meta.env.VITE_MAP_TILE_URL as string,
  mapAttribution: import.meta.env.VITE_MAP_ATTRIBUTION as string,
};
