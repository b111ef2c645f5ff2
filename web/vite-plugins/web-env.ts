import { z } from 'zod';
import { developmentTileUrl } from '../security-headers.mjs';

const urlSchema = z.url({ protocol: /^https?$/ }).transform((url) => url.replace(/\/+$/, ''));

const envSchema = z.object({
  VITE_CMS_URL: urlSchema.default('http://localhost:1337'),
  VITE_API_URL: urlSchema.default('http://localhost:4000'),
  /** The site's public address, for canonical links, hreflang alternates and Open Graph. */
  VITE_SITE_URL: urlSchema.default('http://localhost:3000'),
  /**
   * The maps' raster tiles, an https address with {z}, {x} and {y} (optional {r}: "@2x" on
   * high-density screens). The default, OpenStreetMap's own servers, is for development only:
   * their usage policy does not allow a commercial site's traffic, so production sets its
   * provider (docker-compose.yml requires MAP_TILE_URL).
   */
  VITE_MAP_TILE_URL: z
    .string()
    .regex(/^https?:\/\/[^\s]+$/)
    .refine((url) => ['{z}', '{x}', '{y}'].every((part) => url.includes(part)))
    .default(developmentTileUrl),
  /** The credit the tile provider's terms ask for, shown in a corner of every map. */
  VITE_MAP_ATTRIBUTION: z.string().trim().min(1).default('© OpenStreetMap contributors'),
});

export type WebEnv = z.output<typeof envSchema>;

/**
 * The web's addresses (VITE_*), checked when Vite builds, serves or tests, so a bad value fails
 * the build loudly (naming the variable) instead of a page sending requests to a broken
 * address; the checked values are written into the code (`define`), which reads them as they
 * are (src/config.ts). An empty variable in a .env file means "not set", not "an invalid URL".
 */
export function readWebEnv(env: Record<string, string | undefined>): WebEnv {
  const set = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(set);
  if (!parsed.success) {
    const names = parsed.error.issues.map((issue) => issue.path.join('.')).join(', ');
    throw new Error(`Invalid web configuration: ${names}`);
  }
  return parsed.data;
}

/** `define` entries that put the checked values in place of `import.meta.env.VITE_*`. */
export const webEnvDefines = (env: WebEnv) =>
  Object.fromEntries(
    Object.entries(env).map(([name, value]) => [`import.meta.env.${name}`, JSON.stringify(value)]),
  );
