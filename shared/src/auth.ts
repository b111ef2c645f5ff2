/**
 * Constants of the accounts API of the booking service (issue 5); its shapes are in
 * schemas/auth.ts.
 */

/** The opaque refresh token lives only in this HttpOnly cookie, never in JSON. */
export const refreshCookieName = 'stayvn_refresh';
export const accessTokenLifetimeSeconds = 15 * 60;
/** Sign-up and reset links work once, for one hour (spec §9). */
export const verificationKeyLifetimeSeconds = 60 * 60;

/** Codes of the error envelope that the accounts API answers besides `validation_failed`. */
export const authErrorCodes = {
  linkExpired: 'link_expired',
  invalidCredentials: 'invalid_credentials',
  invalidRefreshToken: 'invalid_refresh_token',
  emailNotFound: 'email_not_found',
  passwordSimilar: 'msg_password_similar',
  currentPasswordIncorrect: 'msg_current_password_incorrect',
  imageInvalid: 'file_image_maximum',
  providerNotConfigured: 'provider_not_configured',
  tooManyRequests: 'too_many_requests',
} as const;

export const oauthProviders = ['google', 'facebook'] as const;
export type OAuthProvider = (typeof oauthProviders)[number];

/** The query value the web reads after a social login came back. */
export const socialLoginOutcomes = { success: 'social', failure: 'social-failed' } as const;
