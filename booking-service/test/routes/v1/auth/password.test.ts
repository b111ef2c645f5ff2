import { errorEnvelopeSchema, sessionSchema } from '@stayvn/shared';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessions, users } from '../../../../src/db/schema/index.js';
import {
  bearer,
  buildAccounts,
  login,
  newEmail,
  refreshCookieOf,
  signUp,
  webUrl,
  withRefresh,
} from '../../../helpers/accounts.js';
import { linkIn } from '../../../helpers/smtp-peer.js';

const testbed = await buildAccounts();
const { app, smtp } = testbed;

afterEach(() => {
  vi.useRealTimers();
});

async function resetKey(email: string, language: 'en' | 'jp' | 'vi' = 'en'): Promise<string> {
  const address = email.trim().toLowerCase();
  const seen = smtp.countTo(address);
  const response = await app.inject({
    method: 'POST',
    url: '/v1/auth/password/forgot',
    payload: { email, language },
  });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json()).toEqual({ result: 1 });
  const link = linkIn(await smtp.nextTo(address, seen), `${webUrl}/${language}/reset-password?`);
  return link.searchParams.get('verify-key')!;
}

const reset = (verifyKey: string, password: string, confirmPassword = password) =>
  app.inject({
    method: 'POST',
    url: '/v1/auth/password/reset',
    payload: { verifyKey, password, confirmPassword },
  });

describe('POST /v1/auth/password/forgot', () => {
  it('mails a reset link in the chosen language', async () => {
    const account = await signUp(testbed, { fullName: 'Pham Thu Ha', password: 'Lotus-pond3' });
    await resetKey(account.email.toUpperCase(), 'jp');
    const mail = await smtp.lastTo(account.email);
    expect(mail.subject).toBe('【StayVN】パスワード再設定のご案内');
    expect(mail.text).toContain('Pham Thu Ha 様');
    expect(mail.text).toMatch(new RegExp(`${webUrl}/jp/reset-password\\?verify-key=[A-Za-z0-9_-]{43}`));
  });

  it('writes English and Vietnamese mails too', async () => {
    const account = await signUp(testbed, { fullName: 'Pham Thu Ha' });
    await resetKey(account.email, 'vi');
    expect((await smtp.lastTo(account.email)).subject).toBe('[StayVN] Đặt lại mật khẩu');
    await resetKey(account.email, 'en');
    const english = await smtp.lastTo(account.email);
    expect(english.subject).toBe('Reset your StayVN password');
    expect(english.text).toContain('Hello Pham Thu Ha,');
  });

  it('answers 400 email_not_found for an address without an account, and mails nothing', async () => {
    smtp.reset();
    const response = await app.inject({
      method: 'POST',
      url: '/v1/auth/password/forgot',
      payload: { email: newEmail(), language: 'en' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('email_not_found');
    expect(smtp.mails).toHaveLength(0);
  });

  it('refuses a malformed address with a field error', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/v1/auth/password/forgot',
      payload: { email: 'nobody', language: 'en' },
    });
    expect(response.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(response.json()).error.details).toEqual([
      { field: 'email', code: 'err_email_format', message: 'Email format' },
    ]);
  });
});

describe('POST /v1/auth/password/verify', () => {
  it('answers the address for a valid key, 400 link_expired after an hour', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const account = await signUp(testbed);
    const key = await resetKey(account.email);
    const valid = await app.inject({ method: 'POST', url: '/v1/auth/password/verify', payload: { key } });
    expect(valid.json()).toEqual({ email: account.email });
    vi.setSystemTime(Date.now() + 60 * 60 * 1000 + 1);
    const expired = await app.inject({ method: 'POST', url: '/v1/auth/password/verify', payload: { key } });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error.code).toBe('link_expired');
  });

  it('does not take a sign-up key for a reset key', async () => {
    const email = newEmail();
    await app.inject({ method: 'POST', url: '/v1/auth/sign-up/email', payload: { email, language: 'en' } });
    const signUpKey = linkIn(await smtp.lastTo(email), `${webUrl}/en/sign-up?`).searchParams.get(
      'verify-key',
    )!;
    const response = await app.inject({
      method: 'POST',
      url: '/v1/auth/password/verify',
      payload: { key: signUpKey },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('link_expired');
  });
});

describe('POST /v1/auth/password/reset', () => {
  it('sets the new password, ends every other session and logs in without remember me', async () => {
    const account = await signUp(testbed, { password: 'Old-secret1', rememberMe: true });
    const other = await login(app, account.email, 'Old-secret1', true);
    const key = await resetKey(account.email);

    const response = await reset(key, 'Brand-new#pass9');

    expect(response.statusCode).toBe(200);
    const session = sessionSchema.parse(response.json());
    expect(session.rememberMe).toBe(false);
    expect(session.user.email).toBe(account.email);
    expect(refreshCookieOf(response)!.maxAge).toBeUndefined();
    expect((await app.inject({ method: 'GET', url: '/v1/me', headers: bearer(session) })).statusCode).toBe(
      200,
    );

    // The old sessions are over, their access and refresh tokens refused.
    for (const old of [account, other]) {
      expect(
        (await app.inject({ method: 'GET', url: '/v1/me', headers: bearer(old.session) })).statusCode,
      ).toBe(401);
      const refresh = await app.inject({
        method: 'POST',
        url: '/v1/auth/refresh',
        cookies: withRefresh(old.refreshToken),
      });
      expect(refresh.statusCode).toBe(400);
    }
    const reasons = await app.db
      .select({ reason: sessions.revokedReason })
      .from(sessions)
      .where(eq(sessions.userId, session.user.id));
    expect(reasons.filter((row) => row.reason === 'password_reset')).toHaveLength(2);

    const oldLogin = await app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: account.email, password: 'Old-secret1' },
    });
    expect(oldLogin.json().error.code).toBe('invalid_credentials');
    await login(app, account.email, 'Brand-new#pass9');
  });

  it('uses a key once', async () => {
    const account = await signUp(testbed);
    const key = await resetKey(account.email);
    expect((await reset(key, 'First-new#1x')).statusCode).toBe(200);
    const again = await reset(key, 'Second-new#2y');
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('link_expired');
    const verify = await app.inject({ method: 'POST', url: '/v1/auth/password/verify', payload: { key } });
    expect(verify.statusCode).toBe(400);
  });

  it('ends the other reset links of the account once one is used', async () => {
    const account = await signUp(testbed);
    const first = await resetKey(account.email);
    const second = await resetKey(account.email);
    expect((await reset(second, 'Fresh-start#4')).statusCode).toBe(200);
    expect((await reset(first, 'Other-start#5')).json().error.code).toBe('link_expired');
  });

  it('answers 400 link_expired for a key older than an hour, and keeps the password', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const account = await signUp(testbed);
    const key = await resetKey(account.email);
    vi.setSystemTime(Date.now() + 61 * 60 * 1000);
    const response = await reset(key, 'Too-late#pass1');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('link_expired');
    vi.useRealTimers();
    await login(app, account.email, account.password);
  });

  it.each([
    ['the same password', 'Harbour-view7', 'Harbour-view7'],
    ['the same in swapped case', 'Harbour-view7', 'hARBOUR-VIEW7'],
    ['the same in lower case', 'Harbour-view7', 'harbour-view7'],
    ['the same with the first letter toggled', 'harbour-view7', 'Harbour-view7'],
    ['the same with only some letters in another case', 'Harbour-view7', 'harBour-View7'],
    ['the same with only its case changed, mixed both ways', 'hArbour-vIew7', 'HarbouR-VieW7'],
    ['the trailing number one higher', 'Harbour-view7', 'Harbour-view8'],
    ['the trailing number one lower', 'Summer!2024', 'Summer!2023'],
    ['a trailing number added', '9a-lotus!', '9a-lotus!1'],
    ['the trailing number dropped', 'Sea-breeze#a1b1', 'Sea-breeze#a1b'],
    ['one character added at the end', 'Harbour-view7', 'Harbour-view7x'],
  ])(
    'refuses %s (%s, then %s) as too similar (msg_password_similar), keeping the key',
    async (_, old, candidate) => {
      const account = await signUp(testbed, { password: old });
      const key = await resetKey(account.email);
      const response = await reset(key, candidate);
      expect(response.statusCode).toBe(400);
      const body = errorEnvelopeSchema.parse(response.json());
      expect(body.error.code).toBe('msg_password_similar');
      expect(body.error.details).toEqual([
        { field: 'password', code: 'msg_password_similar', message: 'msg_password_similar' },
      ]);
      // The key is still good: the person chooses another password.
      expect((await reset(key, 'Completely#different42')).statusCode).toBe(200);
    },
  );

  it('accepts a password that merely shares a word with the old one', async () => {
    const account = await signUp(testbed, { password: 'Harbour-view7' });
    const key = await resetKey(account.email);
    expect((await reset(key, 'Harbour-lights!2024')).statusCode).toBe(200);
  });

  it.each([
    [{ password: 'short1!' }, 'password', 'msg_password_format'],
    [{ password: '' }, 'password', 'msg_new_password_required'],
    [{ confirmPassword: '' }, 'confirmPassword', 'msg_re_enter_password_required'],
    [{ confirmPassword: 'Other#pass12' }, 'confirmPassword', 'msg_password_mismatch'],
    [{ verifyKey: '' }, 'verifyKey', 'msg_URL_expired'],
  ])('refuses %o with a field error', async (overrides, field, code) => {
    const response = await app.inject({
      method: 'POST',
      url: '/v1/auth/password/reset',
      payload: { verifyKey: 'k', password: 'Valid#pass12', confirmPassword: 'Valid#pass12', ...overrides },
    });
    expect(response.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(response.json()).error.details).toContainEqual(
      expect.objectContaining({ field, code }),
    );
  });

  it('lets an account made by a social login set its first password', async () => {
    const email = newEmail();
    await app.db.insert(users).values({ email, fullName: 'Social Only', passwordHash: null });
    const key = await resetKey(email);
    expect((await reset(key, 'First#password1')).statusCode).toBe(200);
    await login(app, email, 'First#password1');
  });
});
