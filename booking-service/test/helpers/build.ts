import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { afterAll, type TestContext } from 'vitest';
import serviceApp, { serverOptions } from '../../src/app.js';
import { parseEnv } from '../../src/config/env.js';
import { createTestDatabase } from './test-database.js';

export const webhookSecret = 'test-catalog-webhook-secret';

/**
 * Builds the whole service on its own database (see createTestDatabase); requests go through
 * `app.inject`. The app is closed and its database dropped after the test `t` when given,
 * otherwise after the file's tests.
 */
export async function build(
  env: Record<string, string | undefined> = {},
  t?: TestContext,
): Promise<FastifyInstance> {
  const database = await createTestDatabase();
  const config = parseEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
    CATALOG_WEBHOOK_SECRET: webhookSecret,
    CATALOG_SYNC_ON_START: 'false',
    // The reviews tests seed on purpose; elsewhere a resync leaves the reviews table alone.
    SEED_DEMO_REVIEWS: 'false',
    // Feeds are imported when a test says so: a fuzzed feed URL is never fetched behind its back.
    CALENDAR_IMPORT_WORKER: 'false',
    ...database.env,
    ...env,
  });
  const app = Fastify({ ...serverOptions(config), logger: { level: config.LOG_LEVEL } });
  try {
    await app.register(fp(serviceApp), { config });
    await app.ready();
  } catch (error) {
    await app.close().catch(() => {});
    await database.drop();
    throw error;
  }
  const teardown = async () => {
    await app.close();
    await database.drop();
  };
  if (t) t.onTestFinished(teardown);
  else afterAll(teardown);
  return app;
}

export const authorized = { authorization: `Bearer ${webhookSecret}` };
