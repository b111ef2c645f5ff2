import { errorCodes } from '@stayvn/shared';
import { createStore } from 'jotai';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiSend } from '@/lib/api-client';
import { HttpPeer, sampleUser, sessionBody } from '@/test/http-peer';
import { authAtom, authNoticeAtom } from '@/lib/session/atoms';
import { refreshSession } from '@/lib/session/refresh-session';
import { withAccessToken } from './access-token';

const peer = new HttpPeer();
const meRoute = 'GET /v1/me';
const refreshRoute = 'POST /v1/auth/refresh';

beforeAll(() => peer.start());
afterAll(() => peer.stop());
beforeEach(() => peer.reset());

function signedInStore(rememberMe = true) {
  const store = createStore();
  store.set(authAtom, {
    rememberMe,
    token: { accessToken: 'old-token', accessTokenExpiresAt: 1 },
    userInfo: sampleUser,
  });
  return store;
}

const getMe = (accessToken: string) =>
  apiSend('/v1/me', {
    method: 'GET',
    accessToken,
    schema: () => import('@stayvn/shared').then((module) => module.userSchema),
    baseUrl: peer.baseUrl,
  });
const refresh = () => refreshSession(peer.baseUrl);
const unauthorized = { status: 401, body: { error: { code: errorCodes.unauthorized, message: 'Expired' } } };

async function failure(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a failure');
}

describe('withAccessToken', () => {
  it('sends the bearer token', async () => {
    peer.on(meRoute, () => ({ status: 200, body: sampleUser }));
    const store = signedInStore();
    await expect(withAccessToken(store, getMe, { refresh })).resolves.toEqual(sampleUser);
    expect(peer.requests[0]?.authorization).toBe('Bearer old-token');
  });

  it('on a 401 refreshes once, stores the new token and retries once', async () => {
    peer.on(meRoute, (request) =>
      request.authorization === 'Bearer new-token' ? { status: 200, body: sampleUser } : unauthorized,
    );
    peer.on(refreshRoute, () => ({ status: 200, body: sessionBody('new-token', 1_900_000_000, false) }));
    const store = signedInStore(true);
    await expect(withAccessToken(store, getMe, { refresh })).resolves.toEqual(sampleUser);
    expect(peer.count(meRoute)).toBe(2);
    expect(peer.count(refreshRoute)).toBe(1);
    expect(store.get(authAtom)?.token).toEqual({
      accessToken: 'new-token',
      accessTokenExpiresAt: 1_900_000_000,
    });
    expect(store.get(authAtom)?.rememberMe).toBe(true);
  });

  it('does not loop when the retry is refused too', async () => {
    peer.on(meRoute, () => unauthorized);
    peer.on(refreshRoute, () => ({ status: 200, body: sessionBody('new-token', 1_900_000_000) }));
    const error = await failure(withAccessToken(signedInStore(), getMe, { refresh }));
    expect(error).toMatchObject({ status: 401 });
    expect(peer.count(meRoute)).toBe(2);
    expect(peer.count(refreshRoute)).toBe(1);
  });

  it('ends the session when the refresh answers 400', async () => {
    peer.on(meRoute, () => unauthorized);
    peer.on(refreshRoute, () => ({
      status: 400,
      body: { error: { code: 'invalid_refresh_token', message: 'x' } },
    }));
    const store = signedInStore();
    expect(await failure(withAccessToken(store, getMe, { refresh }))).toMatchObject({ status: 401 });
    expect(store.get(authAtom)).toBeNull();
    expect(store.get(authNoticeAtom)).toBe('signed-out');
  });

  it('keeps the session when the refresh fails for another reason', async () => {
    peer.on(meRoute, () => unauthorized);
    peer.on(refreshRoute, () => ({
      status: 503,
      body: { error: { code: 'service_unavailable', message: 'x' } },
    }));
    const store = signedInStore();
    await failure(withAccessToken(store, getMe, { refresh }));
    expect(store.get(authAtom)?.token.accessToken).toBe('old-token');
  });

  it('does not refresh for errors other than 401', async () => {
    peer.on(meRoute, () => ({ status: 500, body: { error: { code: 'internal_error', message: 'x' } } }));
    expect(await failure(withAccessToken(signedInStore(), getMe, { refresh }))).toMatchObject({
      status: 500,
    });
    expect(peer.count(refreshRoute)).toBe(0);
  });

  it('refuses without a stored user, without calling the service', async () => {
    expect(await failure(withAccessToken(createStore(), getMe, { refresh }))).toMatchObject({ status: 401 });
    expect(peer.requests).toHaveLength(0);
  });
});
