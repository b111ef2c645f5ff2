import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '../../../../src/db/schema/index.js';
import {
  bearer,
  buildAccounts,
  login,
  refreshCookieOf,
  signUp,
  withRefresh,
} from '../../../helpers/accounts.js';

const testbed = await buildAccounts();
const { app } = testbed;
const account = await signUp(testbed);

describe('POST /v1/auth/logout', () => {
  it('revokes the session, clears the cookie and refuses its tokens afterwards', async () => {
    const { session, refreshToken } = await login(app, account.email, account.password, true);

    const response = await app.inject({
      method: 'POST',
      url: '/v1/auth/logout',
      cookies: withRefresh(refreshToken),
    });

    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const cookie = refreshCookieOf(response)!;
    expect(cookie).toMatchObject({ value: '', path: '/v1/auth' });
    expect(cookie.expires!.getTime()).toBeLessThan(Date.now());

    const me = await app.inject({ method: 'GET', url: '/v1/me', headers: bearer(session) });
    expect(me.statusCode).toBe(401);
    const refresh = await app.inject({
      method: 'POST',
      url: '/v1/auth/refresh',
      cookies: withRefresh(refreshToken),
    });
    expect(refresh.statusCode).toBe(400);
    const [row] = await app.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, decodeSid(session.accessToken)));
    expect(row).toMatchObject({ revokedReason: 'logout' });

    // The sign-up session of the same account lives on.
    const other = await app.inject({ method: 'GET', url: '/v1/me', headers: bearer(account.session) });
    expect(other.statusCode).toBe(200);
  });

  it('answers 204 without a cookie or with an unknown one', async () => {
    expect((await app.inject({ method: 'POST', url: '/v1/auth/logout' })).statusCode).toBe(204);
    expect(
      (await app.inject({ method: 'POST', url: '/v1/auth/logout', cookies: withRefresh('unknown') }))
        .statusCode,
    ).toBe(204);
  });
});

function decodeSid(accessToken: string): string {
  return JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString()).sid;
}
