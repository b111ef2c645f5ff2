// The production topology's settings for one machine (`npm run prod:local`), taken from
// docker-compose.yml itself: each service gets compose's environment, with the ${VARIABLES} a
// deployer's .env would give filled in from secrets generated for the run, and only the
// addresses of the services (compose's host names) swapped for this machine's ports.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

export const root = new URL('../..', import.meta.url).pathname;

/** Ports clear of `npm start` (3000, 4000, 1337) and of the e2e runs (3100+, 4100+, 1437+). */
export function portsFor(offset = 0) {
  return {
    https: 8443 + offset,
    http: 8480 + offset,
    caddyAdmin: 2119 + offset,
    cms: 5337 + offset,
    booking: [5401 + offset, 5402 + offset],
    s3: 5490 + offset,
    smtp: 5525 + offset,
    prerenderWatch: 5301 + offset,
  };
}

const secret = (bytes = 24) => randomBytes(bytes).toString('base64url');

/** The .env of the run: every value docker-compose.yml asks for. Kept with the data, so a second start finds its databases' keys. */
function generatedEnv(ports) {
  return {
    DOMAIN: `stayvn.localhost:${ports.https}`,
    POSTGRES_PASSWORD: '',
    APP_KEYS: [secret(), secret(), secret(), secret()].join(','),
    API_TOKEN_SALT: secret(),
    ADMIN_JWT_SECRET: secret(),
    TRANSFER_TOKEN_SALT: secret(),
    CMS_JWT_SECRET: secret(),
    ENCRYPTION_KEY: secret(),
    ADMIN_EMAIL: 'admin@stayvn.local',
    ADMIN_PASSWORD: `Adm1n-${secret(9)}`,
    CATALOG_WEBHOOK_SECRET: secret(),
    PRERENDER_WEBHOOK_SECRET: secret(),
    CMS_API_TOKEN: secret(),
    BOOKING_JWT_SECRET: secret(32),
    STAFF_JWT_SECRET: secret(32),
    STAFF_ADMIN_EMAIL: 'staff@stayvn.local',
    STAFF_ADMIN_PASSWORD: `Staff-${secret(9)}1!`,
    STAFF_API_TOKEN: secret(32),
    CALENDAR_FEED_SECRET: secret(32),
    ALTCHA_HMAC_KEY: secret(32),
    MINIO_ROOT_USER: 'S3RVER',
    MINIO_ROOT_PASSWORD: 'S3RVER',
    S3_BUCKET: 'stayvn-uploads',
    SMTP_URL: `smtp://127.0.0.1:${ports.smtp}`,
    // A local run's maps may use OpenStreetMap's servers (a developer's few tiles); a deployment
    // names its provider (docker-compose.yml requires these).
    MAP_TILE_URL: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    MAP_ATTRIBUTION: '© OpenStreetMap contributors',
    MAP_TILE_ORIGIN: 'https://tile.openstreetmap.org',
  };
}

export function loadRunEnv(stateDir, ports) {
  const file = join(stateDir, 'env.json');
  // A run's folder from before a setting existed gets that setting's generated value.
  if (existsSync(file)) return { ...generatedEnv(ports), ...JSON.parse(readFileSync(file, 'utf8')) };
  mkdirSync(stateDir, { recursive: true });
  const env = generatedEnv(ports);
  writeFileSync(file, JSON.stringify(env, null, 2), { mode: 0o600 });
  return env;
}

/** `${NAME}`, `${NAME:?message}`, `${NAME:-default}` as compose reads them. */
function interpolate(value, env) {
  return String(value).replace(/\$\{([A-Z0-9_]+)(?::-([^}]*)|:\?[^}]*)?\}/g, (_, name, fallback) => {
    const given = env[name];
    return given !== undefined && given !== '' ? given : (fallback ?? '');
  });
}

export function composeEnvironment(runEnv) {
  const compose = parse(readFileSync(join(root, 'docker-compose.yml'), 'utf8'));
  const of = (service) =>
    Object.fromEntries(
      Object.entries(compose.services[service].environment ?? {}).map(([name, value]) => [
        name,
        interpolate(value, runEnv),
      ]),
    );
  const args = (service) =>
    Object.fromEntries(
      Object.entries(compose.services[service].build?.args ?? {}).map(([name, value]) => [
        name,
        interpolate(value, runEnv),
      ]),
    );
  return {
    cms: of('cms'),
    booking: of('booking-service'),
    prerender: of('web-prerender'),
    webBuild: args('proxy'),
    proxy: of('proxy'),
  };
}

/** Each process's environment: compose's, with this machine's addresses for compose's host names. */
export function serviceEnvironments({ runEnv, ports, stateDir, databases, redisUrl, smtpUrl }) {
  const compose = composeEnvironment(runEnv);
  const pg = (database) => `postgres://postgres@127.0.0.1:5432/${database}`;
  const cms = {
    ...compose.cms,
    HOST: '127.0.0.1',
    PORT: String(ports.cms),
    DATABASE_URL: pg(databases.cms),
    PUBLIC_DIR: join(stateDir, 'cms-public'),
    // Compose's DNS name spreads the CMS's webhooks over the instances; here they go to the first.
    BOOKING_SERVICE_URL: `http://127.0.0.1:${ports.booking[0]}`,
    PRERENDER_WEBHOOK_URL: `http://127.0.0.1:${ports.prerenderWatch}/`,
  };
  const booking = ports.booking.map((port) => ({
    ...compose.booking,
    HOST: '127.0.0.1',
    PORT: String(port),
    DATABASE_URL: pg(databases.booking),
    REDIS_URL: redisUrl,
    CMS_URL: `http://127.0.0.1:${ports.cms}`,
    S3_ENDPOINT: `http://127.0.0.1:${ports.s3}`,
    SMTP_URL: smtpUrl,
    // Demo content is seeded by the CMS; the demo reviews stay off as in production.
  }));
  const web = { ...compose.webBuild, NODE_ENV: 'production' };
  const prerender = { ...compose.prerender, NODE_ENV: 'production' };
  const proxy = {
    ...compose.proxy,
    HTTP_PORT: String(ports.http),
    HTTPS_PORT: String(ports.https),
    CADDY_ADMIN: `localhost:${ports.caddyAdmin}`,
    BOOKING_UPSTREAMS: ports.booking.map((port) => `127.0.0.1:${port}`).join(' '),
    CMS_UPSTREAM: `127.0.0.1:${ports.cms}`,
    WEB_ROOT: join(stateDir, 'web'),
    // Caddy's certificates (its own local authority for *.localhost) and state stay in the run's folder.
    XDG_DATA_HOME: join(stateDir, 'caddy-data'),
    XDG_CONFIG_HOME: join(stateDir, 'caddy-config'),
  };
  return { cms, booking, web, prerender, proxy };
}
