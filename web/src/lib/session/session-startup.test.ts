import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HttpPeer, sampleUser, sessionBody } from '@/test/http-peer';
import { refreshSession } from '@/lib/session/refresh-session';
import type { StoredAuth } from '@/lib/session/schemas';
import { isAccessTokenExpired, needsSession, runSessionStartup } from '@/lib/session/session-startup';

const peer = new HttpPeer();
const refreshRoute = 'POST /v1/auth/refresh';
const now = 1_800_000_000;

beforeAll(() => peer.start());
afterAll(() => peer.stop());
beforeEach(() => peer.reset());

function stored(rememberMe: boolean, expiresAt: number): StoredAuth {
  return {
    rememberMe,
    token: { accessToken: 'old-token', accessTokenExpiresAt: expiresAt },
    userInfo: sampleUser,
  };
}

const startup = (input: {
  stored: StoredAuth | null;
  pathname?: string;
  socialLogin?: 'social' | 'social-failed';
}) =>
  runSessionStartup({
    nowSeconds: now,
    pathname: '/en',
    ...input,
    refresh: () => refreshSession(peer.baseUrl),
  });

describe('isAccessTokenExpired', () => {
  it('compares the expiry with the current time in seconds', () => {
    expect(isAccessTokenExpired(stored(true, now + 1), now)).toBe(false);
    expect(isAccessTokenExpired(stored(true, now), now)).toBe(true);
    expect(isAccessTokenExpired(stored(true, now - 60), now)).toBe(true);
  });
});

describe('needsSession', () => {
  it('matches payment-summary and booking-confirm paths only', () => {
    expect(needsSession('/en/payment-summary/42')).toBe(true);
    expect(needsSession('/vi/booking-confirm/B-1')).toBe(true);
    expect(needsSession('/payment-summary')).toBe(true);
    expect(needsSession('/en/manage-account/personal-detail')).toBe(false);
    expect(needsSession('/en/payment-summary-help')).toBe(false);
  });
});

describe('runSessionStartup', () => {
  it('does nothing without a stored user', async () => {
    const outcome = await startup({ stored: null, pathname: '/en/payment-summary/1' });
    expect(outcome).toEqual({ auth: null, loggedOut: false, goHome: false, socialFailed: false });
    expect(peer.requests).toHaveLength(0);
  });

  it('keeps a user whose access token is still valid, without calling the service', async () => {
    const user = stored(true, now + 300);
    const outcome = await startup({ stored: user });
    expect(outcome.auth).toBe(user);
    expect(outcome.loggedOut).toBe(false);
    expect(peer.requests).toHaveLength(0);
  });

  it('removes a not-remembered user with an expired token and signals logout', async () => {
    const outcome = await startup({ stored: stored(false, now - 1), pathname: '/en' });
    expect(outcome).toEqual({ auth: null, loggedOut: true, goHome: false, socialFailed: false });
    expect(peer.requests).toHaveLength(0);
  });

  it('sends the user home from a payment summary when the session is removed', async () => {
    const outcome = await startup({ stored: stored(false, now - 1), pathname: '/jp/payment-summary/12' });
    expect(outcome.goHome).toBe(true);
  });

  it('refreshes a remembered user and replaces the stored token', async () => {
    peer.on(refreshRoute, () => ({ status: 200, body: sessionBody('new-token', now + 900) }));
    const outcome = await startup({ stored: stored(true, now - 1), pathname: '/en/payment-summary/12' });
    expect(peer.count(refreshRoute)).toBe(1);
    expect(outcome).toEqual({
      auth: {
        rememberMe: true,
        token: { accessToken: 'new-token', accessTokenExpiresAt: now + 900 },
        userInfo: sampleUser,
      },
      loggedOut: false,
      goHome: false,
      socialFailed: false,
    });
  });

  it('removes the user and signals logout when the refresh answers 400', async () => {
    peer.on(refreshRoute, () => ({
      status: 400,
      body: { error: { code: 'invalid_refresh_token', message: 'Refresh token expired' } },
    }));
    const outcome = await startup({ stored: stored(true, now - 1), pathname: '/vi/booking-confirm/B-7' });
    expect(outcome).toEqual({ auth: null, loggedOut: true, goHome: true, socialFailed: false });
  });

  it('changes nothing when the refresh fails otherwise (500)', async () => {
    peer.on(refreshRoute, () => ({ status: 500, body: { error: { code: 'internal_error', message: 'x' } } }));
    const user = stored(true, now - 1);
    const outcome = await startup({ stored: user, pathname: '/en/payment-summary/3' });
    expect(peer.count(refreshRoute)).toBe(1);
    expect(outcome).toEqual({ auth: user, loggedOut: false, goHome: false, socialFailed: false });
  });

  it('changes nothing when the service cannot be reached', async () => {
    const user = stored(true, now - 1);
    const outcome = await runSessionStartup({
      stored: user,
      nowSeconds: now,
      pathname: '/en',
      refresh: () => refreshSession('http://127.0.0.1:9'),
    });
    expect(outcome).toEqual({ auth: user, loggedOut: false, goHome: false, socialFailed: false });
  });

  it('fetches the session of a social login that just came back', async () => {
    peer.on(refreshRoute, () => ({ status: 200, body: sessionBody('social-token', now + 900, false) }));
    const outcome = await startup({ stored: null, socialLogin: 'social' });
    expect(outcome.auth?.token.accessToken).toBe('social-token');
    expect(outcome.auth?.rememberMe).toBe(false);
    expect(outcome.socialFailed).toBe(false);
  });

  it('reports a social login whose session cannot be fetched', async () => {
    peer.on(refreshRoute, () => ({
      status: 400,
      body: { error: { code: 'invalid_refresh_token', message: 'x' } },
    }));
    const outcome = await startup({ stored: null, socialLogin: 'social' });
    expect(outcome).toEqual({ auth: null, loggedOut: false, goHome: false, socialFailed: true });
  });

  it('reports a failed social login without calling the service', async () => {
    const outcome = await startup({ stored: null, socialLogin: 'social-failed' });
    expect(outcome.socialFailed).toBe(true);
    expect(peer.requests).toHaveLength(0);
  });
});

describe('refreshSession', () => {
  it('shares one request between simultaneous callers (the refresh token rotates)', async () => {
    peer.on(refreshRoute, () => ({ status: 200, body: sessionBody('shared', now + 900) }));
    const [first, second] = await Promise.all([refreshSession(peer.baseUrl), refreshSession(peer.baseUrl)]);
    expect(first).toBe(second);
    expect(peer.count(refreshRoute)).toBe(1);
    await refreshSession(peer.baseUrl);
    expect(peer.count(refreshRoute)).toBe(2);
  });
});
