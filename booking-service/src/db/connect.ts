import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { inMemoryDataDir, packageRoot } from '../config/env.js';
import * as schema from './schema/index.js';

/**
 * What repositories see: the query builder common to PGlite and node-postgres. A transaction
 * is a `Database` too, so every repository function takes an optional `tx` of this type.
 */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export const migrationsFolder = path.join(packageRoot, 'drizzle');

export interface DatabaseConnection {
  db: Database;
  dialect: 'pglite' | 'postgres';
  /** Applies the committed drizzle-kit migrations that have not run yet. */
  migrate(): Promise<void>;
  /**
   * Takes the named lock for this process if no other instance holds it: the function that
   * gives it back, or null when another holds it. PostgreSQL: a session advisory lock, freed
   * by the server too if this process dies. PGlite serves one process, so it is always free.
   */
  tryLock(name: string): Promise<(() => Promise<void>) | null>;
  /** Safe to call more than once. */
  close(): Promise<void>;
}

export interface DatabaseOptions {
  DATABASE_URL?: string | undefined;
  PGLITE_DATA_DIR: string;
  /** A tarball of an initialised database (PGlite's dumpDataDir) an in-memory one starts from. */
  PGLITE_TEMPLATE?: string | undefined;
}

/** PostgreSQL when DATABASE_URL is set, otherwise embedded PGlite (on disk, or in memory). */
export async function connectDatabase(options: DatabaseOptions): Promise<DatabaseConnection> {
  return options.DATABASE_URL
    ? connectPostgres(options.DATABASE_URL)
    : connectPglite(options.PGLITE_DATA_DIR, options.PGLITE_TEMPLATE);
}

/** btree_gist backs the bookings' exclusion constraint and pg_trgm the catalog's keyword index. */
export const pgliteExtensions = { btree_gist, pg_trgm };

async function connectPglite(dataDir: string, template: string | undefined): Promise<DatabaseConnection> {
  const inMemory = dataDir === inMemoryDataDir;
  if (!inMemory) await mkdir(dataDir, { recursive: true });
  // Starting from a template skips initdb, most of a new in-memory database's few seconds.
  const loadDataDir = inMemory && template ? new Blob([await readFile(template)]) : undefined;
  const client = await PGlite.create({
    dataDir: inMemory ? undefined : dataDir,
    extensions: pgliteExtensions,
    ...(loadDataDir ? { loadDataDir } : {}),
  });
  const db = drizzlePglite({ client, schema });
  let closed: Promise<void> | undefined;
  return {
    db: db as unknown as Database,
    dialect: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    tryLock: async () => async () => {},
    close: () => (closed ??= client.close()),
  };
}

async function connectPostgres(connectionString: string): Promise<DatabaseConnection> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle connection the server ends (a restart, a failover, an administrator or a dropped test
  // database terminating it) is an 'error' event on the pool; unhandled, it would crash the
  // process. The pool has already discarded that connection and opens a new one for the next
  // query, and a query in flight reports its own error, so there is nothing more to do here.
  pool.on('error', () => {});
  const db = drizzleNodePg({ client: pool, schema });
  let closed: Promise<void> | undefined;
  return {
    db: db as unknown as Database,
    dialect: 'postgres',
    async migrate() {
      // Several instances may start together; a session lock lets one migrate while the others wait.
      const lockClient = await pool.connect();
      try {
        await lockClient.query(`select pg_advisory_lock(hashtext('booking-service:migrations'))`);
        await migrateNodePg(db, { migrationsFolder });
      } finally {
        await lockClient
          .query(`select pg_advisory_unlock(hashtext('booking-service:migrations'))`)
          .catch(() => {});
        lockClient.release();
      }
    },
    async tryLock(name) {
      const lockClient = await pool.connect();
      try {
        const { rows } = await lockClient.query<{ locked: boolean }>(
          'select pg_try_advisory_lock(hashtext($1)) as locked',
          [name],
        );
        if (!rows[0]?.locked) {
          lockClient.release();
          return null;
        }
      } catch (error) {
        lockClient.release();
        throw error;
      }
      return async () => {
        await lockClient.query('select pg_advisory_unlock(hashtext($1))', [name]).catch(() => {});
        lockClient.release();
      };
    },
    close: () => (closed ??= pool.end()),
  };
}

/** True when the database answers a trivial query. */
export async function pingDatabase(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
