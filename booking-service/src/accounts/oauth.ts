import type { OAuthProvider } from '@stayvn/shared';
import { z } from 'zod';
import type { Env } from '../config/env.js';
import type { SocialProfile } from './social-login.js';

export interface OAuthProviderConfig {
  provider: OAuthProvider;
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
  userInfoUrl: string;
  scope: string;
}

/** The provider's settings, or undefined when it has no client id (social login switched off). */
export function oauthProviderConfig(config: Env, provider: OAuthProvider): OAuthProviderConfig | undefined {
  if (provider === 'google') {
    if (!config.GOOGLE_CLIENT_ID || !config.GOOGLE_CLIENT_SECRET) return undefined;
    return {
      provider,
      clientId: config.GOOGLE_CLIENT_ID,
      clientSecret: config.GOOGLE_CLIENT_SECRET,
      authorizeUrl: config.GOOGLE_AUTHORIZE_URL,
      tokenUrl: config.GOOGLE_TOKEN_URL,
      userInfoUrl: config.GOOGLE_USERINFO_URL,
      scope: 'openid email profile',
    };
  }
  if (!config.FACEBOOK_CLIENT_ID || !config.FACEBOOK_CLIENT_SECRET) return undefined;
  return {
    provider,
    clientId: config.FACEBOOK_CLIENT_ID,
    clientSecret: config.FACEBOOK_CLIENT_SECRET,
    authorizeUrl: config.FACEBOOK_AUTHORIZE_URL,
    tokenUrl: config.FACEBOOK_TOKEN_URL,
    userInfoUrl: config.FACEBOOK_USERINFO_URL,
    scope: 'email public_profile',
  };
}

export function authorizeUrl(
  provider: OAuthProviderConfig,
  request: { redirectUri: string; state: string; codeChallenge: string },
): string {
  const url = new URL(provider.authorizeUrl);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', provider.clientId);
  url.searchParams.set('redirect_uri', request.redirectUri);
  url.searchParams.set('scope', provider.scope);
  url.searchParams.set('state', request.state);
  url.searchParams.set('code_challenge', request.codeChallenge);
  url.searchParams.set('code_challenge_method', 'S256');
  return url.toString();
}

export class OAuthError extends Error {
  override name = 'OAuthError';
}

const tokenResponseSchema = z.object({ access_token: z.string().min(1) });

// Google's OpenID Connect user info: `email_verified` says Google checked the address.
const googleProfileSchema = z.object({
  sub: z.string().min(1),
  email: z.string().optional(),
  email_verified: z.union([z.boolean(), z.enum(['true', 'false'])]).optional(),
  name: z.string().optional(),
});

// Facebook's Graph API `me`: it sends no verified flag. It gives an e-mail only when the
// person has a confirmed one on file, so a present e-mail is taken as verified, an absent one
// means the login cannot be linked to an account.
const facebookProfileSchema = z.object({
  id: z.string().min(1),
  email: z.string().optional(),
  name: z.string().optional(),
});

const timeout = () => AbortSignal.timeout(10_000);

/** Exchanges the authorization code (with the PKCE verifier) and reads who logged in. */
export async function fetchSocialProfile(
  provider: OAuthProviderConfig,
  request: { code: string; codeVerifier: string; redirectUri: string },
): Promise<SocialProfile> {
  const tokenAnswer = await fetch(provider.tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code: request.code,
      redirect_uri: request.redirectUri,
      client_id: provider.clientId,
      client_secret: provider.clientSecret,
      code_verifier: request.codeVerifier,
    }),
    signal: timeout(),
  });
  if (!tokenAnswer.ok) throw new OAuthError(`token endpoint answered ${tokenAnswer.status}`);
  const token = tokenResponseSchema.safeParse(await tokenAnswer.json().catch(() => null));
  if (!token.success) throw new OAuthError('token endpoint answered no access token');

  const userInfoUrl = new URL(provider.userInfoUrl);
  if (provider.provider === 'facebook') userInfoUrl.searchParams.set('fields', 'id,name,email');
  const profileAnswer = await fetch(userInfoUrl, {
    headers: { authorization: `Bearer ${token.data.access_token}`, accept: 'application/json' },
    signal: timeout(),
  });
  if (!profileAnswer.ok) throw new OAuthError(`user-info endpoint answered ${profileAnswer.status}`);
  const body: unknown = await profileAnswer.json().catch(() => null);

  if (provider.provider === 'google') {
    const profile = googleProfileSchema.safeParse(body);
    if (!profile.success) throw new OAuthError('unexpected Google user info');
    const { sub, email, email_verified, name } = profile.data;
    return {
      provider: 'google',
      subject: sub,
      email: email ?? null,
      emailVerified: email_verified === true || email_verified === 'true',
      name: name ?? null,
    };
  }
  const profile = facebookProfileSchema.safeParse(body);
  if (!profile.success) throw new OAuthError('unexpected Facebook user info');
  const { id, email, name } = profile.data;
  return {
    provider: 'facebook',
    subject: id,
    email: email ?? null,
    emailVerified: Boolean(email),
    name: name ?? null,
  };
}
