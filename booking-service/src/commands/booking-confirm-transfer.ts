/**
 * `npm run booking:confirm-transfer -- NUMBER [--reject] [--reason TEXT]`: staff's action until the
 * back office exists. Asks the running booking service (`BOOKING_SERVICE_URL`, default
 * `http://127.0.0.1:$PORT`) through its staff endpoint, with STAFF_API_TOKEN, to confirm that the
 * bank transfer of booking NUMBER arrived (the confirmation mail is queued in the same
 * transaction), or with --reject to reject it and free its nights. Going through the service
 * rather than the database works with an embedded PGlite that the server holds open, and with
 * several instances. Exits 1 with the service's message when it refuses.
 */
import { normalizeBookingNumber } from '@stayvn/shared';
import { loadEnvOrExit } from '../config/env.js';

const args = process.argv.slice(2);
const reject = args.includes('--reject');
const reasonIndex = args.indexOf('--reason');
const reason = reasonIndex >= 0 ? args[reasonIndex + 1] : undefined;
const positional = args.filter(
  (arg, index) => !arg.startsWith('--') && (reasonIndex < 0 || index !== reasonIndex + 1),
);
const number = positional[0] ? normalizeBookingNumber(positional[0]) : null;
if (!number) {
  process.stderr.write('usage: booking:confirm-transfer -- SV-XXXX-XXXX-XXXX [--reject] [--reason TEXT]\n');
  process.exit(2);
}

const config = loadEnvOrExit();
const base = (process.env.BOOKING_SERVICE_URL ?? `http://127.0.0.1:${config.PORT}`).replace(/\/+$/, '');
const action = reject ? 'reject' : 'confirm-transfer';
try {
  const response = await fetch(`${base}/staff/bookings/${number}/${action}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${config.STAFF_API_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify(reason ? { reason } : {}),
    signal: AbortSignal.timeout(30_000),
  });
  const body = (await response.json().catch(() => null)) as {
    status?: string;
    number?: string;
    error?: { code: string; message: string };
  } | null;
  if (!response.ok) {
    process.stderr.write(
      `booking:confirm-transfer: ${number}: ${response.status} ${body?.error?.code ?? ''} ${body?.error?.message ?? ''}\n`,
    );
    process.exit(1);
  }
  process.stdout.write(`booking:confirm-transfer: ${body?.number ?? number} is now ${body?.status}\n`);
} catch (error) {
  process.stderr.write(
    `booking:confirm-transfer: the booking service at ${base} did not answer: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
}
