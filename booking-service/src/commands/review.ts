/**
 * `npm run review -- COMMAND ...`: staff's review actions until the back office exists, through
 * the running booking service's staff endpoints (`BOOKING_SERVICE_URL`, default
 * `http://127.0.0.1:$PORT`, with STAFF_API_TOKEN), which works with an embedded PGlite that the
 * server holds open and with several instances.
 *
 *   invite PROPERTY_ID EMAIL "FULL NAME" [--language en|jp|vi]   e-mail a review link (30 days)
 *   sweep                                                       invite every guest whose stay ended
 *   pending                                                     the reviews waiting for moderation (the
 *                                                               newest 100, as a page: items, total)
 *   publish REVIEW_ID | hide REVIEW_ID                          moderate a review
 *
 * Exits 1 with the service's message when it refuses, 2 on a wrong command line.
 */
import { loadEnvOrExit } from '../config/env.js';

const usage =
  'usage: review -- invite PROPERTY_ID EMAIL "FULL NAME" [--language en|jp|vi] | sweep | pending | publish REVIEW_ID | hide REVIEW_ID\n';
const args = process.argv.slice(2);
const languageIndex = args.indexOf('--language');
const language = languageIndex >= 0 ? args[languageIndex + 1] : 'en';
const [command, ...rest] = args.filter(
  (arg, index) => !arg.startsWith('--') && (languageIndex < 0 || index !== languageIndex + 1),
);

let request: { method: string; path: string; body?: unknown } | undefined;
if (command === 'invite' && rest.length === 3) {
  const [propertyId, email, fullName] = rest;
  request = {
    method: 'POST',
    path: '/staff/review-invitations',
    body: { propertyId, email, fullName, language },
  };
} else if (command === 'sweep' && rest.length === 0) {
  request = { method: 'POST', path: '/staff/review-invitations/sweep', body: {} };
} else if (command === 'pending' && rest.length === 0) {
  request = { method: 'GET', path: '/staff/reviews?status=pending&pageSize=100' };
} else if ((command === 'publish' || command === 'hide') && rest.length === 1) {
  request = {
    method: 'POST',
    path: `/staff/reviews/${encodeURIComponent(rest[0]!)}/status`,
    body: { status: command === 'publish' ? 'published' : 'hidden' },
  };
}
if (!request) {
  process.stderr.write(usage);
  process.exit(2);
}

const config = loadEnvOrExit();
const base = (process.env.BOOKING_SERVICE_URL ?? `http://127.0.0.1:${config.PORT}`).replace(/\/+$/, '');
try {
  const response = await fetch(`${base}${request.path}`, {
    method: request.method,
    headers: {
      authorization: `Bearer ${config.STAFF_API_TOKEN}`,
      ...(request.body ? { 'content-type': 'application/json' } : {}),
    },
    body: request.body ? JSON.stringify(request.body) : undefined,
    signal: AbortSignal.timeout(30_000),
  });
  const body = (await response.json().catch(() => null)) as {
    error?: { code: string; message: string };
  } | null;
  if (!response.ok) {
    process.stderr.write(
      `review ${command}: ${response.status} ${body?.error?.code ?? ''} ${body?.error?.message ?? ''}\n`,
    );
    process.exit(1);
  }
  process.stdout.write(`${JSON.stringify(body, null, 2)}\n`);
} catch (error) {
  process.stderr.write(
    `review ${command}: the booking service at ${base} did not answer: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
}
