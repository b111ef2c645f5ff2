import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  EnvError,
  devAltchaHmacKey,
  devCatalogWebhookSecret,
  devJwtSecret,
  devStaffApiToken,
  devCalendarFeedSecret,
  devStripeSecretKey,
  devVnpayTmnCode,
  devStaffAdminEmail,
  devStaffAdminPassword,
  devStaffJwtSecret,
  inMemoryDataDir,
  packageRoot,
  parseEnv,
} from '../../src/config/env.js';

const altchaKey = 'a-production-altcha-key-of-32-chars+';
const staffSettings = {
  STAFF_JWT_SECRET: 'a-production-staff-jwt-secret-32-chars',
  STAFF_ADMIN_EMAIL: 'ops@stayvn.example',
  STAFF_ADMIN_PASSWORD: 'a-production-admin-password',
};
const bookingSecrets = {
  STAFF_API_TOKEN: 'a-production-staff-token-of-32-chars+',
  CALENDAR_FEED_SECRET: 'a-production-feed-secret-of-32-chars',
  ...staffSettings,
};

function problemsOf(source: Record<string, string>) {
  try {
    parseEnv(source);
  } catch (error) {
    if (error instanceof EnvError) return error.problems;
    throw error;
  }
  throw new Error('expected the environment to be rejected');
}

describe('parseEnv', () => {
  it('has working defaults for a local run', () => {
    expect(parseEnv({})).toEqual({
      NODE_ENV: 'development',
      PORT: 4000,
      HOST: '0.0.0.0',
      LOG_LEVEL: 'info',
      DATABASE_URL: undefined,
      PGLITE_DATA_DIR: path.join(packageRoot, '.data/pglite'),
      CMS_URL: 'http://localhost:1337',
      CMS_PUBLIC_URL: 'http://localhost:1337',
      CMS_API_TOKEN: 'dev-booking-service-cms-api-token',
      CATALOG_WEBHOOK_SECRET: devCatalogWebhookSecret,
      CATALOG_SYNC_ON_START: true,
      SEED_DEMO_REVIEWS: true,
      SEARCH_CACHE_MB: 64,
      CORS_ORIGINS: ['http://localhost:3000'],
      PUBLIC_URL: 'http://localhost:4000',
      WEB_URL: 'http://localhost:3000',
      JWT_SECRET: devJwtSecret,
      MAIL_FROM: 'StayVN <no-reply@stayvn.local>',
      SMTP_URL: undefined,
      MAIL_OUTBOX_DIR: path.join(packageRoot, '.data/outbox'),
      STORAGE_DRIVER: 'fs',
      STORAGE_DIR: path.join(packageRoot, '.data/files'),
      S3_BUCKET: undefined,
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: undefined,
      S3_ACCESS_KEY_ID: undefined,
      S3_SECRET_ACCESS_KEY: undefined,
      S3_FORCE_PATH_STYLE: true,
      S3_KEY_PREFIX: '',
      FORM_RATE_LIMIT_PER_IP: 10,
      FORM_RATE_LIMIT_PER_EMAIL: 5,
      FORM_RATE_LIMIT_WINDOW_SECONDS: 3600,
      REVIEW_INVITATIONS_SWEEP_MS: 3_600_000,
      REDIS_URL: undefined,
      REDIS_KEY_PREFIX: 'stayvn:',
      AUTH_RATE_LIMIT_PER_IP: 30,
      AUTH_RATE_LIMIT_PER_EMAIL: 10,
      AUTH_RATE_LIMIT_PER_USER: 10,
      AUTH_RATE_LIMIT_WINDOW_SECONDS: 900,
      LOGIN_CAPTCHA_AFTER_FAILURES: 5,
      NEWSLETTER_RATE_LIMIT_PER_IP: 10,
      NEWSLETTER_RATE_LIMIT_WINDOW_SECONDS: 3600,
      ALTCHA_HMAC_KEY: devAltchaHmacKey,
      ALTCHA_COST: 5000,
      ALTCHA_MAX_NUMBER: 10_000,
      MAIL_JOBS_WORKER: true,
      MAIL_JOBS_POLL_MS: 1000,
      MAIL_JOBS_RETRY_BASE_MS: 10_000,
      MAIL_JOBS_RETRY_MAX_MS: 3_600_000,
      MAIL_JOBS_LEASE_MS: 30_000,
      ENQUIRY_RATE_LIMIT_PER_IP: 10,
      ENQUIRY_RATE_LIMIT_PER_EMAIL: 5,
      ENQUIRY_RATE_LIMIT_WINDOW_SECONDS: 3600,
      SUPPORT_EMAIL: 'support@stayvn.local',
      BOOKING_HOLD_MINUTES_BANK_TRANSFER: 1440,
      BOOKING_HOLD_MINUTES_ONLINE: 40,
      REFUND_JOBS_WORKER: true,
      REFUND_JOBS_POLL_MS: 5000,
      REFUND_RETRY_BASE_MS: 60_000,
      REFUND_RETRY_MAX_MS: 21_600_000,
      PAYMENT_STRIPE: null,
      PAYMENT_VNPAY: null,
      STAFF_API_TOKEN: devStaffApiToken,
      STAFF_JWT_SECRET: devStaffJwtSecret,
      STAFF_ADMIN_EMAIL: devStaffAdminEmail,
      STAFF_ADMIN_PASSWORD: devStaffAdminPassword,
      CALENDAR_FEED_SECRET: devCalendarFeedSecret,
      CALENDAR_IMPORT_WORKER: true,
      CALENDAR_IMPORT_INTERVAL_MINUTES: 15,
      CALENDAR_IMPORT_POLL_MS: 60_000,
      CALENDAR_IMPORT_LEASE_MS: 60_000,
      CALENDAR_IMPORT_TIMEOUT_MS: 20_000,
      CALENDAR_IMPORT_MAX_BYTES: 10_485_760,
      GOOGLE_CLIENT_ID: undefined,
      GOOGLE_CLIENT_SECRET: undefined,
      GOOGLE_AUTHORIZE_URL: 'https://accounts.google.com/o/oauth2/v2/auth',
      GOOGLE_TOKEN_URL: 'https://oauth2.googleapis.com/token',
      GOOGLE_USERINFO_URL: 'https://openidconnect.googleapis.com/v1/userinfo',
      FACEBOOK_CLIENT_ID: undefined,
      FACEBOOK_CLIENT_SECRET: undefined,
      FACEBOOK_AUTHORIZE_URL: 'https://www.facebook.com/v19.0/dialog/oauth',
      FACEBOOK_TOKEN_URL: 'https://graph.facebook.com/v19.0/oauth/access_token',
      FACEBOOK_USERINFO_URL: 'https://graph.facebook.com/v19.0/me',
      API_DOCS: true,
      TRUST_PROXY_HOPS: 0,
    });
  });

  it("defaults CMS_API_TOKEN to the CMS's development key outside production only (issue 29)", () => {
    expect(parseEnv({}).CMS_API_TOKEN).toBe('dev-booking-service-cms-api-token');
    expect(parseEnv({ CMS_API_TOKEN: 'a-token-of-our-own-1234' }).CMS_API_TOKEN).toBe(
      'a-token-of-our-own-1234',
    );
    const production = {
      NODE_ENV: 'production',
      CATALOG_WEBHOOK_SECRET: 'a-long-production-secret',
      JWT_SECRET: 'a-production-jwt-secret-of-32-chars+',
      SMTP_URL: 'smtp://relay.example:587',
      ALTCHA_HMAC_KEY: altchaKey,
      ...bookingSecrets,
    };
    expect(parseEnv(production).CMS_API_TOKEN).toBeUndefined();
    expect(
      problemsOf({ ...production, CMS_API_TOKEN: 'dev-booking-service-cms-api-token' }).map(
        (problem) => problem.variable,
      ),
    ).toEqual(['CMS_API_TOKEN']);
  });

  it('serves /docs in production only when API_DOCS says so (issue 20, finding 10)', () => {
    const production = {
      NODE_ENV: 'production',
      CATALOG_WEBHOOK_SECRET: 'a-long-production-secret',
      JWT_SECRET: 'a-production-jwt-secret-of-32-chars+',
      SMTP_URL: 'smtp://relay:25',
      ALTCHA_HMAC_KEY: 'a-production-altcha-key-of-32-chars+',
      STAFF_API_TOKEN: 'a-production-staff-token-of-32-chars+',
      CALENDAR_FEED_SECRET: 'a-production-calendar-secret-32-chars+',
      ...staffSettings,
    };
    expect(parseEnv(production).API_DOCS).toBe(false);
    expect(parseEnv({ ...production, API_DOCS: 'true' }).API_DOCS).toBe(true);
    expect(parseEnv({ NODE_ENV: 'test' }).API_DOCS).toBe(true);
    expect(parseEnv({ API_DOCS: 'false' }).API_DOCS).toBe(false);
  });

  it('switches a payment provider off without credentials in production; stand-ins only outside it (issue 17)', () => {
    const production = {
      NODE_ENV: 'production',
      CATALOG_WEBHOOK_SECRET: 'a-long-production-secret',
      JWT_SECRET: 'a-production-jwt-secret-of-32-chars+',
      SMTP_URL: 'smtp://relay:25',
      ALTCHA_HMAC_KEY: altchaKey,
      ...bookingSecrets,
    };
    expect(parseEnv(production)).toMatchObject({ PAYMENT_STRIPE: null, PAYMENT_VNPAY: null });
    expect(parseEnv({ ...production, VNPAY_URL: 'http://localhost:4011' }).PAYMENT_VNPAY).toBeNull();
    expect(
      problemsOf({ ...production, STRIPE_API_URL: 'http://localhost:4010' }).map((p) => p.variable),
    ).toEqual(['STRIPE_API_URL']);
    expect(
      parseEnv({ ...production, STRIPE_SECRET_KEY: 'sk_live_real', STRIPE_WEBHOOK_SECRET: 'whsec_real' })
        .PAYMENT_STRIPE,
    ).toEqual({ secretKey: 'sk_live_real', webhookSecret: 'whsec_real', apiUrl: undefined });
    expect(problemsOf({ STRIPE_SECRET_KEY: 'sk_test_12345' }).map((p) => p.variable)).toEqual([
      'STRIPE_WEBHOOK_SECRET',
    ]);
    expect(problemsOf({ VNPAY_TMN_CODE: 'CODE' }).map((p) => p.variable)).toEqual(['VNPAY_HASH_SECRET']);
    // Development: off unless pointed at a stand-in, which then uses its published credentials.
    expect(parseEnv({}).PAYMENT_STRIPE).toBeNull();
    expect(parseEnv({ STRIPE_API_URL: 'http://localhost:4010' }).PAYMENT_STRIPE).toMatchObject({
      apiUrl: 'http://localhost:4010',
      secretKey: devStripeSecretKey,
    });
    expect(parseEnv({ VNPAY_URL: 'http://localhost:4011' }).PAYMENT_VNPAY).toMatchObject({
      url: 'http://localhost:4011',
      tmnCode: devVnpayTmnCode,
    });
    expect(parseEnv({}).BOOKING_HOLD_MINUTES_ONLINE).toBe(40);
    expect(problemsOf({ BOOKING_HOLD_MINUTES_ONLINE: '20' }).map((p) => p.variable)).toEqual([
      'BOOKING_HOLD_MINUTES_ONLINE',
    ]);
  });

  it('trusts the proxy hops it is told, one by default (issue 20, finding 7)', () => {
    expect(parseEnv({ TRUST_PROXY_HOPS: '2' }).TRUST_PROXY_HOPS).toBe(2);
    expect(parseEnv({ TRUST_PROXY_HOPS: '0' }).TRUST_PROXY_HOPS).toBe(0);
    expect(problemsOf({ TRUST_PROXY_HOPS: 'true' }).map((problem) => problem.variable)).toEqual([
      'TRUST_PROXY_HOPS',
    ]);
  });

  it('derives the public URL from the port and reads the accounts settings', () => {
    expect(parseEnv({ PORT: '4100' }).PUBLIC_URL).toBe('http://localhost:4100');
    expect(
      parseEnv({
        PUBLIC_URL: 'https://api.stayvn.example/',
        WEB_URL: 'https://stayvn.example/',
        SMTP_URL: 'smtps://user:pass@smtp.example:465',
        REDIS_URL: 'redis://127.0.0.1:6379',
        AUTH_RATE_LIMIT_PER_IP: '5',
        GOOGLE_CLIENT_ID: 'id',
        GOOGLE_CLIENT_SECRET: 'secret',
      }),
    ).toMatchObject({
      PUBLIC_URL: 'https://api.stayvn.example',
      WEB_URL: 'https://stayvn.example',
      SMTP_URL: 'smtps://user:pass@smtp.example:465',
      REDIS_URL: 'redis://127.0.0.1:6379',
      AUTH_RATE_LIMIT_PER_IP: 5,
      GOOGLE_CLIENT_ID: 'id',
    });
  });

  it('reads and normalizes what is set', () => {
    const env = parseEnv({
      PORT: '8080',
      DATABASE_URL: 'postgres://booking@db:5432/booking',
      PGLITE_DATA_DIR: inMemoryDataDir,
      CMS_URL: 'http://cms:1337/',
      CMS_PUBLIC_URL: 'https://cms.stayvn.example',
      CORS_ORIGINS: 'https://stayvn.example, https://www.stayvn.example',
      CATALOG_SYNC_ON_START: 'false',
      LOG_LEVEL: '',
    });
    expect(env).toMatchObject({
      PORT: 8080,
      DATABASE_URL: 'postgres://booking@db:5432/booking',
      PGLITE_DATA_DIR: inMemoryDataDir,
      CMS_URL: 'http://cms:1337',
      CMS_PUBLIC_URL: 'https://cms.stayvn.example',
      CORS_ORIGINS: ['https://stayvn.example', 'https://www.stayvn.example'],
      CATALOG_SYNC_ON_START: false,
      LOG_LEVEL: 'info',
    });
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://localhost/booking' }, 'DATABASE_URL'],
    [{ CMS_URL: 'localhost:1337' }, 'CMS_URL'],
    [{ CMS_PUBLIC_URL: 'ftp://cms' }, 'CMS_PUBLIC_URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
    [{ CATALOG_WEBHOOK_SECRET: 'short' }, 'CATALOG_WEBHOOK_SECRET'],
    [{ SEED_DEMO_REVIEWS: 'yes please' }, 'SEED_DEMO_REVIEWS'],
    [{ SEARCH_CACHE_MB: '-1' }, 'SEARCH_CACHE_MB'],
    [{ JWT_SECRET: 'too-short-for-hs256' }, 'JWT_SECRET'],
    [{ SMTP_URL: 'http://smtp.example' }, 'SMTP_URL'],
    [{ REDIS_URL: 'localhost:6379' }, 'REDIS_URL'],
    [{ WEB_URL: 'stayvn.example' }, 'WEB_URL'],
    [{ AUTH_RATE_LIMIT_PER_EMAIL: '0' }, 'AUTH_RATE_LIMIT_PER_EMAIL'],
    [{ LOGIN_CAPTCHA_AFTER_FAILURES: '0' }, 'LOGIN_CAPTCHA_AFTER_FAILURES'],
    [{ GOOGLE_CLIENT_ID: 'id' }, 'GOOGLE_CLIENT_SECRET'],
    [{ FACEBOOK_CLIENT_ID: 'id' }, 'FACEBOOK_CLIENT_SECRET'],
  ])('rejects %o naming %s', (source, variable) => {
    expect(problemsOf(source).map((problem) => problem.variable)).toEqual([variable]);
  });

  it('requires a real webhook secret in production, never the development default', () => {
    const accounts = {
      JWT_SECRET: 'a-production-jwt-secret-of-32-chars+',
      SMTP_URL: 'smtp://relay:25',
      ALTCHA_HMAC_KEY: altchaKey,
      ...bookingSecrets,
    };
    expect(problemsOf({ NODE_ENV: 'production', ...accounts })).toEqual([
      { variable: 'CATALOG_WEBHOOK_SECRET', message: expect.stringContaining('NODE_ENV=production') },
    ]);
    expect(
      problemsOf({ NODE_ENV: 'production', CATALOG_WEBHOOK_SECRET: devCatalogWebhookSecret, ...accounts })[0]
        ?.variable,
    ).toBe('CATALOG_WEBHOOK_SECRET');
    expect(
      parseEnv({ NODE_ENV: 'production', CATALOG_WEBHOOK_SECRET: 'a-long-production-secret', ...accounts })
        .CATALOG_WEBHOOK_SECRET,
    ).toBe('a-long-production-secret');
  });

  it('requires a real JWT secret and an SMTP server in production', () => {
    const webhook = {
      CATALOG_WEBHOOK_SECRET: 'a-long-production-secret',
      ALTCHA_HMAC_KEY: altchaKey,
      ...bookingSecrets,
    };
    expect(problemsOf({ NODE_ENV: 'production', ...webhook }).map((problem) => problem.variable)).toEqual([
      'JWT_SECRET',
      'SMTP_URL',
    ]);
    expect(
      problemsOf({
        NODE_ENV: 'production',
        ...webhook,
        JWT_SECRET: devJwtSecret,
        SMTP_URL: 'smtp://relay:25',
      }),
    ).toEqual([{ variable: 'JWT_SECRET', message: expect.stringContaining('NODE_ENV=production') }]);
  });

  it('requires a real ALTCHA key in production, never the development default', () => {
    const others = {
      NODE_ENV: 'production',
      CATALOG_WEBHOOK_SECRET: 'a-long-production-secret',
      JWT_SECRET: 'a-production-jwt-secret-of-32-chars+',
      SMTP_URL: 'smtp://relay:25',
      ...bookingSecrets,
    };
    expect(problemsOf(others)).toEqual([
      { variable: 'ALTCHA_HMAC_KEY', message: expect.stringContaining('NODE_ENV=production') },
    ]);
    expect(problemsOf({ ...others, ALTCHA_HMAC_KEY: devAltchaHmacKey }).map((p) => p.variable)).toEqual([
      'ALTCHA_HMAC_KEY',
    ]);
    expect(parseEnv({ ...others, ALTCHA_HMAC_KEY: altchaKey }).ALTCHA_HMAC_KEY).toBe(altchaKey);
    expect(parseEnv({}).ALTCHA_HMAC_KEY).toBe(devAltchaHmacKey);
    expect(problemsOf({ ALTCHA_HMAC_KEY: 'short' }).map((p) => p.variable)).toEqual(['ALTCHA_HMAC_KEY']);
  });

  it('requires real staff and calendar-feed secrets in production, never the published ones', () => {
    const rest = {
      CATALOG_WEBHOOK_SECRET: 'a-long-production-secret',
      JWT_SECRET: 'a-production-jwt-secret-of-32-chars+',
      SMTP_URL: 'smtp://relay:25',
      ALTCHA_HMAC_KEY: altchaKey,
    };
    expect(problemsOf({ NODE_ENV: 'production', ...rest }).map((problem) => problem.variable)).toEqual([
      'STAFF_API_TOKEN',
      'CALENDAR_FEED_SECRET',
      'STAFF_JWT_SECRET',
      'STAFF_ADMIN_EMAIL',
      'STAFF_ADMIN_PASSWORD',
    ]);
    // The first admin's development password is published: never in production (issue 19).
    expect(
      problemsOf({
        NODE_ENV: 'production',
        ...rest,
        ...bookingSecrets,
        STAFF_ADMIN_PASSWORD: devStaffAdminPassword,
      }),
    ).toEqual([
      { variable: 'STAFF_ADMIN_PASSWORD', message: expect.stringContaining('NODE_ENV=production') },
    ]);
    expect(
      problemsOf({ NODE_ENV: 'production', ...rest, ...bookingSecrets, STAFF_API_TOKEN: devStaffApiToken }),
    ).toEqual([{ variable: 'STAFF_API_TOKEN', message: expect.stringContaining('NODE_ENV=production') }]);
    expect(
      parseEnv({ NODE_ENV: 'production', ...rest, ...bookingSecrets }).BOOKING_HOLD_MINUTES_BANK_TRANSFER,
    ).toBe(1440);
  });

  it('names every bad variable at once without echoing values', () => {
    const error = (() => {
      try {
        parseEnv({ PORT: 'abc', CATALOG_WEBHOOK_SECRET: 'tiny-secret' });
      } catch (caught) {
        return caught as Error;
      }
    })();
    expect(error?.message).toContain('PORT');
    expect(error?.message).toContain('CATALOG_WEBHOOK_SECRET');
    expect(error?.message).not.toContain('tiny-secret');
  });
});

describe('starting the server with a bad environment', () => {
  it('stops the process with a message naming the variable', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: packageRoot,
      env: { PATH: process.env.PATH, PORT: 'not-a-port', PGLITE_DATA_DIR: inMemoryDataDir },
      encoding: 'utf8',
      timeout: 30_000,
    });

    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Invalid environment');
    expect(result.stderr).toMatch(/PORT: /);
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });
});
