import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { userIdentities, users } from '../../../../src/db/schema/index.js';
import {
  bearer,
  buildAccounts,
  newEmail,
  publicUrl,
  refreshCookieOf,
  signUp,
  webUrl,
  withRefresh,
  type CookieSeen,
} from '../../../helpers/accounts.js';
import { startProviderPeer } from '../../../helpers/oauth-provider-peer.js';

const provider = await startProviderPeer();
afterAll(() => provider.close());

const testbed = await buildAccounts({
  GOOGLE_CLIENT_ID: 'google-client',
  GOOGLE_CLIENT_SECRET: 'google-secret',
  GOOGLE_AUTHORIZE_URL: 'https://accounts.google.test/o/oauth2/v2/auth',
  GOOGLE_TOKEN_URL: `${provider.url}/token`,
  GOOGLE_USERINFO_URL: `${provider.url}/userinfo`,
  FACEBOOK_CLIENT_ID: 'facebook-client',
  FACEBOOK_CLIENT_SECRET: 'facebook-secret',
  FACEBOOK_AUTHORIZE_URL: 'https://www.facebook.test/v19.0/dialog/oauth',
  FACEBOOK_TOKEN_URL: `${provider.url}/token`,
  FACEBOOK_USERINFO_URL: `${provider.url}/userinfo`,
});
const { app } = testbed;

beforeEach(() => {
  provider.tokenRequests.length = 0;
  provider.userInfoRequests.length = 0;
  provider.failTokenWith(undefined);
});

interface Started {
  authorize: URL;
  cookie: CookieSeen;
}

async function start(
  name: 'google' | 'facebook',
  query = 'language=vi&returnTo=%2Fapartments%3Fcity%3D2',
): Promise<Started> {
  const response = await app.inject({ method: 'GET', url: `/v1/auth/oauth/${name}/start?${query}` });
  expect(response.statusCode, response.body).toBe(302);
  const cookie = (response.cookies as CookieSeen[]).find((c) => c.name === 'stayvn_oauth')!;
  return { authorize: new URL(response.headers.location as string), cookie };
}

function callback(name: 'google' | 'facebook', query: Record<string, string>, cookie?: CookieSeen) {
  return app.inject({
    method: 'GET',
    url: `/v1/auth/oauth/${name}/callback?${new URLSearchParams(query)}`,
    ...(cookie ? { cookies: { [cookie.name]: cookie.value } } : {}),
  });
}

function redirectOf(response: LightMyRequestResponse): URL {
  expect(response.statusCode).toBe(302);
  return new URL(response.headers.location as string);
}

/** After the callback the web asks for a session with the cookie. */
async function sessionFrom(response: LightMyRequestResponse) {
  const cookie = refreshCookieOf(response)!;
  const refresh = await app.inject({
    method: 'POST',
    url: '/v1/auth/refresh',
    cookies: withRefresh(cookie.value),
  });
  expect(refresh.statusCode).toBe(200);
  return refresh.json();
}

describe('GET /v1/auth/oauth/:provider/start', () => {
  it('redirects to Google with the authorization code flow, PKCE S256 and a state, kept in a signed cookie', async () => {
    const { authorize, cookie } = await start('google');

    expect(`${authorize.origin}${authorize.pathname}`).toBe('https://accounts.google.test/o/oauth2/v2/auth');
    const params = Object.fromEntries(authorize.searchParams);
    expect(params).toMatchObject({
      response_type: 'code',
      client_id: 'google-client',
      redirect_uri: `${publicUrl}/v1/auth/oauth/google/callback`,
      scope: 'openid email profile',
      code_challenge_method: 'S256',
    });
    expect(params.state).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(params.code_challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookie).toMatchObject({ path: '/v1/auth/oauth', httpOnly: true, sameSite: 'Lax', maxAge: 600 });
    // Neither the state nor the verifier is a secret from this browser, but the cookie is
    // signed: a changed one is not accepted (see the callback tests).
    expect(cookie.value).toContain('.');
  });

  it('uses the Facebook endpoints and scope', async () => {
    const { authorize } = await start('facebook', '');
    expect(`${authorize.origin}${authorize.pathname}`).toBe('https://www.facebook.test/v19.0/dialog/oauth');
    expect(authorize.searchParams.get('scope')).toBe('email public_profile');
    expect(authorize.searchParams.get('client_id')).toBe('facebook-client');
  });

  it('refuses a returnTo that could leave the site, and an unknown provider', async () => {
    const offsite = await app.inject({
      method: 'GET',
      url: '/v1/auth/oauth/google/start?returnTo=%2F%2Fevil.example',
    });
    expect(offsite.statusCode).toBe(400);
    expect(offsite.json().error.code).toBe('validation_failed');
    const unknown = await app.inject({ method: 'GET', url: '/v1/auth/oauth/twitter/start' });
    expect(unknown.statusCode).toBe(400);
  });
});

describe('GET /v1/auth/oauth/:provider/callback', () => {
  it('exchanges the code with the PKCE verifier, creates the account from a verified Google e-mail and logs in', async () => {
    const { authorize, cookie } = await start('google');
    const email = newEmail('google');
    provider.grant('code-1', { sub: 'google-sub-1', email, email_verified: true, name: 'Vu Thi Lan' });

    const response = await callback(
      'google',
      { code: 'code-1', state: authorize.searchParams.get('state')! },
      cookie,
    );

    const target = redirectOf(response);
    expect(target.toString()).toBe(`${webUrl}/vi/apartments?city=2&login=social`);
    // The token request carried the verifier whose S256 hash was the challenge.
    expect(provider.tokenRequests).toHaveLength(1);
    const [token] = provider.tokenRequests;
    expect(token).toMatchObject({
      grant_type: 'authorization_code',
      code: 'code-1',
      client_id: 'google-client',
      client_secret: 'google-secret',
      redirect_uri: `${publicUrl}/v1/auth/oauth/google/callback`,
    });
    expect(createHash('sha256').update(token!.code_verifier!).digest('base64url')).toBe(
      authorize.searchParams.get('code_challenge'),
    );
    expect(provider.userInfoRequests[0]!.authorization).toMatch(/^Bearer token-/);
    // The state cookie is spent.
    const cleared = (response.cookies as CookieSeen[]).find((c) => c.name === 'stayvn_oauth')!;
    expect(cleared.value).toBe('');

    const session = await sessionFrom(response);
    expect(session).toMatchObject({ rememberMe: true, user: { email, fullName: 'Vu Thi Lan' } });
    const [identity] = await app.db
      .select()
      .from(userIdentities)
      .where(eq(userIdentities.subject, 'google-sub-1'));
    expect(identity).toMatchObject({ provider: 'google', userId: session.user.id });
    const [user] = await app.db.select().from(users).where(eq(users.id, session.user.id));
    expect(user!.passwordHash).toBeNull();
  });

  it('links a verified e-mail to the existing account, and then knows the identity', async () => {
    const account = await signUp(testbed);
    const first = await start('google', '');
    provider.grant('code-2', {
      sub: 'google-sub-2',
      email: account.email.toUpperCase(),
      email_verified: 'true',
      name: 'X',
    });
    const response = await callback(
      'google',
      { code: 'code-2', state: first.authorize.searchParams.get('state')! },
      first.cookie,
    );
    expect(redirectOf(response).toString()).toBe(`${webUrl}/en/?login=social`);
    const session = await sessionFrom(response);
    expect(session.user.id).toBe(account.session.user.id);
    expect(session.user.fullName).toBe('Nguyen Van An');

    // Next time the identity alone finds the account, whatever e-mail the provider sends.
    const second = await start('google', '');
    provider.grant('code-3', { sub: 'google-sub-2', email: newEmail(), email_verified: false });
    const again = await callback(
      'google',
      { code: 'code-3', state: second.authorize.searchParams.get('state')! },
      second.cookie,
    );
    expect((await sessionFrom(again)).user.id).toBe(account.session.user.id);
  });

  it('does not link an unverified Google e-mail to an existing account, nor create one', async () => {
    const account = await signUp(testbed);
    const { authorize, cookie } = await start('google');
    provider.grant('code-4', {
      sub: 'attacker-sub',
      email: account.email,
      email_verified: false,
      name: 'Mallory',
    });

    const response = await callback(
      'google',
      { code: 'code-4', state: authorize.searchParams.get('state')! },
      cookie,
    );

    expect(redirectOf(response).searchParams.get('login')).toBe('social-failed');
    expect(refreshCookieOf(response)).toBeUndefined();
    expect(
      await app.db.select().from(userIdentities).where(eq(userIdentities.subject, 'attacker-sub')),
    ).toHaveLength(0);
    expect(await app.db.select().from(users).where(eq(users.email, account.email))).toHaveLength(1);
  });

  it('takes a Facebook e-mail as verified when present, and fails without one', async () => {
    const email = newEmail('facebook');
    const withEmail = await start('facebook', 'language=jp');
    provider.grant('fb-1', { id: '1001', email, name: 'Sato Hanako' });
    const ok = await callback(
      'facebook',
      { code: 'fb-1', state: withEmail.authorize.searchParams.get('state')! },
      withEmail.cookie,
    );
    expect(redirectOf(ok).toString()).toBe(`${webUrl}/jp/?login=social`);
    expect(provider.userInfoRequests.at(-1)!.query).toContain('fields=id%2Cname%2Cemail');
    expect((await sessionFrom(ok)).user).toMatchObject({ email, fullName: 'Sato Hanako' });

    const withoutEmail = await start('facebook', 'language=jp');
    provider.grant('fb-2', { id: '1002', name: 'No Mail' });
    const failed = await callback(
      'facebook',
      { code: 'fb-2', state: withoutEmail.authorize.searchParams.get('state')! },
      withoutEmail.cookie,
    );
    expect(redirectOf(failed).toString()).toBe(`${webUrl}/jp/?login=social-failed`);
  });

  it('fails without calling the provider when the state does not match', async () => {
    const { cookie } = await start('google');
    provider.grant('code-5', { sub: 's5', email: newEmail(), email_verified: true });
    const response = await callback('google', { code: 'code-5', state: 'forged-state' }, cookie);
    expect(redirectOf(response).toString()).toBe(`${webUrl}/vi/apartments?city=2&login=social-failed`);
    expect(provider.tokenRequests).toHaveLength(0);
  });

  it('fails without the state cookie (another browser), with a tampered one, or with another provider', async () => {
    const { authorize, cookie } = await start('google');
    const state = authorize.searchParams.get('state')!;
    const missing = await callback('google', { code: 'c', state });
    expect(redirectOf(missing).toString()).toBe(`${webUrl}/en/?login=social-failed`);

    const [value, signature] = [
      cookie.value.slice(0, cookie.value.lastIndexOf('.')),
      cookie.value.slice(cookie.value.lastIndexOf('.')),
    ];
    const payload = JSON.parse(Buffer.from(value, 'base64url').toString());
    const tampered =
      Buffer.from(JSON.stringify({ ...payload, returnTo: '/x' })).toString('base64url') + signature;
    const changed = await callback('google', { code: 'c', state }, { ...cookie, value: tampered });
    expect(redirectOf(changed).searchParams.get('login')).toBe('social-failed');

    const crossed = await callback('facebook', { code: 'c', state }, cookie);
    expect(redirectOf(crossed).searchParams.get('login')).toBe('social-failed');
    expect(provider.tokenRequests).toHaveLength(0);
  });

  it('fails when the person cancels at the provider or the code is refused', async () => {
    const cancelled = await start('google');
    const denied = await callback(
      'google',
      { error: 'access_denied', state: cancelled.authorize.searchParams.get('state')! },
      cancelled.cookie,
    );
    expect(redirectOf(denied).searchParams.get('login')).toBe('social-failed');

    const refused = await start('google');
    provider.failTokenWith(400);
    const response = await callback(
      'google',
      { code: 'bad', state: refused.authorize.searchParams.get('state')! },
      refused.cookie,
    );
    expect(redirectOf(response).searchParams.get('login')).toBe('social-failed');
    expect(provider.tokenRequests).toHaveLength(1);
  });

  it('fails a replayed callback: the browser drops the spent cookie and the provider refuses a used code', async () => {
    const { authorize, cookie } = await start('google');
    provider.grant('code-6', { sub: 's6', email: newEmail(), email_verified: true });
    const state = authorize.searchParams.get('state')!;
    const first = await callback('google', { code: 'code-6', state }, cookie);
    expect(redirectOf(first).searchParams.get('login')).toBe('social');
    const session = await sessionFrom(first);
    expect((await app.inject({ method: 'GET', url: '/v1/me', headers: bearer(session) })).statusCode).toBe(
      200,
    );

    expect(redirectOf(await callback('google', { code: 'code-6', state })).searchParams.get('login')).toBe(
      'social-failed',
    );
    const replay = await callback('google', { code: 'code-6', state }, cookie);
    expect(redirectOf(replay).searchParams.get('login')).toBe('social-failed');
    expect(refreshCookieOf(replay)).toBeUndefined();
  });

  it('fails once the ten minutes at the provider are over', async () => {
    const { authorize, cookie } = await start('google');
    provider.grant('code-7', { sub: 's7', email: newEmail(), email_verified: true });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 10 * 60 * 1000 + 1000);
    try {
      const late = await callback(
        'google',
        { code: 'code-7', state: authorize.searchParams.get('state')! },
        cookie,
      );
      expect(redirectOf(late).searchParams.get('login')).toBe('social-failed');
      expect(provider.tokenRequests).toHaveLength(0);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('a provider without a client id', () => {
  it('answers 404 provider_not_configured at start, and its callback fails back to the web', async () => {
    const bare = await buildAccounts({ GOOGLE_CLIENT_ID: undefined, FACEBOOK_CLIENT_ID: undefined });
    for (const name of ['google', 'facebook']) {
      const response = await bare.app.inject({ method: 'GET', url: `/v1/auth/oauth/${name}/start` });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('provider_not_configured');
    }
    const callbackResponse = await bare.app.inject({
      method: 'GET',
      url: '/v1/auth/oauth/google/callback?code=x&state=y',
    });
    expect(redirectOf(callbackResponse).searchParams.get('login')).toBe('social-failed');
  });
});
