import { sessionSchema } from '@stayvn/shared';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hashSecret } from '../../../../src/accounts/secrets.js';
import { refreshTokens, sessions } from '../../../../src/db/schema/index.js';
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

afterEach(() => {
  vi.useRealTimers();
});

const refresh = (token?: string) =>
  app.inject({ method: 'POST', url: '/v1/auth/refresh', ...(token ? { cookies: withRefresh(token) } : {}) });
const me = (accessToken: string) =>
  app.inject({ method: 'GET', url: '/v1/me', headers: bearer(accessToken) });

describe('POST /v1/auth/refresh', () => {
  it('rotates the refresh token and answers a new access token for the same session', async () => {
    const first = await login(app, account.email, account.password, true);

    const response = await refresh(first.refreshToken);

    expect(response.statusCode).toBe(200);
    const session = sessionSchema.parse(response.json());
    expect(session.rememberMe).toBe(true);
    expect(session.user.email).toBe(account.email);
    const cookie = refreshCookieOf(response)!;
    expect(cookie.value).not.toBe(first.refreshToken);
    expect(cookie.maxAge).toBe(2_592_000);
    // Only hashes are stored; the old one is marked rotated, the new one is open.
    const [old] = await app.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashSecret(first.refreshToken)));
    const [next] = await app.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashSecret(cookie.value)));
    expect(old!.rotatedAt).not.toBeNull();
    expect(next).toMatchObject({ sessionId: old!.sessionId, rotatedAt: null });
    expect((await me(session.accessToken)).statusCode).toBe(200);
  });

  it('keeps a browser-session cookie for a session without remember me', async () => {
    const first = await login(app, account.email, account.password, false);
    const response = await refresh(first.refreshToken);
    expect(response.json().rememberMe).toBe(false);
    expect(refreshCookieOf(response)!.maxAge).toBeUndefined();
  });

  it('revokes the whole family when a rotated token is replayed', async () => {
    const first = await login(app, account.email, account.password);
    const second = refreshCookieOf(await refresh(first.refreshToken))!.value;
    const third = await refresh(second);
    const thirdToken = refreshCookieOf(third)!.value;
    const access = third.json().accessToken as string;
    expect((await me(access)).statusCode).toBe(200);

    // Someone replays the first token, rotated long ago.
    const replay = await refresh(first.refreshToken);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error.code).toBe('invalid_refresh_token');

    // Every token and access token of that session is now dead, even the newest.
    const latest = await refresh(thirdToken);
    expect(latest.statusCode).toBe(400);
    expect(latest.json().error.code).toBe('invalid_refresh_token');
    expect((await me(access)).statusCode).toBe(401);
    const [token] = await app.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashSecret(thirdToken)));
    const [session] = await app.db.select().from(sessions).where(eq(sessions.id, token!.sessionId));
    expect(session).toMatchObject({ revokedReason: 'refresh_token_reuse' });

    // Other sessions of the account are untouched.
    expect((await me(account.session.accessToken)).statusCode).toBe(200);
  });

  it('lets only one of two refreshes racing with one token win, and ends that session', async () => {
    const first = await login(app, account.email, account.password);
    const [a, b] = await Promise.all([refresh(first.refreshToken), refresh(first.refreshToken)]);
    const statuses = [a.statusCode, b.statusCode].sort();
    expect(statuses[1]).toBe(400);
    const winner = a.statusCode === 200 ? a : b.statusCode === 200 ? b : undefined;
    if (winner) expect((await refresh(refreshCookieOf(winner)!.value)).statusCode).toBe(400);
  });

  it('answers 400 invalid_refresh_token without a cookie, or with an unknown one, and clears it', async () => {
    const missing = await refresh();
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.code).toBe('invalid_refresh_token');

    const unknown = await refresh('not-a-token');
    expect(unknown.statusCode).toBe(400);
    const cleared = refreshCookieOf(unknown)!;
    expect(cleared.value).toBe('');
    expect(cleared.expires!.getTime()).toBeLessThan(Date.now());
  });

  it('ends an unremembered session whose refresh token went unused for 12 hours', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const first = await login(app, account.email, account.password, false);
    vi.setSystemTime(Date.now() + 12 * 60 * 60 * 1000 + 1000);
    const response = await refresh(first.refreshToken);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('invalid_refresh_token');
  });

  it('keeps a remembered session for 30 days after its last refresh', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const first = await login(app, account.email, account.password, true);
    vi.setSystemTime(Date.now() + 29 * 24 * 60 * 60 * 1000);
    const refreshed = await refresh(first.refreshToken);
    expect(refreshed.statusCode).toBe(200);
    vi.setSystemTime(Date.now() + 30 * 24 * 60 * 60 * 1000 + 1000);
    const expired = await refresh(refreshCookieOf(refreshed)!.value);
    expect(expired.statusCode).toBe(400);
  });

  it('refuses an access token once it is 15 minutes old', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { session } = await login(app, account.email, account.password);
    vi.setSystemTime(Date.now() + 14 * 60 * 1000);
    expect((await me(session.accessToken)).statusCode).toBe(200);
    vi.setSystemTime(Date.now() + 60 * 1000 + 1000);
    const late = await me(session.accessToken);
    expect(late.statusCode).toBe(401);
    expect(late.json().error.code).toBe('unauthorized');
  });
});
