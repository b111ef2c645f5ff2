import { staffLoginResultSchema, staffSessionSchema } from '@stayvn/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { totpCode } from '../../../src/staff/totp.js';
import { build } from '../../helpers/build.js';
import {
  asStaff,
  enrolledMember,
  loginAndEnrol,
  now,
  staffAdminEmail,
  staffAdminPassword,
  staffEnv,
  staffLogin,
  staffPassword,
  type EnrolledStaff,
} from '../../helpers/staff.js';

describe('staff log-in with a second factor (issue 19)', () => {
  let app: FastifyInstance;
  let admin: EnrolledStaff;

  beforeAll(async () => {
    app = await build(staffEnv);
    admin = await loginAndEnrol(app, staffAdminEmail, staffAdminPassword);
  });

  it('creates the first admin from the environment, who must enrol TOTP before anything else', async () => {
    expect(admin.session.staff).toMatchObject({
      email: staffAdminEmail,
      role: 'admin',
      status: 'active',
      totpEnrolled: true,
    });
    expect(admin.recoveryCodes).toHaveLength(10);
    expect(new Set(admin.recoveryCodes).size).toBe(10);
    // Staff sessions are short: 15-minute access tokens, 8 hours in all.
    const { accessTokenExpiresAt, sessionExpiresAt } = admin.session;
    expect(accessTokenExpiresAt - now()).toBeLessThanOrEqual(15 * 60);
    expect(sessionExpiresAt - now()).toBeGreaterThan(8 * 3600 - 60);
    expect(sessionExpiresAt - now()).toBeLessThanOrEqual(8 * 3600);
    const me = await app.inject({ method: 'GET', url: '/staff/me', headers: asStaff(admin) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: staffAdminEmail });
  });

  it('asks for a code after the right password, refuses a wrong code and takes the right one', async () => {
    const member = await enrolledMember(app, 'support');
    const noCode = await staffLogin(app, { email: member.email, password: staffPassword });
    expect(noCode.statusCode).toBe(200);
    expect(noCode.json()).toEqual({ step: 'code_required' });

    const current = await totpCode(member.secret, now());
    const wrong = current === '000000' ? '111111' : '000000';
    const refused = await staffLogin(app, { email: member.email, password: staffPassword, code: wrong });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({
      code: 'staff_code_invalid',
      details: [{ field: 'code', code: 'staff_code_invalid', message: 'staff_code_invalid' }],
    });

    const accepted = await staffLogin(app, { email: member.email, password: staffPassword, code: current });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const result = staffLoginResultSchema.parse(accepted.json());
    expect(result.step).toBe('signed_in');

    // The same code again is a replay.
    const replay = await staffLogin(app, { email: member.email, password: staffPassword, code: current });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error.code).toBe('staff_code_invalid');
  });

  it('refuses a wrong password the same way whether or not the address exists', async () => {
    const wrong = await staffLogin(app, {
      email: staffAdminEmail,
      password: 'Not-the-password1',
      code: '123456',
    });
    const unknown = await staffLogin(app, { email: 'nobody@stayvn.test', password: 'Not-the-password1' });
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('staff_invalid_credentials');
    }
  });

  it('takes each recovery code once', async () => {
    const member = await enrolledMember(app, 'support');
    const [code] = member.recoveryCodes;
    const first = await staffLogin(app, { email: member.email, password: staffPassword, recoveryCode: code });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().step).toBe('signed_in');
    // Typed in lower case without hyphens it is still the same, used, code.
    const again = await staffLogin(app, {
      email: member.email,
      password: staffPassword,
      recoveryCode: code!.toLowerCase().replaceAll('-', ''),
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toMatchObject({
      code: 'staff_code_invalid',
      details: [{ field: 'recoveryCode' }],
    });
    const other = await staffLogin(app, {
      email: member.email,
      password: staffPassword,
      recoveryCode: member.recoveryCodes[1],
    });
    expect(other.statusCode).toBe(200);
  });

  it('answers field errors for a malformed log-in, never a 500', async () => {
    const response = await staffLogin(app, { email: 'not-an-address', password: '', code: '12ab' });
    expect(response.statusCode).toBe(400);
    const fields = response.json().error.details.map((detail: { field: string }) => detail.field);
    expect(fields).toEqual(expect.arrayContaining(['email', 'password', 'code']));
  });

  it('refuses a forged enrolment token, and an access token in its place', async () => {
    const member = await enrolledMember(app, 'support');
    const enrol = await app.inject({
      method: 'POST',
      url: '/staff/auth/totp/enrol',
      payload: { enrolmentToken: 'forged.token.value' },
    });
    expect(enrol.statusCode).toBe(401);
    // An access token is no enrolment token.
    const withAccess = await app.inject({
      method: 'POST',
      url: '/staff/auth/totp/enrol',
      payload: { enrolmentToken: member.session.accessToken },
    });
    expect(withAccess.statusCode).toBe(401);
  });

  it('rotates the refresh cookie and ends the session at logout', async () => {
    const member = await enrolledMember(app, 'support');
    const refreshed = await app.inject({
      method: 'POST',
      url: '/staff/auth/refresh',
      cookies: { stayvn_staff_refresh: member.refreshToken },
    });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    const session = staffSessionSchema.parse(refreshed.json());
    const next = (refreshed.cookies as { name: string; value: string }[]).find(
      (cookie) => cookie.name === 'stayvn_staff_refresh',
    )!.value;
    // The old token is spent.
    const stale = await app.inject({
      method: 'POST',
      url: '/staff/auth/refresh',
      cookies: { stayvn_staff_refresh: member.refreshToken },
    });
    expect(stale.statusCode).toBe(400);

    const logout = await app.inject({
      method: 'POST',
      url: '/staff/auth/logout',
      cookies: { stayvn_staff_refresh: next },
    });
    expect(logout.statusCode).toBe(204);
    const after = await app.inject({ method: 'GET', url: '/staff/me', headers: asStaff(session) });
    expect(after.statusCode).toBe(401);
  });
});
