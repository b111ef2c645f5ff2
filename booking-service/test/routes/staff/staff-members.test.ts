import { staffLoginResultSchema, staffMemberSchema } from '@stayvn/shared';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { totpCode } from '../../../src/staff/totp.js';
import { buildAccounts, webUrl } from '../../helpers/accounts.js';
import { linkIn, type SmtpPeer } from '../../helpers/smtp-peer.js';
import {
  asStaff,
  enrol,
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

describe('admins invite and disable staff (issue 19)', () => {
  let app: FastifyInstance;
  let smtp: SmtpPeer;
  let admin: EnrolledStaff;

  beforeAll(async () => {
    ({ app, smtp } = await buildAccounts(staffEnv));
    admin = await loginAndEnrol(app, staffAdminEmail, staffAdminPassword);
  });

  async function invite(email: string, role: 'support' | 'admin' = 'support', language = 'en') {
    const response = await app.inject({
      method: 'POST',
      url: '/staff/members',
      headers: asStaff(admin),
      payload: { email, fullName: 'Tran Thi Binh', role, language },
    });
    expect(response.statusCode, response.body).toBe(201);
    await app.outbox.runDue();
    const mail = await smtp.lastTo(email);
    return { member: staffMemberSchema.parse(response.json()), mail };
  }

  it('invite → the mail → set password → enrol → log in with a code', async () => {
    const email = 'binh.support@stayvn.test';
    const { member, mail } = await invite(email, 'support', 'vi');
    expect(member).toMatchObject({ email, role: 'support', status: 'invited', totpEnrolled: false });
    expect(mail.subject).toContain('nhân viên');
    const key = linkIn(mail, `${webUrl}/staff/set-password?`).searchParams.get('key')!;

    // No password yet: no log-in.
    const early = await staffLogin(app, { email, password: staffPassword });
    expect(early.statusCode).toBe(400);

    const weak = await app.inject({
      method: 'POST',
      url: '/staff/auth/set-password',
      payload: { key, password: 'short' },
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.details).toEqual([
      expect.objectContaining({ field: 'password', code: 'msg_password_format' }),
    ]);

    const set = await app.inject({
      method: 'POST',
      url: '/staff/auth/set-password',
      payload: { key, password: staffPassword },
    });
    expect(set.statusCode, set.body).toBe(200);
    // The link works once.
    const again = await app.inject({
      method: 'POST',
      url: '/staff/auth/set-password',
      payload: { key, password: staffPassword },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('staff_link_expired');

    const enrolled = await enrol(app, set.json().enrolmentToken);
    expect(enrolled.session.staff).toMatchObject({ email, status: 'active', totpEnrolled: true });

    const login = await staffLogin(app, {
      email,
      password: staffPassword,
      code: await totpCode(enrolled.secret, now()),
    });
    expect(login.statusCode, login.body).toBe(200);
    expect(staffLoginResultSchema.parse(login.json()).step).toBe('signed_in');

    const list = await app.inject({ method: 'GET', url: '/staff/members', headers: asStaff(admin) });
    expect(list.json().items.map((item: { email: string }) => item.email)).toEqual(
      expect.arrayContaining([staffAdminEmail, email]),
    );
  });

  it('refuses a second account for one address with a field error', async () => {
    const email = 'twice@stayvn.test';
    await invite(email);
    const response = await app.inject({
      method: 'POST',
      url: '/staff/members',
      headers: asStaff(admin),
      payload: { email: 'Twice@StayVN.test', fullName: 'Twice', role: 'support' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.details).toEqual([
      { field: 'email', code: 'staff_email_taken', message: 'staff_email_taken' },
    ]);
  });

  it('refuses a malformed invitation field by field', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/staff/members',
      headers: asStaff(admin),
      payload: { email: 'nope', fullName: '', role: 'owner' },
    });
    expect(response.statusCode).toBe(400);
    const fields = response.json().error.details.map((detail: { field: string }) => detail.field);
    expect(fields).toEqual(expect.arrayContaining(['email', 'fullName', 'role']));
  });

  it('a disabled member is refused at once and at log-in; enabled again, they may log in', async () => {
    const member = await enrolledMember(app, 'support');
    const disable = await app.inject({
      method: 'POST',
      url: `/staff/members/${member.session.staff.id}/disable`,
      headers: asStaff(admin),
    });
    expect(disable.statusCode, disable.body).toBe(200);
    expect(disable.json().status).toBe('disabled');

    // The open session ends now, not when its token expires.
    const me = await app.inject({ method: 'GET', url: '/staff/dashboard', headers: asStaff(member) });
    expect(me.statusCode).toBe(401);
    const refresh = await app.inject({
      method: 'POST',
      url: '/staff/auth/refresh',
      cookies: { stayvn_staff_refresh: member.refreshToken },
    });
    expect(refresh.statusCode).toBe(400);
    const login = await staffLogin(app, {
      email: member.email,
      password: staffPassword,
      code: await totpCode(member.secret, now()),
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().error.code).toBe('staff_disabled');

    const enable = await app.inject({
      method: 'POST',
      url: `/staff/members/${member.session.staff.id}/enable`,
      headers: asStaff(admin),
    });
    expect(enable.json().status).toBe('active');
    const back = await staffLogin(app, {
      email: member.email,
      password: staffPassword,
      recoveryCode: member.recoveryCodes[0],
    });
    expect(back.statusCode, back.body).toBe(200);
  });

  it('support cannot manage staff, and an admin cannot disable themselves', async () => {
    const support = await enrolledMember(app, 'support');
    const byInvite = await app.inject({
      method: 'POST',
      url: '/staff/members',
      headers: asStaff(support),
      payload: { email: 'sneaky@stayvn.test', fullName: 'Sneaky', role: 'admin' },
    });
    expect(byInvite.statusCode).toBe(403);
    const self = await app.inject({
      method: 'POST',
      url: `/staff/members/${admin.session.staff.id}/disable`,
      headers: asStaff(admin),
    });
    expect(self.statusCode).toBe(409);
    expect(self.json().error.code).toBe('staff_cannot_disable_self');
  });
});
