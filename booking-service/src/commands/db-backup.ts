/**
 * `npm run db:backup -- <file>` and `npm run db:restore -- <file>`: a backup of the booking
 * database of DATABASE_URL (pg_dump, custom format) and its restore (pg_restore; the database is
 * created when missing). PostgreSQL only: PGlite's data is its folder, copied while stopped.
 */
import { backupDatabase, restoreDatabase } from '../db/backup.js';

const [action, file] = process.argv.slice(2);
const databaseUrl = process.env.DATABASE_URL;
if ((action !== 'backup' && action !== 'restore') || !file || !databaseUrl) {
  process.stderr.write(
    'usage: DATABASE_URL=postgres://… npm run db:backup -- <file> | npm run db:restore -- <file>\n',
  );
  process.exit(2);
}
try {
  if (action === 'backup') await backupDatabase(databaseUrl, file);
  else await restoreDatabase(databaseUrl, file);
  process.stdout.write(`db:${action}: done (${file})\n`);
} catch (error) {
  process.stderr.write(`db:${action} failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
