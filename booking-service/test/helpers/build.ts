import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { afterAll } from 'vitest';
import serviceApp from '../../src/app.js';
import { parseEnv } from '../../src/config/env.js';
import { createTestDatabase } from './test-database.js';

export const webhookSecret = 'test-catalog-webhook-secret';

/**
 * Builds the whole service for one test file on its own database (see createTestDatabase) and
 * closes it, and drops the database, after the file's tests. Requests go through `app.inject`.
 */
export async function build(env: Record<string, string | undefined> = {}): Promise<FastifyInstance> {
  const database = await createTestDatabase();
  const config = parseEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
    CATALOG_WEBHOOK_SECRET: webhookSecret,
    CATALOG_SYNC_ON_START: 'false',
    ...database.env,
    ...env,
  });
  const app = Fastify({ logger: { level: config.LOG_LEVEL } });
  try {
    await app.register(fp(serviceApp), { config });
    await app.ready();
  } catch (error) {
    await app.close().catch(() => {});
    await database.drop();
    throw error;
  }
  afterAll(async () => {
    await app.close();
    await database.drop();
  });
  return app;
}

export const authorized = { authorization: `Bearer ${webhookSecret}` };
