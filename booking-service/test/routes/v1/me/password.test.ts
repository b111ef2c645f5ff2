import { errorEnvelopeSchema } from '@stayvn/shared';
import { describe, expect, it } from 'vitest';
import { bearer, buildAccounts, login, signUp, withRefresh } from '../../../helpers/accounts.js';

const testbed = await buildAccounts();
const { app } = testbed;

const change = (accessToken: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/v1/me/password', headers: bearer(accessToken), payload });

describe('POST /v1/me/password', () => {
  it('changes the password and ends every other session, keeping this one', async () => {
    const account = await signUp(testbed, { password: 'Current#pass1' });
    const elsewhere = await login(app, account.email, 'Current#pass1', true);

    const response = await change(account.session.accessToken, {
      currentPassword: 'Current#pass1',
      password: 'Changed#pass2',
      confirmPassword: 'Changed#pass2',
    });

    expect(response.statusCode).toBe(204);
    expect(
      (await app.inject({ method: 'GET', url: '/v1/me', headers: bearer(account.session) })).statusCode,
    ).toBe(200);
    expect(
      (await app.inject({ method: 'GET', url: '/v1/me', headers: bearer(elsewhere.session) })).statusCode,
    ).toBe(401);
    const refreshElsewhere = await app.inject({
      method: 'POST',
      url: '/v1/auth/refresh',
      cookies: withRefresh(elsewhere.refreshToken),
    });
    expect(refreshElsewhere.statusCode).toBe(400);
    const refreshHere = await app.inject({
      method: 'POST',
      url: '/v1/auth/refresh',
      cookies: withRefresh(account.refreshToken),
    });
    expect(refreshHere.statusCode).toBe(200);
    await login(app, account.email, 'Changed#pass2');
    const old = await app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: account.email, password: 'Current#pass1' },
    });
    expect(old.json().error.code).toBe('invalid_credentials');
  });

  it('answers 400 msg_current_password_incorrect for a wrong current password, changing nothing', async () => {
    const account = await signUp(testbed, { password: 'Current#pass1' });
    const response = await change(account.session.accessToken, {
      currentPassword: 'Wrong#pass1',
      password: 'Changed#pass2',
      confirmPassword: 'Changed#pass2',
    });
    expect(response.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(response.json()).error).toEqual({
      code: 'msg_current_password_incorrect',
      message: 'The current password is not correct',
      details: [
        {
          field: 'currentPassword',
          code: 'msg_current_password_incorrect',
          message: 'msg_current_password_incorrect',
        },
      ],
    });
    await login(app, account.email, 'Current#pass1');
  });

  it.each([
    [{ currentPassword: '' }, 'currentPassword', 'msg_current_password_required'],
    [
      { password: 'Current#pass1', confirmPassword: 'Current#pass1' },
      'password',
      'msg_password_same_as_current',
    ],
    [{ password: 'weak', confirmPassword: 'weak' }, 'password', 'msg_password_format'],
    [{ confirmPassword: 'Other#pass3' }, 'confirmPassword', 'msg_password_mismatch'],
    [{ confirmPassword: '' }, 'confirmPassword', 'msg_re_enter_password_required'],
  ])('refuses %o with a field error', async (overrides, field, code) => {
    const account = await signUp(testbed, { password: 'Current#pass1' });
    const response = await change(account.session.accessToken, {
      currentPassword: 'Current#pass1',
      password: 'Changed#pass2',
      confirmPassword: 'Changed#pass2',
      ...overrides,
    });
    expect(response.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(response.json()).error.details).toContainEqual(
      expect.objectContaining({ field, code }),
    );
  });

  it('answers 401 without a token', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/v1/me/password',
      payload: { currentPassword: 'a', password: 'Changed#pass2', confirmPassword: 'Changed#pass2' },
    });
    expect(response.statusCode).toBe(401);
  });
});
