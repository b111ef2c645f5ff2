import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The workspace folder: src/config and dist/config both sit two levels below it. */
export const packageRoot = fileURLToPath(new URL('../..', import.meta.url));

export const devCatalogWebhookSecret = 'dev-catalog-webhook-secret';

/** PGlite keeps its data in memory (tests, throwaway runs) for this value of PGLITE_DATA_DIR. */
export const inMemoryDataDir = ':memory:';

// An empty value in a .env file means "not set", not "set to nothing".
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const httpUrl = z
  .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
  .transform((url) => url.replace(/\/+$/, ''));

const booleanFlag = z
  .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1');

const envSchema = z
  .object({
    NODE_ENV: optional(z.enum(['development', 'test', 'production'])).default('development'),
    PORT: optional(
      z.coerce.number({ error: 'must be a port number' }).int('must be a port number').min(1).max(65_535),
    ).default(4000),
    HOST: optional(z.string().min(1)).default('0.0.0.0'),
    LOG_LEVEL: optional(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])).default(
      'info',
    ),
    DATABASE_URL: optional(
      z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' }),
    ),
    PGLITE_DATA_DIR: optional(z.string().min(1)).default('.data/pglite'),
    CMS_URL: optional(httpUrl).default('http://localhost:1337'),
    CMS_PUBLIC_URL: optional(httpUrl),
    CATALOG_WEBHOOK_SECRET: optional(z.string().min(16, 'must be at least 16 characters')),
    CATALOG_SYNC_ON_START: optional(booleanFlag).default(true),
    CORS_ORIGINS: optional(z.string()).default('http://localhost:3000'),
  })
  .superRefine((env, context) => {
    // Production must never run on the secret that is published in this repository.
    if (env.NODE_ENV !== 'production') return;
    if (!env.CATALOG_WEBHOOK_SECRET || env.CATALOG_WEBHOOK_SECRET === devCatalogWebhookSecret) {
      context.addIssue({
        code: 'custom',
        path: ['CATALOG_WEBHOOK_SECRET'],
        message:
          'must be set to a secret of at least 16 characters (not the development default) when NODE_ENV=production',
      });
    }
  })
  .transform((env) => ({
    ...env,
    CMS_PUBLIC_URL: env.CMS_PUBLIC_URL ?? env.CMS_URL,
    CATALOG_WEBHOOK_SECRET: env.CATALOG_WEBHOOK_SECRET ?? devCatalogWebhookSecret,
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
