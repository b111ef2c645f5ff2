import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { inMemoryDataDir } from '../../src/config/env.js';

export interface TestDatabase {
  /** The variables that point the service at this database. */
  env: { DATABASE_URL?: string; PGLITE_DATA_DIR: string; PGLITE_TEMPLATE?: string };
  drop(): Promise<void>;
}

/**
 * By default each test file runs on its own in-memory PGlite, started from the migrated template
 * of test/global-setup.ts. When DATABASE_URL is set (CI runs
 * the suite once more against PostgreSQL), each file gets a fresh database on that server,
 * under a random name, dropped at the end.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const template = inject('pgliteTemplate');
    return {
      env: { PGLITE_DATA_DIR: inMemoryDataDir, ...(template ? { PGLITE_TEMPLATE: template } : {}) },
      drop: async () => {},
    };
  }
  return createPostgresDatabase(serverUrl);
}

/** The local PostgreSQL server of the tests that need one whatever DATABASE_URL says. */
export const postgresServerUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A fresh database on a PostgreSQL server, under a random name, dropped by `drop`. */
export async function createPostgresDatabase(serverUrl = postgresServerUrl): Promise<TestDatabase> {
  const name = `booking_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString(), PGLITE_DATA_DIR: inMemoryDataDir },
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}
