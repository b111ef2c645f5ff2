import { z } from 'zod';

const urlSchema = z.url({ protocol: /^https?$/ }).transform((url) => url.replace(/\/+$/, ''));

const envSchema = z.object({
  VITE_CMS_URL: urlSchema.default('http://localhost:1337'),
  VITE_API_URL: urlSchema.default('http://localhost:4000'),
  /** The site's public address, for canonical links, hreflang alternates and Open Graph. */
  VITE_SITE_URL: urlSchema.default('http://localhost:3000'),
});

/**
 * Vite inlines `import.meta.env` at build time, so a bad value fails the first page load
 * loudly (naming the variable) instead of sending requests to a broken address.
 */
function readConfig(env: Record<string, unknown>) {
  // An empty variable in a .env file means "not set", not "an invalid URL".
  const set = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(set);
  if (!parsed.success) {
    const names = parsed.error.issues.map((issue) => issue.path.join('.')).join(', ');
    throw new Error(`Invalid web configuration: ${names}`);
  }
  return {
    cmsUrl: parsed.data.VITE_CMS_URL,
    apiUrl: parsed.data.VITE_API_URL,
    siteUrl: parsed.data.VITE_SITE_URL,
  };
}

export const config = readConfig(import.meta.env);
