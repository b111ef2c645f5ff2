import { staffLoginResultSchema } from '@stayvn/shared';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { totpCode } from '../../../src/staff/totp.js';
import { build } from '../../helpers/build.js';
import { cheapCaptchaEnv, solveCaptcha } from '../../helpers/captcha.js';
import { enrolledMember, now, staffEnv, staffPassword } from '../../helpers/staff.js';

/*
 * Issue 31, item 18: ten wrong attempts locked a staff member out for 15 minutes (429), the
 * right password and code included. Now the account asks for a captcha after
 * LOGIN_CAPTCHA_AFTER_FAILURES wrong passwords or codes, on every attempt until one signs in.
 */
describe('staff log-in after wrong attempts', () => {
  let app: FastifyInstance;
  const login = (payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: '/staff/auth/login', payload });

  beforeAll(async () => {
    app = await build({
      ...staffEnv,
      ...cheapCaptchaEnv,
      LOGIN_CAPTCHA_AFTER_FAILURES: '5',
      // The defaults, which locked the account out after ten.
      AUTH_RATE_LIMIT_PER_EMAIL: '10',
      AUTH_RATE_LIMIT_PER_IP: '30',
    });
  });

  it('asks for a captcha instead of refusing the right password and code, until a log-in succeeds', async () => {
    const member = await enrolledMember(app, 'support');
    const codes: string[] = [];
    for (let i = 0; i < 10; i++) {
      const wrong = await login({ email: member.email, password: `Wrong-guess-${i}` });
      expect(wrong.statusCode).toBe(400);
      codes.push(wrong.json().error.code);
    }
    expect(codes.slice(0, 5)).toEqual(Array(5).fill('staff_invalid_credentials'));
    expect(codes.slice(5)).toEqual(Array(5).fill('captcha_required'));

    // The right password and code: a captcha to solve, not a lock-out.
    const code = await totpCode(member.secret, now());
    const asked = await login({ email: member.email, password: staffPassword, code });
    expect(asked.statusCode).toBe(400);
    expect(asked.json().error).toMatchObject({
      code: 'captcha_required',
      details: [{ field: 'captcha', code: 'captcha_required' }],
    });

    // A solved captcha buys one check: a wrong code is still refused, and counted.
    const wrongCode = code === '000000' ? '111111' : '000000';
    const refused = await login({
      email: member.email,
      password: staffPassword,
      code: wrongCode,
      captcha: await solveCaptcha(app),
    });
    expect(refused.json().error.code).toBe('staff_code_invalid');
    // The right password alone does not end the requirement (the code is still to be guessed).
    const half = await login({
      email: member.email,
      password: staffPassword,
      captcha: await solveCaptcha(app),
    });
    expect(half.json()).toEqual({ step: 'code_required' });
    expect((await login({ email: member.email, password: staffPassword })).json().error.code).toBe(
      'captcha_required',
    );

    const signedIn = await login({
      email: member.email,
      password: staffPassword,
      code,
      captcha: await solveCaptcha(app),
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(staffLoginResultSchema.parse(signedIn.json()).step).toBe('signed_in');

    // The success ends it: the next log-in needs no captcha.
    const next = await login({ email: member.email, password: staffPassword });
    expect(next.statusCode).toBe(200);
    expect(next.json()).toEqual({ step: 'code_required' });
  });

  it('never answers 429 to a staff log-in, however many wrong guesses came before', async () => {
    const member = await enrolledMember(app, 'support');
    for (let i = 0; i < 15; i++) {
      const response = await login({ email: member.email, password: `Wrong-guess-${i}` });
      expect(response.statusCode).toBe(400);
    }
  });
});
