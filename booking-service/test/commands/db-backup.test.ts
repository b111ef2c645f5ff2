import { execFile } from 'node:child_process';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { packageRoot } from '../../src/config/env.js';
import {
  bearer,
  buildBookings,
  bookingInput,
  createBooking,
  shortStay,
  signUp,
  staffToken,
} from '../helpers/bookings.js';
import { buildAccounts } from '../helpers/accounts.js';
import { createPostgresDatabase } from '../helpers/test-database.js';

/*
 * Issue 29: a backup of the booking database and its restore, through the npm scripts, against
 * the local PostgreSQL (a database of the test's own): pg_dump, drop the database, pg_restore,
 * and the service answers the same for a booking and a search.
 */
const run = promisify(execFile);
const folder = await mkdtemp(path.join(tmpdir(), 'stayvn-backup-'));
const database = await createPostgresDatabase();
afterAll(async () => {
  await database.drop();
  await rm(folder, { recursive: true, force: true });
});

const npmScript = (script: string, file: string) =>
  run('npm', ['run', '--silent', script, '--', file], {
    cwd: packageRoot,
    env: { ...process.env, DATABASE_URL: database.env.DATABASE_URL },
  });

describe('npm run db:backup and db:restore', () => {
  it(
    'bring back a dropped database so that bookings and searches answer the same',
    { timeout: 300_000 },
    async () => {
      const property = shortStay('backup-apartment');
      const testbed = await buildBookings([property], database.env);
      const guest = await signUp(testbed);
      const created = await createBooking(testbed.app, guest, bookingInput(property.documentId!));
      expect(created.statusCode, created.body).toBe(201);
      const { number } = created.json<{ number: string }>();
      const read = (app: typeof testbed.app) =>
        app.inject({ method: 'GET', url: `/v1/bookings/${number}`, headers: bearer(guest.session) });
      const search = (app: typeof testbed.app) =>
        app.inject({ method: 'GET', url: '/v1/properties/search?type=residence&lang=en' });
      const booking = await read(testbed.app);
      const results = await search(testbed.app);
      expect(booking.statusCode, booking.body).toBe(200);
      expect(results.statusCode, results.body).toBe(200);
      await testbed.app.close();

      const file = path.join(folder, 'booking.dump');
      await npmScript('db:backup', file);
      expect((await stat(file)).size).toBeGreaterThan(0);
      await database.drop();
      await npmScript('db:restore', file);

      const restored = await buildAccounts({
        ...database.env,
        CMS_URL: testbed.cms.url,
        STAFF_API_TOKEN: staffToken,
      });
      const bookingAfter = await read(restored.app);
      expect(bookingAfter.statusCode, bookingAfter.body).toBe(200);
      expect(bookingAfter.json()).toEqual(booking.json());
      const resultsAfter = await search(restored.app);
      expect(resultsAfter.json()).toEqual(results.json());
    },
  );
});
