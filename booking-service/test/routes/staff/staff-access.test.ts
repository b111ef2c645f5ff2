import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../helpers/build.js';
import {
  asGuest,
  asMachine,
  asStaff,
  enrolledMember,
  loginAndEnrol,
  staffAdminEmail,
  staffAdminPassword,
  staffEnv,
  type EnrolledStaff,
} from '../../helpers/staff.js';

type Caller = 'support' | 'admin' | 'machine';

interface Endpoint {
  method: 'GET' | 'POST' | 'DELETE';
  url: string;
  payload?: Record<string, unknown>;
  /** Who gets past the guard; everyone else with a token gets 403. */
  allowed: Caller[];
}

const someId = randomUUID();
const everyone: Caller[] = ['support', 'admin', 'machine'];

/** The routes every queue has: the paged list, one item, status, assign and reply. */
function queueEndpoints(queue: string, status: string): Endpoint[] {
  return [
    { method: 'GET', url: `/staff/${queue}?page=1&pageSize=5&q=x`, allowed: everyone },
    { method: 'GET', url: `/staff/${queue}/${someId}`, allowed: everyone },
    { method: 'POST', url: `/staff/${queue}/${someId}/status`, payload: { status }, allowed: everyone },
    {
      method: 'POST',
      url: `/staff/${queue}/${someId}/assign`,
      payload: { assigneeId: null },
      allowed: everyone,
    },
    {
      method: 'POST',
      url: `/staff/${queue}/${someId}/replies`,
      payload: { message: 'Thank you, we are on it.' },
      allowed: everyone,
    },
  ];
}
/**
 * Every guarded staff endpoint with the callers its role lets through. A request that passes the
 * guard may still fail on its own terms (404 for an unknown id, 409 for a booking in the wrong
 * state): the guard's answers are 401 and 403 only.
 */
const endpoints: Endpoint[] = [
  { method: 'GET', url: '/staff/dashboard', allowed: ['support', 'admin', 'machine'] },
  { method: 'GET', url: '/staff/me', allowed: ['support', 'admin'] },
  { method: 'GET', url: '/staff/members', allowed: ['admin'] },
  {
    method: 'POST',
    url: '/staff/members',
    payload: { email: 'x@y.zz', fullName: 'X', role: 'elephant' },
    allowed: ['admin'],
  },
  { method: 'POST', url: `/staff/members/${someId}/disable`, allowed: ['admin'] },
  { method: 'POST', url: `/staff/members/${someId}/enable`, allowed: ['admin'] },
  { method: 'GET', url: '/staff/audit-log', allowed: ['admin'] },
  {
    method: 'POST',
    url: '/staff/bookings/SV-AAAA-BBBB-CCCC/confirm-transfer',
    payload: {},
    allowed: ['support', 'admin', 'machine'],
  },
  {
    method: 'POST',
    url: '/staff/bookings/SV-AAAA-BBBB-CCCC/reject',
    payload: {},
    allowed: ['support', 'admin', 'machine'],
  },
  ...queueEndpoints('enquiries', 'answered'),
  ...queueEndpoints('owner-submissions', 'in_review'),
  { method: 'POST', url: `/staff/owner-submissions/${someId}/approve`, allowed: everyone },
  {
    method: 'POST',
    url: `/staff/owner-submissions/${someId}/reject`,
    payload: { reason: 'Outside our cities' },
    allowed: everyone,
  },
  ...queueEndpoints('support-requests', 'resolved'),
  { method: 'GET', url: '/staff/bookings', allowed: everyone },
  { method: 'GET', url: '/staff/bookings/SV-AAAA-BBBB-CCCC', allowed: everyone },
  { method: 'POST', url: '/staff/bookings/SV-AAAA-BBBB-CCCC/no-show', payload: {}, allowed: everyone },
  { method: 'GET', url: '/staff/refunds', allowed: everyone },
  { method: 'POST', url: `/staff/refunds/${someId}/retry`, allowed: everyone },
  { method: 'GET', url: '/staff/reviews', allowed: ['support', 'admin', 'machine'] },
  {
    method: 'POST',
    url: `/staff/reviews/${someId}/status`,
    payload: { status: 'published' },
    allowed: ['support', 'admin', 'machine'],
  },
  { method: 'POST', url: '/staff/review-invitations', payload: {}, allowed: ['support', 'admin', 'machine'] },
  { method: 'POST', url: '/staff/review-invitations/sweep', allowed: ['support', 'admin', 'machine'] },
  { method: 'GET', url: '/staff/payments', allowed: ['support', 'admin', 'machine'] },
  {
    method: 'GET',
    url: '/staff/files/owner-submissions/missing.webp',
    allowed: ['support', 'admin', 'machine'],
  },
  {
    method: 'GET',
    url: '/staff/properties/some-property/calendar-feed',
    allowed: ['support', 'admin', 'machine'],
  },
  { method: 'GET', url: '/staff/properties/some-property/calendar-imports', allowed: everyone },
  {
    method: 'POST',
    url: '/staff/properties/some-property/calendar-imports',
    payload: { channel: '', url: '' },
    allowed: everyone,
  },
  { method: 'DELETE', url: `/staff/properties/some-property/calendar-imports/${someId}`, allowed: everyone },
  { method: 'GET', url: '/staff/calendar-conflicts', allowed: everyone },
  { method: 'GET', url: '/staff/properties?q=x', allowed: everyone },
  { method: 'GET', url: '/staff/properties/some-property/calendar?month=2027-01', allowed: everyone },
  {
    method: 'POST',
    url: '/staff/properties/some-property/calendar/blocks',
    payload: { checkIn: '', checkOut: '', reason: 'other' },
    allowed: everyone,
  },
  { method: 'DELETE', url: `/staff/properties/some-property/calendar/blocks/${someId}`, allowed: everyone },
];

describe('the role guard of every staff endpoint (issue 19)', () => {
  let app: FastifyInstance;
  let admin: EnrolledStaff;
  let support: EnrolledStaff;

  beforeAll(async () => {
    app = await build(staffEnv);
    admin = await loginAndEnrol(app, staffAdminEmail, staffAdminPassword);
    support = await enrolledMember(app, 'support');
  });

  it('lists every guarded /staff route here, so a new one cannot skip this test', () => {
    const document = app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const documented = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/staff/') && !path.startsWith('/staff/auth/'))
      .flatMap(([path, operations]) =>
        Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
      );
    expect(documented.length).toBe(endpoints.length);
  });

  for (const endpoint of endpoints) {
    const name = `${endpoint.method} ${endpoint.url}`;
    it(`${name}: anonymous 401, a guest 403, ${endpoint.allowed.join('/')} allowed`, async () => {
      const call = (headers: Record<string, string> = {}) =>
        app.inject({
          method: endpoint.method,
          url: endpoint.url,
          headers,
          ...(endpoint.payload ? { payload: endpoint.payload } : {}),
        });
      expect((await call()).statusCode).toBe(401);
      expect((await call({ authorization: 'Bearer not-a-token' })).statusCode).toBe(401);
      expect((await call(asGuest(app))).statusCode).toBe(403);
      const callers: Record<Caller, Record<string, string>> = {
        support: asStaff(support),
        admin: asStaff(admin),
        machine: asMachine,
      };
      for (const [caller, headers] of Object.entries(callers) as [Caller, Record<string, string>][]) {
        const response = await call(headers);
        if (endpoint.allowed.includes(caller)) {
          expect([401, 403], `${caller}: ${response.body}`).not.toContain(response.statusCode);
          expect(response.statusCode, response.body).toBeLessThan(500);
        } else {
          expect(response.statusCode, `${caller}: ${response.body}`).toBe(403);
        }
      }
    });
  }

  it('leaves the log-in steps open (they check their own tokens)', async () => {
    for (const url of [
      '/staff/auth/login',
      '/staff/auth/set-password',
      '/staff/auth/totp/enrol',
      '/staff/auth/totp/confirm',
    ]) {
      const response = await app.inject({ method: 'POST', url, payload: {} });
      expect(response.statusCode, url).toBe(400);
    }
  });
});
