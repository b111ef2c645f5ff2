import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/accounts/passwords.js';
import { devStaffAdminEmail, devStaffAdminPassword } from '../../src/config/env.js';
import { createStaffTokens } from '../../src/staff/staff-tokens.js';
import { totpCode } from '../../src/staff/totp.js';
import { strongPassword } from '../helpers/accounts.js';
import {
  bookingInput,
  buildBookings,
  createBooking,
  day,
  shortStay,
  staffToken,
} from '../helpers/bookings.js';
import { cheapCaptchaEnv, solveCaptcha } from '../helpers/captcha.js';
import { peerProperty } from '../helpers/cms-peer.js';
import { webhookSecret } from '../helpers/build.js';
import { failureMessage, operationsOf, problemOf, requestOf, type Credentials } from './requests.js';
import { dateLike, nastyString, wrongValue, type Hints } from './schema-arbitraries.js';

/*
 * Issue 20, "keep it so": every operation of the service's own OpenAPI document (so an endpoint
 * added later is fuzzed without a change here) gets FUZZ_RUNS requests (200 in `npm test`,
 * 10,000 in `npm run fuzz`) made by fast-check from its schema and around it: wrong types, huge
 * strings, deep nesting, control characters, lone surrogates, `__proto__` keys, wrong content
 * types, malformed JSON. Operations behind a token are mostly called with a valid one, of a user
 * of their own, so their handlers are fuzzed and not only the 401. Each request comes from a
 * fresh client address and the limits are generous, so most reach the handlers.
 *
 * Only a 2xx, a redirect, or a 4xx in the error envelope passes. A failure prints the operation,
 * the request and the answer, and fast-check's seed and path: FUZZ_SEED=<seed> replays a run.
 */
const runs = Number(process.env.FUZZ_RUNS ?? 200);
const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

const properties = [
  shortStay('fuzzShortStay00000000001'),
  shortStay('fuzzShortStayOffer000002', true),
  peerProperty({ documentId: 'fuzzLongStay000000000003' }),
  peerProperty({ documentId: 'fuzzOffice00000000000004', kind: 'office' }),
];
const testbed = await buildBookings(properties, {
  ...cheapCaptchaEnv,
  SEED_DEMO_REVIEWS: 'true',
  STAFF_API_TOKEN: staffToken,
  ENQUIRY_RATE_LIMIT_PER_IP: '1000000',
  ENQUIRY_RATE_LIMIT_PER_EMAIL: '1000000',
  NEWSLETTER_RATE_LIMIT_PER_IP: '1000000',
  AUTH_RATE_LIMIT_PER_IP: '1000000',
  AUTH_RATE_LIMIT_PER_EMAIL: '1000000',
  AUTH_RATE_LIMIT_PER_USER: '1000000',
});
const { app } = testbed;
await app.reviewsService.seedDemoReviewsIfEmpty();
const operations = operationsOf(app);

// What a hint may fill in: the seeded ids, a booking of the user, a solved captcha, the feed token.
const propertyIds = [...properties.map((p) => p.documentId), 'fuzzNotAProperty00000009'];
const captchas: string[] = [];
for (let index = 0; index < 30; index += 1) captchas.push(await solveCaptcha(app));
const feedUrl = (
  await app.inject({
    method: 'GET',
    url: `/staff/properties/${propertyIds[0]}/calendar-feed`,
    headers: { authorization: `Bearer ${staffToken}` },
  })
).json<{ url: string }>().url;
const feedToken = feedUrl.split('/').pop()!;

// The first staff admin (the development defaults), enrolled: staff routes are fuzzed past the guard.
const staffSession = await (async () => {
  const login = await app.staffService.login({ email: devStaffAdminEmail, password: devStaffAdminPassword });
  if (!('enrolmentToken' in login)) throw new Error('expected the first admin to enrol');
  const { secret } = await app.staffService.startEnrolment(login.enrolmentToken);
  const enrolled = await app.staffService.confirmEnrolment(login.enrolmentToken, await totpCode(secret));
  const claims = JSON.parse(
    Buffer.from(enrolled.session.accessToken.split('.')[1]!, 'base64url').toString('utf8'),
  ) as { sub: string; sid: string };
  // Access tokens last 15 minutes, a long fuzz run more: each request gets a fresh one.
  const tokens = createStaffTokens(app.config.STAFF_JWT_SECRET);
  return () => `Bearer ${tokens.access(claims).token}`;
})();

const passwordHash = await hashPassword(strongPassword);
interface FuzzUser {
  email: string;
  accessToken: string;
  refreshToken: string;
  bookingNumbers: string[];
}
let user: FuzzUser;
let nights = 20;

/** A user of the operation's own (a case may log them out or change their profile). */
async function freshUser(withBooking: boolean): Promise<FuzzUser> {
  const email = `fuzz.${randomUUID()}@example.com`;
  await app.accountsRepository.insertUser({ email, fullName: 'Fuzz Guest', passwordHash });
  const issued = await app.accountsService.login({ email, password: strongPassword, rememberMe: false });
  const made: FuzzUser = {
    email,
    accessToken: issued.session.accessToken,
    refreshToken: issued.refreshToken,
    bookingNumbers: [],
  };
  if (withBooking) {
    nights += 2;
    const response = await createBooking(
      app,
      { session: issued.session, refreshToken: issued.refreshToken, email, password: strongPassword },
      bookingInput(propertyIds[0]!, { checkIn: day(nights), checkOut: day(nights + 1), email }),
    );
    if (response.statusCode === 201) made.bookingNumbers.push(response.json<{ number: string }>().number);
  }
  return made;
}

const hints: Hints = [
  { name: /^(id|ids|propertyId|propertyIds)$/, values: () => propertyIds },
  { name: /^number$/, values: () => [...user.bookingNumbers, 'SV-000000-0000', 'SV00000000'] },
  { name: /email/i, values: () => [user.email, 'new.guest@example.com', 'UPPER.Case@Example.COM'] },
  {
    name: /^(checkIn|checkOut|from|to|moveInDate|tourInspectionDate)$/,
    values: () => fc.sample(dateLike, 5),
  },
  { name: /^captcha$/, values: () => captchas },
  { name: /^cityId$/, values: () => [1, 2, 3] },
  {
    name: /^bbox$/,
    values: () => ['20.9,105.7,21.1,105.9', '10.7,106.6,10.9,106.8', '21.1,105.9,20.9,105.7'],
  },
  { name: /^token$/, values: () => [feedToken, feedToken.replace(/\.ics$/, '')] },
  { name: /password/i, values: () => [strongPassword, 'Another-pass9'] },
  {
    name: /^returnTo$/,
    values: () => ['/en', '/vi/booking', 'https://evil.example', '//evil.example', '/\\evil.example'],
  },
  { name: /^refreshCookie$/, values: () => [user.refreshToken, randomUUID()] },
];

const credentials: Credentials = {
  valid: {
    accessToken: () => `Bearer ${user.accessToken}`,
    staffToken: () => `Bearer ${staffToken}`,
    staffSession,
    catalogWebhookSecret: () => `Bearer ${webhookSecret}`,
  },
  // Signed with the service's own key: the claims are what the checks after the signature see.
  forged: () =>
    fc
      .record({
        sub: fc.oneof(fc.uuid(), nastyString, wrongValue),
        sid: fc.oneof(fc.uuid(), nastyString, wrongValue),
      })
      .map((claims) => app.jwt.sign(claims as { sub: string; sid: string })),
};

describe(`every operation of the OpenAPI document, ${runs} fuzzed requests each`, () => {
  it('finds the operations in the document', () => {
    expect(operations.length).toBeGreaterThan(40);
  });

  it.each(operations.map((operation) => [operation.label, operation] as const))(
    '%s answers 2xx or an error envelope, never 5xx',
    async (_, operation) => {
      user = await freshUser(operation.path.includes('/bookings'));
      const started = performance.now();
      const statuses = new Map<number, number>();
      let authenticated = 0;
      let authenticatedReached = 0;
      await fc.assert(
        fc.asyncProperty(requestOf(operation, hints, credentials), async (request) => {
          const response = await app.inject(request.options);
          statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
          if (request.authenticated) {
            authenticated += 1;
            if (response.statusCode !== 401) authenticatedReached += 1;
          }
          const problem = problemOf(response);
          if (problem) throw new Error(failureMessage(operation, request, response, problem));
        }),
        { numRuns: runs, seed, endOnFailure: process.env.FUZZ_SHRINK !== 'true' },
      );
      if (process.env.FUZZ_VERBOSE) {
        const counts = [...statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status}×${count}`);
        const ms = (performance.now() - started) / runs;
        process.stdout.write(`${operation.label}: ${counts.join(' ')} (${ms.toFixed(1)} ms a request)\n`);
      }
      // A valid token mostly gets past the authentication: the handler behind it is fuzzed.
      if (operation.security.length) expect(authenticatedReached).toBeGreaterThan(authenticated / 2);
      // Most requests are answered by the route, not by a rate limit.
      expect(statuses.get(429) ?? 0).toBeLessThan(runs / 10);
    },
    // Logins hash a password per request; under a full parallel `npm test` a request may take 0.5 s.
    Math.max(120_000, runs * 500),
  );
});
