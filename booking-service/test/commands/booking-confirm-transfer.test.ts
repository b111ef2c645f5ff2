import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { packageRoot } from '../../src/config/env.js';
import {
  bearer,
  bookingInput,
  buildBookings,
  createBooking,
  day,
  shortStay,
  signUp,
  staffToken,
} from '../helpers/bookings.js';

const testbed = await buildBookings([shortStay('apt-command')]);
const { app } = testbed;
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address() as { port: number };
const guest = await signUp(testbed);

// Asynchronous: the service lives in this process and must keep answering meanwhile.
function run(
  args: string[],
  token = staffToken,
): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'src/commands/booking-confirm-transfer.ts', ...args],
      {
        cwd: packageRoot,
        env: {
          PATH: process.env.PATH,
          NODE_ENV: 'test',
          STAFF_API_TOKEN: token,
          BOOKING_SERVICE_URL: `http://127.0.0.1:${address.port}`,
        },
      },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

async function statusOf(number: string): Promise<string> {
  const response = await app.inject({
    method: 'GET',
    url: `/v1/bookings/${number}`,
    headers: bearer(guest.session),
  });
  return response.json().status;
}

describe('npm run booking:confirm-transfer', () => {
  it(
    'confirms a transferred booking, typed as a person would, and refuses to do it twice',
    { timeout: 60_000 },
    async () => {
      const created = (
        await createBooking(app, guest, bookingInput('apt-command', { checkIn: day(10), checkOut: day(12) }))
      ).json();
      await app.inject({
        method: 'POST',
        url: `/v1/bookings/${created.number}/transferred`,
        headers: bearer(guest.session),
      });

      const typed = created.number.toLowerCase().replace(/-/g, ' ');
      const first = await run([typed, '--reason', 'seen on the statement']);
      expect(first.stderr).toBe('');
      expect(first.stdout).toBe(`booking:confirm-transfer: ${created.number} is now confirmed\n`);
      expect(first.status).toBe(0);
      expect(await statusOf(created.number)).toBe('confirmed');
      const events = await app.bookingsService.events(created.id);
      expect(events.at(-1)).toMatchObject({
        actor: 'staff',
        event: 'confirm',
        reason: 'seen on the statement',
      });

      const second = await run([created.number]);
      expect(second.status).toBe(1);
      expect(second.stderr).toContain('409 booking_status_conflict');
    },
  );

  it(
    'rejects with --reject; refuses a wrong token, an unknown number and a malformed one',
    { timeout: 60_000 },
    async () => {
      const created = (
        await createBooking(app, guest, bookingInput('apt-command', { checkIn: day(20), checkOut: day(22) }))
      ).json();
      const wrongToken = await run([created.number], 'not-the-staff-token-but-long-enough-to-parse');
      expect([wrongToken.status, wrongToken.stderr.includes('401 unauthorized')]).toEqual([1, true]);
      expect(await statusOf(created.number)).toBe('pending_payment');

      const rejected = await run([created.number, '--reject']);
      expect(rejected.stdout).toBe(
        `booking:confirm-transfer: ${created.number} is now rejected_by_provider\n`,
      );
      expect(await statusOf(created.number)).toBe('rejected_by_provider');

      const unknown = await run(['SV-0000-0000-0000']);
      expect([unknown.status, unknown.stderr.includes('404 not_found')]).toEqual([1, true]);
      const malformed = await run(['12345']);
      expect([malformed.status, malformed.stderr]).toEqual([2, expect.stringContaining('usage:')]);
    },
  );
});
