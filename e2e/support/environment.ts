import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// The config is loaded by the runner and again by each worker: the first load makes the
// temporary folder and hands it down through the environment so every load agrees.
if (!process.env.STAYVN_E2E_DIR) process.env.STAYVN_E2E_DIR = mkdtempSync(join(tmpdir(), 'stayvn-e2e-'));
export const workDir = process.env.STAYVN_E2E_DIR;

// E2E_PORT_OFFSET moves every port, so two runs (say, two work trees) can share a machine.
const portOffset = Number(process.env.E2E_PORT_OFFSET ?? 0) || 0;
export const ports = {
  web: 3100 + portOffset,
  booking: 4100 + portOffset,
  cms: 1437 + portOffset,
  smtp: 2625 + portOffset,
  // The prerenderer's webhook listener (web/scripts/prerender.mjs --watch).
  prerenderWatch: 3200 + portOffset,
  // The payment stand-ins (booking-service/dev/stand-ins/): card and VNPay test payments.
  stripeStandIn: 4300 + portOffset,
  vnpayStandIn: 4400 + portOffset,
} as const;
/**
 * The production run (playwright.prod.config.ts): `npm run prod:local`'s topology, whose global
 * setup writes its addresses, accounts and tokens to this file; every part is reached at its
 * public address through Caddy, as a browser reaches it.
 */
export const productionStateFile = process.env.STAYVN_E2E_PRODUCTION_STATE;
type ProductionState = {
  urls: { web: string; api: string; cms: string };
  accounts: { cmsAdmin: { email: string; password: string }; staff: { email: string; password: string } };
  staffApiToken: string;
  instances: Array<{ url: string; pid: number; restarts: number }>;
  mailDir: string;
};
export const production: ProductionState | undefined =
  productionStateFile && existsSync(productionStateFile)
    ? (JSON.parse(readFileSync(productionStateFile, 'utf8')) as ProductionState)
    : undefined;

export const urls = {
  web: production?.urls.web ?? `http://127.0.0.1:${ports.web}`,
  booking: production?.urls.api ?? `http://127.0.0.1:${ports.booking}`,
  cms: production?.urls.cms ?? `http://127.0.0.1:${ports.cms}`,
  prerenderWatch: `http://127.0.0.1:${ports.prerenderWatch}`,
} as const;

export const admin = production?.accounts.cmsAdmin ?? {
  email: 'e2e-admin@stayvn.local',
  password: 'E2eAdmin-Passw0rd!',
};
/** The first back-office admin (the booking service's development default outside production). */
export const staffAdmin = production?.accounts.staff ?? {
  email: 'admin@stayvn.local',
  password: 'StayvnStaff1!',
};
const webhookSecret = 'e2e-catalog-webhook-secret';
const prerenderWebhookSecret = 'e2e-prerender-webhook-secret';

const common = { STRAPI_TELEMETRY_DISABLED: 'true', NODE_ENV: 'test' };

/** The booking service's CMS API token: the CMS creates it from this value, the service sends it. */
const cmsApiToken = 'e2e-cms-api-token-0123456789abcdef';

export const e2eEnv = {
  cms: {
    ...common,
    HOST: '127.0.0.1',
    PORT: String(ports.cms),
    DATABASE_CLIENT: 'sqlite',
    DATABASE_FILENAME: join(workDir, 'cms.db'),
    PUBLIC_DIR: join(workDir, 'cms-public'),
    BOOKING_SERVICE_URL: urls.booking,
    CATALOG_WEBHOOK_SECRET: webhookSecret,
    CMS_API_TOKEN: cmsApiToken,
    // A publish renders the prerendered pages that show it again (prerender.spec.ts).
    PRERENDER_WEBHOOK_URL: `${urls.prerenderWatch}/`,
    PRERENDER_WEBHOOK_SECRET: prerenderWebhookSecret,
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    // The web under test reads the CMS from its own origin; the admin panel uses the CMS's.
    CORS_ORIGINS: `${urls.web},${urls.cms}`,
  },
  booking: {
    ...common,
    HOST: '127.0.0.1',
    PORT: String(ports.booking),
    PGLITE_DATA_DIR: join(workDir, 'pglite'),
    CMS_URL: urls.cms,
    CMS_PUBLIC_URL: urls.cms,
    // Approving an owner submission creates a draft property in the CMS (issue 19).
    CMS_API_TOKEN: cmsApiToken,
    CATALOG_WEBHOOK_SECRET: webhookSecret,
    CORS_ORIGINS: urls.web,
    // Links in mails point at the web under test; mail goes to the capture in support/mail.ts.
    WEB_URL: urls.web,
    SMTP_URL: `smtp://127.0.0.1:${ports.smtp}`,
    PUBLIC_URL: urls.booking,
    MAIL_OUTBOX_DIR: join(workDir, 'outbox'),
    AVATAR_DIR: join(workDir, 'avatars'),
    // Redis from the developer's shell would share rate-limit counters between runs.
    REDIS_URL: '',
    // Every browser of the run comes from 127.0.0.1: the per-address limit of the public forms
    // (10 an hour by default, the review link's key check among them) would refuse the run's own
    // later tests. The per-e-mail limit stays as it ships.
    FORM_RATE_LIMIT_PER_IP: '1000',
    // The same for the account actions (30 a quarter hour by default): the accounts journey run
    // ten times over signs up more often than one client address may. Per e-mail limits stay.
    AUTH_RATE_LIMIT_PER_IP: '1000',
    // Channel feeds added in a spec are fetched within seconds, not at the next minute's poll.
    CALENDAR_IMPORT_POLL_MS: '1000',
    // The e2e run must not reach the PostgreSQL server of the developer's shell.
    DATABASE_URL: '',
    // The captcha is solved for real in Chromium, at a low cost so a loaded machine keeps up.
    ALTCHA_COST: '10',
    ALTCHA_MAX_NUMBER: '2000',
    // The staff endpoints (and `npm run booking:confirm-transfer`, run by the booking journey).
    STAFF_API_TOKEN: production?.staffApiToken ?? 'e2e-staff-api-token-0123456789abcdef',
    // Card and VNPay payments go to the stand-ins, which send their signed notifications back.
    STRIPE_API_URL: `http://127.0.0.1:${ports.stripeStandIn}`,
    VNPAY_URL: `http://127.0.0.1:${ports.vnpayStandIn}`,
  },
  paymentStandIns: {
    NODE_ENV: 'test',
    STRIPE_STAND_IN_PORT: String(ports.stripeStandIn),
    VNPAY_STAND_IN_PORT: String(ports.vnpayStandIn),
    BOOKING_SERVICE_URL: `http://127.0.0.1:${ports.booking}`,
  },
  // The web is built as it ships (React's production build), not in the services' test mode.
  web: {
    STRAPI_TELEMETRY_DISABLED: 'true',
    NODE_ENV: 'production',
    VITE_CMS_URL: urls.cms,
    VITE_API_URL: urls.booking,
    PRERENDER_WEBHOOK_SECRET: prerenderWebhookSecret,
  },
  webOutDir: join(workDir, 'web-dist'),
};
