import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

/**
 * A backup of the booking database: `pg_dump` in its custom format (compressed, restorable with
 * `pg_restore`, one table at a time if need be). Debian's client tools (`postgresql-client`) of
 * the server's major version or newer.
 */
export async function backupDatabase(databaseUrl: string, file: string): Promise<void> {
  await run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, databaseUrl]);
}

/**
 * Restores a `backupDatabase` file into the database of `databaseUrl`, creating it when it does
 * not exist; what the database already holds of the dump's objects is dropped first.
 */
export async function restoreDatabase(databaseUrl: string, file: string): Promise<void> {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  const server = new URL(databaseUrl);
  server.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: server.toString() });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await admin.query(`create database "${name.replaceAll('"', '""')}"`);
  } finally {
    await admin.end();
  }
  await run('pg_restore', [
    '--clean',
    '--if-exists',
    '--no-owner',
    '--no-privileges',
    '--exit-on-error',
    `--dbname=${databaseUrl}`,
    file,
  ]);
}
