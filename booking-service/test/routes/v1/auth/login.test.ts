import { errorEnvelopeSchema, sessionSchema } from '@stayvn/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '../../../../src/db/schema/index.js';
import { bearer, buildAccounts, newEmail, refreshCookieOf, signUp } from '../../../helpers/accounts.js';

const testbed = await buildAccounts();
const { app } = testbed;
const account = await signUp(testbed, { fullName: 'Le Minh Chau' });

const login = (payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/v1/auth/login', payload });

describe('POST /v1/auth/login', () => {
  it('answers a session and a browser-session refresh cookie without remember me', async () => {
    const response = await login({ email: account.email, password: account.password, rememberMe: false });

    expect(response.statusCode).toBe(200);
    const session = sessionSchema.parse(response.json());
    expect(session).toMatchObject({
      rememberMe: false,
      user: { email: account.email, fullName: 'Le Minh Chau' },
    });
    const cookie = refreshCookieOf(response)!;
    expect(cookie).toMatchObject({ path: '/v1/auth', httpOnly: true, sameSite: 'Lax' });
    expect(cookie.maxAge).toBeUndefined();
    expect(cookie.secure).toBeUndefined();
    // A new session of its own, beside the one sign-up started.
    const rows = await app.db.select().from(sessions).where(eq(sessions.userId, session.user.id));
    expect(rows).toHaveLength(2);

    const me = await app.inject({ method: 'GET', url: '/v1/me', headers: bearer(session) });
    expect(me.statusCode).toBe(200);
  });

  it('keeps the cookie 30 days with remember me, and rememberMe defaults to false', async () => {
    const remembered = await login({ email: account.email, password: account.password, rememberMe: true });
    expect(remembered.json().rememberMe).toBe(true);
    expect(refreshCookieOf(remembered)!.maxAge).toBe(2_592_000);

    const plain = await login({ email: account.email, password: account.password });
    expect(plain.json().rememberMe).toBe(false);
  });

  it('compares the e-mail without case or surrounding spaces', async () => {
    const response = await login({ email: ` ${account.email.toUpperCase()} `, password: account.password });
    expect(response.statusCode).toBe(200);
  });

  it.each([
    ['a wrong password', () => ({ email: account.email, password: 'Harbour-view8' })],
    [
      'a password in another case',
      () => ({ email: account.email, password: account.password.toUpperCase() }),
    ],
    ['an unknown e-mail', () => ({ email: newEmail(), password: account.password })],
  ])('answers 400 invalid_credentials for %s, the same either way', async (_, payload) => {
    const response = await login(payload());
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: 'invalid_credentials', message: 'The e-mail or password is not correct' },
    });
    expect(refreshCookieOf(response)).toBeUndefined();
  });

  it.each([
    [{ email: '', password: 'x' }, 'email', 'err_email'],
    [{ email: 'not-an-email', password: 'x' }, 'email', 'err_email_format'],
    [{ email: 'guest@example.com', password: '   ' }, 'password', 'err_password_required'],
    [{ email: 'guest@example.com', password: 'x'.repeat(49) }, 'password', 'err_too_long'],
    [{ email: 'guest@example.com', password: 'x', rememberMe: 'yes' }, 'rememberMe', 'invalid_type'],
  ])('refuses %o with a field error', async (payload, field, code) => {
    const response = await login(payload);
    expect(response.statusCode).toBe(400);
    const body = errorEnvelopeSchema.parse(response.json());
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.details).toContainEqual(expect.objectContaining({ field, code }));
  });
});
