import { describe, expect, it } from 'vitest';
import { bearer, buildAccounts, login, signUp } from '../../../helpers/accounts.js';

/*
 * Issue 20, finding 4: a stolen access token could guess the current password without limit.
 * Changing the password is limited per account (3 here), whichever session or address asks.
 */
const testbed = await buildAccounts({ AUTH_RATE_LIMIT_PER_USER: '3' });
const { app } = testbed;

const change = (accessToken: string, currentPassword: string, remoteAddress: string) =>
  app.inject({
    method: 'POST',
    url: '/v1/me/password',
    headers: bearer(accessToken),
    remoteAddress,
    payload: { currentPassword, password: 'New-harbour8', confirmPassword: 'New-harbour8' },
  });

describe('POST /v1/me/password is limited per account', () => {
  it('answers 429 after three guesses, from any session and address, and not for another account', async () => {
    const victim = await signUp(testbed);
    const second = await login(app, victim.email, victim.password);
    for (let guess = 0; guess < 3; guess++) {
      const response = await change(victim.session.accessToken, `Guess-number${guess}`, `10.9.0.${guess}`);
      expect(response.statusCode, response.body).toBe(400);
    }
    const limited = await change(second.session.accessToken, victim.password, '10.9.1.1');
    expect(limited.statusCode, limited.body).toBe(429);
    expect(limited.json().error.code).toBe('too_many_requests');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

    const other = await signUp(testbed);
    const allowed = await change(other.session.accessToken, other.password, '10.9.0.0');
    expect(allowed.statusCode, allowed.body).toBe(204);
  });
});
