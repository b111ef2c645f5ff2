import { randomUUID } from 'node:crypto';
import {
  staffEnrolledSchema,
  staffLoginResultSchema,
  staffTotpEnrolmentSchema,
  type StaffRole,
  type StaffSession,
} from '@stayvn/shared';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { hashPassword } from '../../src/accounts/passwords.js';
import { staffMembers } from '../../src/db/schema/index.js';
import { totpCode } from '../../src/staff/totp.js';

export const staffAdminEmail = 'first.admin@stayvn.test';
export const staffAdminPassword = 'Admin-Harbour7';
export const staffPassword = 'Support-Harbour7';
export const machineToken = 'test-staff-token-of-at-least-32-characters';

/** The variables a staff test builds the service with: the first admin and the machine token. */
export const staffEnv = {
  STAFF_ADMIN_EMAIL: staffAdminEmail,
  STAFF_ADMIN_PASSWORD: staffAdminPassword,
  STAFF_API_TOKEN: machineToken,
  STAFF_JWT_SECRET: 'test-staff-jwt-secret-of-at-least-32-chars',
  AUTH_RATE_LIMIT_PER_IP: '1000',
  AUTH_RATE_LIMIT_PER_EMAIL: '1000',
};

export const now = () => Math.floor(Date.now() / 1000);

export interface EnrolledStaff {
  email: string;
  password: string;
  secret: string;
  recoveryCodes: string[];
  session: StaffSession;
  refreshToken: string;
}

export async function staffLogin(app: FastifyInstance, payload: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/staff/auth/login', payload });
}

/**
 * Enrols TOTP with an enrolment token: the secret, then a code of the previous 30-second step
 * (so the current and the next step stay free for the test's log-ins).
 */
export async function enrol(
  app: FastifyInstance,
  enrolmentToken: string,
): Promise<Omit<EnrolledStaff, 'email' | 'password'>> {
  const started = await app.inject({
    method: 'POST',
    url: '/staff/auth/totp/enrol',
    payload: { enrolmentToken },
  });
  expect(started.statusCode, started.body).toBe(200);
  const { secret, otpauthUri } = staffTotpEnrolmentSchema.parse(started.json());
  expect(otpauthUri).toMatch(/^otpauth:\/\/totp\//);
  const confirmed = await app.inject({
    method: 'POST',
    url: '/staff/auth/totp/confirm',
    payload: { enrolmentToken, code: await totpCode(secret, now() - 30) },
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  const { recoveryCodes, session } = staffEnrolledSchema.parse(confirmed.json());
  const cookie = (confirmed.cookies as { name: string; value: string }[]).find(
    (c) => c.name === 'stayvn_staff_refresh',
  );
  return { secret, recoveryCodes, session, refreshToken: cookie!.value };
}

/** Log-in with the password (no second factor yet) and the whole enrolment. */
export async function loginAndEnrol(
  app: FastifyInstance,
  email: string,
  password: string,
): Promise<EnrolledStaff> {
  const response = await staffLogin(app, { email, password });
  expect(response.statusCode, response.body).toBe(200);
  const result = staffLoginResultSchema.parse(response.json());
  if (result.step !== 'enrolment_required') throw new Error(`expected an enrolment, got ${result.step}`);
  return { email, password, ...(await enrol(app, result.enrolmentToken)) };
}

/** A staff member made straight in the database (faster than an invitation), then enrolled. */
export async function enrolledMember(app: FastifyInstance, role: StaffRole): Promise<EnrolledStaff> {
  const email = `${role}.${randomUUID().slice(0, 8)}@stayvn.test`;
  await app.db
    .insert(staffMembers)
    .values({ email, fullName: `Test ${role}`, role, passwordHash: await hashPassword(staffPassword) });
  return loginAndEnrol(app, email, staffPassword);
}

export const asStaff = (staff: { session: StaffSession } | StaffSession) => ({
  authorization: `Bearer ${'session' in staff ? staff.session.accessToken : staff.accessToken}`,
});
export const asMachine = { authorization: `Bearer ${machineToken}` };
/** A validly signed guest access token: a known person, but no staff member. */
export const asGuest = (app: FastifyInstance) => ({
  authorization: `Bearer ${app.jwt.sign({ sub: randomUUID(), sid: randomUUID() })}`,
});
