import { socialLoginOutcomes, type Language, type OAuthProvider } from '@stayvn/shared';

/**
 * Where a social sign-in starts. The service sends the browser back to
 * `{web}/{language}{returnTo}?login=social`, so returnTo is the current path without its
 * language segment (and without a query, which would collide with the one it appends).
 */
export function socialStartUrl(
  apiUrl: string,
  provider: OAuthProvider,
  language: Language,
  pathname: string,
) {
  const withoutLanguage = pathname.replace(/^\/(?:en|jp|vi)(?=\/|$)/, '');
  const returnTo =
    withoutLanguage.startsWith('/') && !withoutLanguage.startsWith('//') ? withoutLanguage : '/';
  const url = new URL(`v1/auth/oauth/${provider}/start`, `${apiUrl}/`);
  url.searchParams.set('language', language);
  url.searchParams.set('returnTo', returnTo);
  return url.toString();
}

/** The `login` query value a social sign-in comes back with, if any. */
export function socialLoginReturn(search: Record<string, unknown>): 'social' | 'social-failed' | undefined {
  const value = search.login;
  return value === socialLoginOutcomes.success || value === socialLoginOutcomes.failure ? value : undefined;
}
