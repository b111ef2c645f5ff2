import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { calendarImportEnv } from './calendar-import-env.js';
import { booleanFlag, httpUrl, optional } from './env-values.js';

/** The workspace folder: src/config and dist/config both sit two levels below it. */
export const packageRoot = fileURLToPath(new URL('../..', import.meta.url));

export const devCatalogWebhookSecret = 'dev-catalog-webhook-secret';
/** The CMS creates its booking-service token with the same key outside production (cms ensure-api-token). */
export const devCmsApiToken = 'dev-booking-service-cms-api-token';
export const devJwtSecret = 'dev-jwt-secret-published-in-the-repository';
export const devAltchaHmacKey = 'dev-altcha-hmac-key-published-in-the-repository';
export const devStaffApiToken = 'dev-staff-api-token-published-in-the-repository';
export const devCalendarFeedSecret = 'dev-calendar-feed-secret-published-in-the-repository';
/** The payment stand-ins' credentials (development and tests only; refused in production). */
export const devStripeSecretKey = 'sk_test_stand_in_published_in_the_repository';
export const devStripeWebhookSecret = 'whsec_stand_in_published_in_the_repository';
export const devVnpayTmnCode = 'STAYVNDEV';
export const devVnpayHashSecret = 'VNPAYSTANDINSECRETPUBLISHEDINREPO';
export const devStaffJwtSecret = 'dev-staff-jwt-secret-published-in-the-repository';
/** The first back-office admin of a development run, like the CMS's admin (README). */
export const devStaffAdminEmail = 'admin@stayvn.local';
export const devStaffAdminPassword = 'StayvnStaff1!';

/** PGlite keeps its data in memory (tests, throwaway runs) for this value of PGLITE_DATA_DIR. */
export const inMemoryDataDir = ':memory:';

/**
 * Which payment providers are on, and with what: real credentials when given; outside production,
 * a stand-in's address with the stand-in's published credentials; otherwise off.
 */
function paymentProviders(env: {
  NODE_ENV: 'development' | 'test' | 'production';
  STRIPE_SECRET_KEY?: string | undefined;
  STRIPE_WEBHOOK_SECRET?: string | undefined;
  STRIPE_API_URL?: string | undefined;
  VNPAY_TMN_CODE?: string | undefined;
  VNPAY_HASH_SECRET?: string | undefined;
  VNPAY_URL?: string | undefined;
}) {
  const standIns = env.NODE_ENV !== 'production';
  const stripe = env.STRIPE_SECRET_KEY
    ? {
        secretKey: env.STRIPE_SECRET_KEY,
        webhookSecret: env.STRIPE_WEBHOOK_SECRET!,
        apiUrl: env.STRIPE_API_URL,
      }
    : standIns && env.STRIPE_API_URL
      ? { secretKey: devStripeSecretKey, webhookSecret: devStripeWebhookSecret, apiUrl: env.STRIPE_API_URL }
      : null;
  const vnpay = env.VNPAY_TMN_CODE
    ? {
        tmnCode: env.VNPAY_TMN_CODE,
        hashSecret: env.VNPAY_HASH_SECRET!,
        url: env.VNPAY_URL ?? 'https://sandbox.vnpayment.vn',
      }
    : standIns && env.VNPAY_URL
      ? { tmnCode: devVnpayTmnCode, hashSecret: devVnpayHashSecret, url: env.VNPAY_URL }
      : null;
  return { PAYMENT_STRIPE: stripe, PAYMENT_VNPAY: vnpay };
}

const envFields = z.object({
  NODE_ENV: optional(z.enum(['development', 'test', 'production'])).default('development'),
  PORT: optional(
    z.coerce.number({ error: 'must be a port number' }).int('must be a port number').min(1).max(65_535),
  ).default(4000),
  HOST: optional(z.string().min(1)).default('0.0.0.0'),
  LOG_LEVEL: optional(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])).default('info'),
  DATABASE_URL: optional(
    z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' }),
  ),
  PGLITE_DATA_DIR: optional(z.string().min(1)).default('.data/pglite'),
  /** An initialised in-memory database to start from (the tests' global setup makes one). */
  PGLITE_TEMPLATE: optional(z.string().min(1)),
  CMS_URL: optional(httpUrl).default('http://localhost:1337'),
  CMS_PUBLIC_URL: optional(httpUrl),
  /** The CMS's API token for the booking service (draft properties from owner submissions); the CMS keeps the same value. */
  CMS_API_TOKEN: optional(z.string().min(16, 'must be at least 16 characters')),
  CATALOG_WEBHOOK_SECRET: optional(z.string().min(16, 'must be at least 16 characters')),
  CATALOG_SYNC_ON_START: optional(booleanFlag).default(true),
  SEED_DEMO_REVIEWS: optional(booleanFlag).default(true),
  /** Memory for cached search and count answers (src/catalog/search-cache.ts); 0 turns it off. */
  SEARCH_CACHE_MB: optional(z.coerce.number().int().min(0).max(4096)).default(64),
  CORS_ORIGINS: optional(z.string()).default('http://localhost:3000'),
  // Accounts (issue 5).
  PUBLIC_URL: optional(httpUrl),
  WEB_URL: optional(httpUrl).default('http://localhost:3000'),
  JWT_SECRET: optional(z.string().min(32, 'must be at least 32 characters')),
  MAIL_FROM: optional(z.string().min(3)).default('StayVN <no-reply@stayvn.local>'),
  SMTP_URL: optional(z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' })),
  MAIL_OUTBOX_DIR: optional(z.string().min(1)).default('.data/outbox'),
  // Uploaded files (avatars, form images; issue 18): a folder on this machine, or an
  // S3-compatible bucket shared by every instance (src/storage/).
  STORAGE_DRIVER: optional(z.enum(['fs', 's3'], { error: 'must be fs or s3' })).default('fs'),
  STORAGE_DIR: optional(z.string().min(1)).default('.data/files'),
  S3_BUCKET: optional(z.string().min(3)),
  S3_REGION: optional(z.string().min(1)).default('us-east-1'),
  S3_ENDPOINT: optional(httpUrl),
  S3_ACCESS_KEY_ID: optional(z.string().min(1)),
  S3_SECRET_ACCESS_KEY: optional(z.string().min(1)),
  S3_FORCE_PATH_STYLE: optional(booleanFlag).default(true),
  S3_KEY_PREFIX: optional(z.string().regex(/^[a-z0-9-]+\/$/, 'must be lowercase words ending in /')).default(
    '',
  ),
  // The forms with images (issue 18): limits per client address and per e-mail, as enquiries.
  FORM_RATE_LIMIT_PER_IP: optional(z.coerce.number().int().min(1)).default(10),
  FORM_RATE_LIMIT_PER_EMAIL: optional(z.coerce.number().int().min(1)).default(5),
  FORM_RATE_LIMIT_WINDOW_SECONDS: optional(z.coerce.number().int().min(1)).default(3600),
  /** How often guests whose stay has ended are invited to review (0: never; `review -- sweep`). */
  REVIEW_INVITATIONS_SWEEP_MS: optional(z.coerce.number().int().min(0)).default(3_600_000),
  REDIS_URL: optional(z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' })),
  REDIS_KEY_PREFIX: optional(z.string().min(1)).default('stayvn:'),
  AUTH_RATE_LIMIT_PER_IP: optional(z.coerce.number().int().min(1)).default(30),
  AUTH_RATE_LIMIT_PER_EMAIL: optional(z.coerce.number().int().min(1)).default(10),
  /** Password changes per account (a stolen access token guessing the current password). */
  AUTH_RATE_LIMIT_PER_USER: optional(z.coerce.number().int().min(1)).default(10),
  AUTH_RATE_LIMIT_WINDOW_SECONDS: optional(z.coerce.number().int().min(1)).default(900),
  /**
   * Wrong passwords (or staff codes) for one account (from any address, in the window above)
   * after which its log-ins need a solved captcha until one succeeds: a guesser pays for each
   * try, the owner is never locked out. AUTH_RATE_LIMIT_PER_IP is the same for one address.
   */
  LOGIN_CAPTCHA_AFTER_FAILURES: optional(z.coerce.number().int().min(1)).default(5),
  NEWSLETTER_RATE_LIMIT_PER_IP: optional(z.coerce.number().int().min(1)).default(10),
  NEWSLETTER_RATE_LIMIT_WINDOW_SECONDS: optional(z.coerce.number().int().min(1)).default(3600),
  // Captcha (ALTCHA, issue 15): the HMAC key signs challenges; cost (PBKDF2 iterations) and
  // max number (the counter a solver must reach is drawn from its upper half) set the work.
  ALTCHA_HMAC_KEY: optional(z.string().min(32, 'must be at least 32 characters')),
  ALTCHA_COST: optional(z.coerce.number().int().min(1).max(1_000_000)).default(5000),
  ALTCHA_MAX_NUMBER: optional(z.coerce.number().int().min(1).max(10_000_000)).default(10_000),
  // The durable mail outbox (src/outbox/, table mail_jobs).
  MAIL_JOBS_WORKER: optional(booleanFlag).default(true),
  MAIL_JOBS_POLL_MS: optional(z.coerce.number().int().min(10)).default(1000),
  MAIL_JOBS_RETRY_BASE_MS: optional(z.coerce.number().int().min(1)).default(10_000),
  MAIL_JOBS_RETRY_MAX_MS: optional(z.coerce.number().int().min(1)).default(3_600_000),
  /** A claimed job's lease, renewed every third of it while it is sent (src/outbox/). */
  MAIL_JOBS_LEASE_MS: optional(z.coerce.number().int().min(1000)).default(30_000),
  // Enquiries: limits per client address and per e-mail, and the support address used when
  // the CMS site settings name none for the enquiry's city.
  ENQUIRY_RATE_LIMIT_PER_IP: optional(z.coerce.number().int().min(1)).default(10),
  ENQUIRY_RATE_LIMIT_PER_EMAIL: optional(z.coerce.number().int().min(1)).default(5),
  ENQUIRY_RATE_LIMIT_WINDOW_SECONDS: optional(z.coerce.number().int().min(1)).default(3600),
  SUPPORT_EMAIL: optional(z.email({ error: 'must be an e-mail address' })).default('support@stayvn.local'),
  // Bookings (issue 16).
  /** How long a bank-transfer booking holds its dates unpaid (24 h: time for a transfer). */
  BOOKING_HOLD_MINUTES_BANK_TRANSFER: optional(z.coerce.number().int().min(1).max(10_080)).default(1440),
  /**
   * How long a card or VNPay booking holds its dates unpaid. At least 31 minutes: a Stripe
   * Checkout Session lives 30 minutes at least and never outlives the hold.
   */
  BOOKING_HOLD_MINUTES_ONLINE: optional(z.coerce.number().int().min(31).max(1440)).default(40),
  // Payments (issue 17). Card: Stripe Checkout; QR: VNPay. A provider whose credentials are
  // missing is switched off, except outside production when its address points at a local
  // stand-in (STRIPE_API_URL, VNPAY_URL): then the stand-in's published credentials are used.
  STRIPE_SECRET_KEY: optional(z.string().min(8)),
  STRIPE_WEBHOOK_SECRET: optional(z.string().min(8)),
  /** Points the `stripe` client at a stand-in (development and tests only). */
  STRIPE_API_URL: optional(httpUrl),
  VNPAY_TMN_CODE: optional(z.string().min(1).max(20)),
  VNPAY_HASH_SECRET: optional(z.string().min(8)),
  /** VNPay's host; a stand-in's address in development. Unset: VNPay only with credentials (sandbox host). */
  VNPAY_URL: optional(httpUrl),
  /** The refund worker: a refund the provider refused is tried again, doubling the wait. */
  REFUND_JOBS_WORKER: optional(booleanFlag).default(true),
  REFUND_JOBS_POLL_MS: optional(z.coerce.number().int().min(10)).default(5000),
  REFUND_RETRY_BASE_MS: optional(z.coerce.number().int().min(1)).default(60_000),
  REFUND_RETRY_MAX_MS: optional(z.coerce.number().int().min(1)).default(21_600_000),
  /** Bearer token of the staff endpoints (/staff/...) until the back office has staff accounts. */
  STAFF_API_TOKEN: optional(z.string().min(32, 'must be at least 32 characters')),
  // Back-office staff (issue 19): their own token secret (a guest's token never opens a staff
  // route), and the first admin, created on the first start when no staff account exists.
  STAFF_JWT_SECRET: optional(z.string().min(32, 'must be at least 32 characters')),
  STAFF_ADMIN_EMAIL: optional(z.email({ error: 'must be an e-mail address' })),
  STAFF_ADMIN_PASSWORD: optional(z.string().min(8, 'must be at least 8 characters')),
  /** Signs each property's secret calendar-feed URL; changing it changes every URL. */
  CALENDAR_FEED_SECRET: optional(z.string().min(32, 'must be at least 32 characters')),
  ...calendarImportEnv,
  GOOGLE_CLIENT_ID: optional(z.string().min(1)),
  GOOGLE_CLIENT_SECRET: optional(z.string().min(1)),
  GOOGLE_AUTHORIZE_URL: optional(httpUrl).default('https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_TOKEN_URL: optional(httpUrl).default('https://oauth2.googleapis.com/token'),
  GOOGLE_USERINFO_URL: optional(httpUrl).default('https://openidconnect.googleapis.com/v1/userinfo'),
  FACEBOOK_CLIENT_ID: optional(z.string().min(1)),
  FACEBOOK_CLIENT_SECRET: optional(z.string().min(1)),
  FACEBOOK_AUTHORIZE_URL: optional(httpUrl).default('https://www.facebook.com/v19.0/dialog/oauth'),
  FACEBOOK_TOKEN_URL: optional(httpUrl).default('https://graph.facebook.com/v19.0/oauth/access_token'),
  FACEBOOK_USERINFO_URL: optional(httpUrl).default('https://graph.facebook.com/v19.0/me'),
  /** Bearer token of GET /metrics (Prometheus); the endpoint is off without it. */
  METRICS_TOKEN: optional(z.string().min(16, 'must be at least 16 characters')),
  /** Swagger UI and the OpenAPI document at /docs: on by default, except in production. */
  API_DOCS: optional(booleanFlag),
  /**
   * How many reverse proxies stand in front and append to X-Forwarded-For (docker-compose.yml
   * sets 1: its Caddy). The client address is the one the outermost of them saw; anything a
   * client wrote before it is ignored, so per-address limits cannot be dodged. 0 unless set:
   * under `npm start` nothing stands in front, and a trusted header would be the client's own.
   */
  TRUST_PROXY_HOPS: optional(
    z.coerce
      .number({ error: 'must be a number of proxies' })
      .int('must be a number of proxies')
      .min(0)
      .max(10),
  ).default(0),
});

type EnvFields = z.infer<typeof envFields>;

/** Settings that only work together: a bucket for S3, each secret with its id or key. */
function checkTogether(env: EnvFields, context: z.core.$RefinementCtx) {
  if (env.STORAGE_DRIVER === 's3' && !env.S3_BUCKET) {
    context.addIssue({
      code: 'custom',
      path: ['S3_BUCKET'],
      message: 'must be set when STORAGE_DRIVER=s3',
    });
  }
  // A client id without its secret can only fail at the first login; say so at start-up.
  for (const provider of ['GOOGLE', 'FACEBOOK'] as const) {
    if (env[`${provider}_CLIENT_ID`] && !env[`${provider}_CLIENT_SECRET`]) {
      context.addIssue({
        code: 'custom',
        path: [`${provider}_CLIENT_SECRET`],
        message: `must be set when ${provider}_CLIENT_ID is set`,
      });
    }
  }
  if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET)
    context.addIssue({
      code: 'custom',
      path: ['STRIPE_WEBHOOK_SECRET'],
      message: 'must be set when STRIPE_SECRET_KEY is set',
    });
  if (Boolean(env.VNPAY_TMN_CODE) !== Boolean(env.VNPAY_HASH_SECRET))
    context.addIssue({
      code: 'custom',
      path: [env.VNPAY_TMN_CODE ? 'VNPAY_HASH_SECRET' : 'VNPAY_TMN_CODE'],
      message: 'VNPAY_TMN_CODE and VNPAY_HASH_SECRET are set together',
    });
}

/** Production must never run on the secrets that are published in this repository. */
function checkProduction(env: EnvFields, context: z.core.$RefinementCtx) {
  if (env.STRIPE_API_URL)
    context.addIssue({
      code: 'custom',
      path: ['STRIPE_API_URL'],
      message: 'points at a payment stand-in and must not be set when NODE_ENV=production',
    });
  if (env.CMS_API_TOKEN === devCmsApiToken)
    context.addIssue({
      code: 'custom',
      path: ['CMS_API_TOKEN'],
      message: 'must not be the development default when NODE_ENV=production',
    });
  if (env.STRIPE_SECRET_KEY === devStripeSecretKey || env.VNPAY_HASH_SECRET === devVnpayHashSecret)
    context.addIssue({
      code: 'custom',
      path: [env.STRIPE_SECRET_KEY === devStripeSecretKey ? 'STRIPE_SECRET_KEY' : 'VNPAY_HASH_SECRET'],
      message: "must not be the stand-in's published credential when NODE_ENV=production",
    });
  if (!env.CATALOG_WEBHOOK_SECRET || env.CATALOG_WEBHOOK_SECRET === devCatalogWebhookSecret) {
    context.addIssue({
      code: 'custom',
      path: ['CATALOG_WEBHOOK_SECRET'],
      message:
        'must be set to a secret of at least 16 characters (not the development default) when NODE_ENV=production',
    });
  }
  for (const [variable, published] of [
    ['JWT_SECRET', devJwtSecret],
    ['ALTCHA_HMAC_KEY', devAltchaHmacKey],
    ['STAFF_API_TOKEN', devStaffApiToken],
    ['CALENDAR_FEED_SECRET', devCalendarFeedSecret],
    ['STAFF_JWT_SECRET', devStaffJwtSecret],
  ] as const) {
    if (!env[variable] || env[variable] === published) {
      context.addIssue({
        code: 'custom',
        path: [variable],
        message:
          'must be set to a secret of at least 32 characters (not the development default) when NODE_ENV=production',
      });
    }
  }
  if (!env.STAFF_ADMIN_EMAIL) {
    context.addIssue({
      code: 'custom',
      path: ['STAFF_ADMIN_EMAIL'],
      message: 'must be set (the first back-office admin) when NODE_ENV=production',
    });
  }
  if (!env.STAFF_ADMIN_PASSWORD || env.STAFF_ADMIN_PASSWORD === devStaffAdminPassword) {
    context.addIssue({
      code: 'custom',
      path: ['STAFF_ADMIN_PASSWORD'],
      message: 'must be set (not the development default) when NODE_ENV=production',
    });
  }
  // Without SMTP a production server would write its users' mail to its own disk.
  if (!env.SMTP_URL) {
    context.addIssue({
      code: 'custom',
      path: ['SMTP_URL'],
      message: 'must be set when NODE_ENV=production',
    });
  }
}

const envSchema = envFields
  .superRefine((env, context) => {
    checkTogether(env, context);
    if (env.NODE_ENV === 'production') checkProduction(env, context);
  })
  .transform((env) => ({
    ...env,
    ...paymentProviders(env),
    API_DOCS: env.API_DOCS ?? env.NODE_ENV !== 'production',
    CMS_PUBLIC_URL: env.CMS_PUBLIC_URL ?? env.CMS_URL,
    // The CMS's development default outside production; production approves only with a token it is given.
    CMS_API_TOKEN: env.CMS_API_TOKEN ?? (env.NODE_ENV === 'production' ? undefined : devCmsApiToken),
    CATALOG_WEBHOOK_SECRET: env.CATALOG_WEBHOOK_SECRET ?? devCatalogWebhookSecret,
    JWT_SECRET: env.JWT_SECRET ?? devJwtSecret,
    ALTCHA_HMAC_KEY: env.ALTCHA_HMAC_KEY ?? devAltchaHmacKey,
    STAFF_API_TOKEN: env.STAFF_API_TOKEN ?? devStaffApiToken,
    CALENDAR_FEED_SECRET: env.CALENDAR_FEED_SECRET ?? devCalendarFeedSecret,
    STAFF_JWT_SECRET: env.STAFF_JWT_SECRET ?? devStaffJwtSecret,
    STAFF_ADMIN_EMAIL: (env.STAFF_ADMIN_EMAIL ?? devStaffAdminEmail).trim().toLowerCase(),
    STAFF_ADMIN_PASSWORD: env.STAFF_ADMIN_PASSWORD ?? devStaffAdminPassword,
    PUBLIC_URL: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    MAIL_OUTBOX_DIR: path.resolve(packageRoot, env.MAIL_OUTBOX_DIR),
    STORAGE_DIR: path.resolve(packageRoot, env.STORAGE_DIR),
    CORS_ORIGINS: env.CORS_ORIGINS.split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    PGLITE_DATA_DIR:
      env.PGLITE_DATA_DIR === inMemoryDataDir
        ? inMemoryDataDir
        : path.resolve(packageRoot, env.PGLITE_DATA_DIR),
  }));

export type Env = z.output<typeof envSchema>;

export class EnvError extends Error {
  constructor(readonly problems: { variable: string; message: string }[]) {
    super(
      'Invalid environment:\n' +
        problems.map(({ variable, message }) => `  ${variable}: ${message}`).join('\n'),
    );
    this.name = 'EnvError';
  }
}

/** Parses the environment once; the message names each bad variable but never echoes its value. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  throw new EnvError(
    result.error.issues.map((issue) => ({
      variable: issue.path.join('.') || '(environment)',
      message: issue.message,
    })),
  );
}

/** For entry points: a bad environment stops the process with a message instead of a stack trace. */
export function loadEnvOrExit(source: Record<string, string | undefined> = process.env): Env {
  try {
    return parseEnv(source);
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}
