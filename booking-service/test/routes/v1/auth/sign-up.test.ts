import { errorEnvelopeSchema, sessionSchema } from '@stayvn/shared';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hashSecret } from '../../../../src/accounts/secrets.js';
import { sessions, users, verificationKeys } from '../../../../src/db/schema/index.js';
import {
  bearer,
  buildAccounts,
  newEmail,
  refreshCookieOf,
  signUp,
  signUpKey,
  strongPassword,
  webUrl,
} from '../../../helpers/accounts.js';
import { linkIn } from '../../../helpers/smtp-peer.js';

const testbed = await buildAccounts();
const { app, smtp } = testbed;

afterEach(() => {
  vi.useRealTimers();
});

const completion = (verifyKey: string, overrides: Record<string, unknown> = {}) => ({
  verifyKey,
  fullName: 'Tran Thi Binh',
  phoneNumber: '+84-912/345678',
  companyName: 'Binh Trading',
  password: strongPassword,
  confirmPassword: strongPassword,
  ...overrides,
});

describe('POST /v1/auth/sign-up/email', () => {
  it('answers 0 and mails a one-hour link to the sign-up form in the chosen language', async () => {
    const email = newEmail();
    const response = await app.inject({
      method: 'POST',
      url: '/v1/auth/sign-up/email',
      payload: { email: `  ${email.toUpperCase()} `, language: 'vi' },
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ result: 0 });
    const mail = await smtp.lastTo(email);
    expect(mail.from).toBe('no-reply@stayvn.test');
    expect(mail.subject).toBe('[StayVN] Xác nhận địa chỉ email của bạn');
    expect(mail.text).toContain('Liên kết có hiệu lực trong 1 giờ');
    const link = linkIn(mail, `${webUrl}/vi/sign-up?`);
    expect(link.searchParams.get('email')).toBe(email);
    const key = link.searchParams.get('verify-key')!;
    // 256 random bits in base64url.
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail.html).toContain(`href="${link.toString().replace(/&/g, '&amp;')}"`);

    // Only a hash of the key is stored.
    const [row] = await app.db.select().from(verificationKeys).where(eq(verificationKeys.email, email));
    expect(row).toMatchObject({ keyHash: hashSecret(key), purpose: 'sign_up', language: 'vi', usedAt: null });
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeGreaterThan(59 * 60 * 1000);
    expect(row!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(60 * 60 * 1000);
  });

  it('writes the mail in Japanese for jp', async () => {
    const email = newEmail();
    await signUpKey(testbed, email, 'jp');
    const mail = await smtp.lastTo(email);
    expect(mail.subject).toBe('【StayVN】メールアドレスのご確認');
    expect(mail.text).toContain('このリンクの有効期限は1時間で、一度だけ使用できます。');
    expect(mail.html).toContain('<html lang="ja">');
  });

  it('answers 1 and mails nothing when the address already has an account', async () => {
    const { email } = await signUp(testbed);
    smtp.reset();
    const response = await app.inject({
      method: 'POST',
      url: '/v1/auth/sign-up/email',
      payload: { email: email.toUpperCase(), language: 'en' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ result: 1 });
    expect(smtp.mails).toHaveLength(0);
  });

  it.each([
    [{ email: '', language: 'en' }, 'email', 'err_email'],
    [{ email: 'guest@example', language: 'en' }, 'email', 'err_email_format'],
    [{ email: 'guest@example.com', language: 'fr' }, 'language', 'err_invalid_language'],
  ])('refuses %o with a field error', async (payload, field, code) => {
    const response = await app.inject({ method: 'POST', url: '/v1/auth/sign-up/email', payload });
    expect(response.statusCode).toBe(400);
    const body = errorEnvelopeSchema.parse(response.json());
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.details).toContainEqual(expect.objectContaining({ field, code }));
  });
});

describe('POST /v1/auth/sign-up/verify', () => {
  it('answers the address of a valid key without using it', async () => {
    const email = newEmail();
    const key = await signUpKey(testbed, email);
    for (let i = 0; i < 2; i++) {
      const response = await app.inject({ method: 'POST', url: '/v1/auth/sign-up/verify', payload: { key } });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ email });
    }
  });

  it('answers 400 link_expired for an unknown key', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/v1/auth/sign-up/verify',
      payload: { key: 'x'.repeat(43) },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('link_expired');
  });

  it('answers 400 link_expired once the hour is over', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const key = await signUpKey(testbed, newEmail());
    vi.setSystemTime(Date.now() + 59 * 60 * 1000);
    const before = await app.inject({ method: 'POST', url: '/v1/auth/sign-up/verify', payload: { key } });
    expect(before.statusCode).toBe(200);
    vi.setSystemTime(Date.now() + 60 * 1000 + 1);
    const after = await app.inject({ method: 'POST', url: '/v1/auth/sign-up/verify', payload: { key } });
    expect(after.statusCode).toBe(400);
    expect(after.json().error.code).toBe('link_expired');
  });
});

describe('POST /v1/auth/sign-up', () => {
  it('creates the account from the link, logs it in and answers 201 with a session and the refresh cookie', async () => {
    const email = newEmail();
    const key = await signUpKey(testbed, email);
    const response = await app.inject({ method: 'POST', url: '/v1/auth/sign-up', payload: completion(key) });

    expect(response.statusCode).toBe(201);
    const session = sessionSchema.parse(response.json());
    expect(session.rememberMe).toBe(false);
    expect(session.user).toEqual({
      id: expect.any(String),
      email,
      fullName: 'Tran Thi Binh',
      phoneNumber: '+84-912/345678',
      companyName: 'Binh Trading',
      gender: null,
      nationality: null,
      address: null,
      avatarUrl: null,
    });
    // Fifteen minutes, in epoch seconds.
    expect(session.accessTokenExpiresAt - Math.floor(Date.now() / 1000)).toBeGreaterThan(890);
    expect(session.accessTokenExpiresAt - Math.floor(Date.now() / 1000)).toBeLessThanOrEqual(900);
    const cookie = refreshCookieOf(response)!;
    expect(cookie).toMatchObject({ path: '/v1/auth', httpOnly: true, sameSite: 'Lax' });
    // Not remembered: a browser-session cookie.
    expect(cookie.maxAge).toBeUndefined();
    expect(cookie.expires).toBeUndefined();
    expect(JSON.stringify(response.json())).not.toContain(cookie.value);

    const me = await app.inject({ method: 'GET', url: '/v1/me', headers: bearer(session) });
    expect(me.json().email).toBe(email);

    const [user] = await app.db.select().from(users).where(eq(users.email, email));
    expect(user!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(user!.passwordHash).not.toContain(strongPassword);
  });

  it('remembers the session for 30 days when asked', async () => {
    const key = await signUpKey(testbed, newEmail());
    const response = await app.inject({
      method: 'POST',
      url: '/v1/auth/sign-up',
      payload: completion(key, { rememberMe: true, phoneNumber: '', companyName: undefined }),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      rememberMe: true,
      user: { phoneNumber: null, companyName: null },
    });
    expect(refreshCookieOf(response)!.maxAge).toBe(30 * 24 * 60 * 60);
    const [session] = await app.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, response.json().user.id));
    expect(session!.rememberMe).toBe(true);
  });

  it('uses a key once: a second completion answers 400 link_expired and creates nothing', async () => {
    const email = newEmail();
    const key = await signUpKey(testbed, email);
    const first = await app.inject({ method: 'POST', url: '/v1/auth/sign-up', payload: completion(key) });
    expect(first.statusCode).toBe(201);
    const again = await app.inject({
      method: 'POST',
      url: '/v1/auth/sign-up',
      payload: completion(key, { fullName: 'Someone Else' }),
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('link_expired');
    const verify = await app.inject({ method: 'POST', url: '/v1/auth/sign-up/verify', payload: { key } });
    expect(verify.statusCode).toBe(400);
    expect(await app.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });

  it('answers 400 link_expired for a key older than one hour', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const email = newEmail();
    const key = await signUpKey(testbed, email);
    vi.setSystemTime(Date.now() + 60 * 60 * 1000 + 1000);
    const response = await app.inject({ method: 'POST', url: '/v1/auth/sign-up', payload: completion(key) });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('link_expired');
    expect(await app.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });

  it('ends the other links of the address once one is used', async () => {
    const email = newEmail();
    const first = await signUpKey(testbed, email);
    const second = await signUpKey(testbed, email);
    expect(first).not.toBe(second);
    expect(
      (await app.inject({ method: 'POST', url: '/v1/auth/sign-up', payload: completion(second) })).statusCode,
    ).toBe(201);
    const late = await app.inject({
      method: 'POST',
      url: '/v1/auth/sign-up/verify',
      payload: { key: first },
    });
    expect(late.json().error.code).toBe('link_expired');
  });

  it.each([
    [{ fullName: '' }, 'fullName', 'err_fullname'],
    [{ fullName: 'x'.repeat(26) }, 'fullName', 'err_too_long'],
    [{ password: 'short1!', confirmPassword: 'short1!' }, 'password', 'msg_password_format'],
    [{ password: 'nodigits!', confirmPassword: 'nodigits!' }, 'password', 'msg_password_format'],
    [{ password: 'NOLOWER1!', confirmPassword: 'NOLOWER1!' }, 'password', 'msg_password_format'],
    [{ password: 'nospecial1', confirmPassword: 'nospecial1' }, 'password', 'msg_password_format'],
    [{ password: 'has space1!', confirmPassword: 'has space1!' }, 'password', 'msg_password_format'],
    [
      { password: `a1!${'x'.repeat(46)}`, confirmPassword: `a1!${'x'.repeat(46)}` },
      'password',
      'msg_password_format',
    ],
    [{ password: '' }, 'password', 'msg_new_password_required'],
    [{ confirmPassword: '' }, 'confirmPassword', 'msg_re_enter_password_required'],
    [{ confirmPassword: 'Harbour-view8' }, 'confirmPassword', 'msg_password_mismatch'],
    [{ phoneNumber: '12345' }, 'phoneNumber', 'err_phone_format'],
    [{ phoneNumber: '0912 345 678' }, 'phoneNumber', 'err_phone_format'],
    [{ phoneNumber: '1234567890123456' }, 'phoneNumber', 'err_phone_format'],
    [{ companyName: 'c'.repeat(256) }, 'companyName', 'err_too_long'],
    [{ verifyKey: '' }, 'verifyKey', 'msg_URL_expired'],
  ])('refuses %o with %s: %s, and leaves the key usable', async (overrides, field, code) => {
    const email = newEmail();
    const key = await signUpKey(testbed, email);
    const response = await app.inject({
      method: 'POST',
      url: '/v1/auth/sign-up',
      payload: completion(key, overrides),
    });
    expect(response.statusCode).toBe(400);
    const body = errorEnvelopeSchema.parse(response.json());
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.details).toContainEqual(expect.objectContaining({ field, code }));
    expect(await app.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
    const verify = await app.inject({ method: 'POST', url: '/v1/auth/sign-up/verify', payload: { key } });
    expect(verify.statusCode).toBe(200);
  });
});
