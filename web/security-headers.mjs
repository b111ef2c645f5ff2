// The web's security headers, in one place for every server of the site: `vite preview` (what
// `npm start` and the e2e suite serve, vite.config.ts) and the production proxy (docker/Caddyfile,
// which a unit test holds to this module). Issue 20, finding 2.
import { createHash } from 'node:crypto';

/** The id of the JSON list of the modules a prerendered page loads after its first paint. */
export const modulesElementId = 'stayvn-modules';

/**
 * The only inline scripts there are: the prerenderer writes these two into its pages
 * (scripts/prerender.mjs). They are fixed texts, whatever the page and the build (what varies is
 * data: the page's path in an attribute of <html>, the module list in a JSON element), so the
 * policy allows them by hash and no other inline script runs.
 */
export const inlineScripts = {
  /**
   * A page opened at another address than the one it was rendered for (`data-rendered-path`)
   * hides its main content until the app has rendered that address (`__root.tsx` lifts the mark).
   */
  addressGuard:
    "if(location.pathname+location.search!==document.documentElement.getAttribute('data-rendered-path'))document.documentElement.setAttribute('data-other-address','')",
  /**
   * Adds the page's module scripts and preloads, in order, once the first contentful paint is
   * on the screen (a paint entry comes when the frame shows; the end of the task after the first
   * animation frame can come before it) and the page's first picture (`fetchpriority=high`, the
   * hero) has loaded and had a frame to paint in: so that picture has the connection to itself
   * until it shows. Half a second after the first frame, the scripts come whatever is left.
   */
  moduleLoader: `(function(){var f=0,p=0,d=0,i=document.querySelector('img[fetchpriority=high]');function l(){if(d||!f||!p)return;d=1;JSON.parse(document.getElementById('${modulesElementId}').textContent).forEach(function(m){var e=document.createElement(m.entry?'script':'link');if(m.entry){e.type='module';e.src=m.href}else{e.rel='modulepreload';e.href=m.href}e.crossOrigin='';document.head.appendChild(e)})}function s(){requestAnimationFrame(function(){p=1;setTimeout(l)})}try{new PerformanceObserver(function(e,o){if(e.getEntriesByName('first-contentful-paint').length){o.disconnect();f=1;setTimeout(l)}}).observe({type:'paint',buffered:true})}catch(x){}if(!i||i.complete)p=1;else{i.addEventListener('load',s);i.addEventListener('error',s)}requestAnimationFrame(function(){setTimeout(function(){f=p=1;l()},500)})})()`,
};

/** A CSP source for an inline script's exact text. */
export function scriptHash(text) {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

const origin = (url) => new URL(url).origin;

/** VITE_MAP_TILE_URL's default (vite-plugins/web-env.ts): OpenStreetMap, for development only. */
export const developmentTileUrl = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

/**
 * Scripts from our origin and the two inline scripts only; data from our origin, the booking
 * service and the CMS; pictures from those, the map's tiles and data:/blob: URLs (the QR code,
 * a chosen avatar's preview); the captcha's workers start from blob: URLs (altcha's bundled
 * workers). Styles keep 'unsafe-inline': React style attributes and the prerendered pages'
 * inline critical CSS need it, and a style cannot run code.
 */
export function contentSecurityPolicy({ apiUrl, cmsUrl, mapTileUrl = developmentTileUrl }) {
  const api = origin(apiUrl);
  const cms = origin(cmsUrl);
  const tiles = origin(mapTileUrl);
  return serialize({
    'default-src': ["'self'"],
    'script-src': ["'self'", ...Object.values(inlineScripts).map(scriptHash)],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', cms, api, tiles],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", api, cms],
    'worker-src': ["'self'", 'blob:'],
    'frame-src': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  });
}

/**
 * The development server's policy: no framing, plugins or foreign forms, but no limit on
 * scripts and connections, which Vite's HMR needs (an inline React Refresh preamble, a
 * WebSocket, modules under /@fs and /@id).
 */
export const developmentContentSecurityPolicy = serialize({
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
});

function serialize(directives) {
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`)
    .join('; ');
}

/**
 * Every header, by name. `hsts` only where the site is served over HTTPS (production): the
 * local servers are plain HTTP, where browsers ignore it anyway. `development`: the dev server's
 * looser policy (see developmentContentSecurityPolicy).
 */
export function securityHeaders({ apiUrl, cmsUrl, mapTileUrl, hsts = false, development = false }) {
  return {
    'Content-Security-Policy': development
      ? developmentContentSecurityPolicy
      : contentSecurityPolicy({ apiUrl, cmsUrl, mapTileUrl }),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // Geolocation for our own pages only (a map may one day centre on the visitor); nothing
    // else the site uses, nothing for frames.
    'Permissions-Policy':
      'camera=(), microphone=(), geolocation=(self), payment=(), usb=(), serial=(), bluetooth=(), midi=(), magnetometer=(), gyroscope=(), accelerometer=(), display-capture=(), browsing-topics=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    ...(hsts ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}
