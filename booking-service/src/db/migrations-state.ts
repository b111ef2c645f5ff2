import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from './connect.js';
import { migrationsFolder } from './connect.js';

/** How many migrations this build ships (drizzle-kit's journal). */
export async function shippedMigrations(folder = migrationsFolder): Promise<number> {
  const journal = JSON.parse(await readFile(path.join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** How many migrations the database has applied (drizzle's own table); 0 before the first. */
export async function appliedMigrations(db: Database): Promise<number> {
  const [exists] = rowsOf<{ present: boolean }>(
    await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`),
  );
  if (!exists?.present) return 0;
  const [counted] = rowsOf<{ applied: number }>(
    await db.execute(sql`select count(*)::int as applied from drizzle.__drizzle_migrations`),
  );
  return counted?.applied ?? 0;
}
