import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder, pgliteExtensions } from '../src/db/connect.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated in-memory database's tarball (PGLITE_TEMPLATE), or '' on PostgreSQL. */
    pgliteTemplate: string;
  }
}

/**
 * A new PGlite runs initdb, a few seconds of CPU that every built app of every file used to pay.
 * Once per run, one database is created and migrated here; each test's in-memory database starts
 * from its copy and its own migrate() finds nothing left to do.
 */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide('pgliteTemplate', '');
    return;
  }
  const folder = await mkdtemp(path.join(tmpdir(), 'booking-pglite-'));
  const template = path.join(folder, 'migrated.tar');
  const client = await PGlite.create({ extensions: pgliteExtensions });
  try {
    await migrate(drizzle({ client }), { migrationsFolder });
    await writeFile(template, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  } finally {
    await client.close();
  }
  project.provide('pgliteTemplate', template);
  return () => rm(folder, { recursive: true, force: true });
}
