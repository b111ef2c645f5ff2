import { isLanguage, preferredLanguage, type Language } from '@stayvn/shared';

export type LanguageResolution =
  { kind: 'ok'; language: Language } | { kind: 'redirect'; href: string; language: Language };

export type LanguageInputs = {
  pathname: string;
  /** Including the leading `?`, or empty. */
  searchStr: string;
  hash?: string;
  /** Whatever localStorage holds under `language` (may be missing or junk). */
  stored: unknown;
  /** navigator.languages, most preferred first. */
  browserLanguages: readonly string[];
};

export function firstSegment(pathname: string): string | undefined {
  return pathname.split('/').find((segment) => segment !== '');
}

function withHash(hash: string | undefined): string {
  if (!hash) return '';
  return hash.startsWith('#') ? hash : `#${hash}`;
}

/**
 * The spec's language rule (section 4): a language in the first path segment wins; without
 * one, the stored language, then the browser's, then English is put in front of the path,
 * keeping the rest of the path and the query string.
 */
export function resolveLanguage(inputs: LanguageInputs): LanguageResolution {
  const segment = firstSegment(inputs.pathname);
  if (isLanguage(segment)) return { kind: 'ok', language: segment };
  const language = preferredLanguage(inputs.stored, inputs.browserLanguages);
  const rest = inputs.pathname === '/' || inputs.pathname === '' ? '' : inputs.pathname.replace(/^\/*/, '/');
  return {
    kind: 'redirect',
    language,
    href: `/${language}${rest}${inputs.searchStr}${withHash(inputs.hash)}`,
  };
}

/**
 * Where the language picker goes: the same page in another language. The first segment is
 * swapped (or added), the rest of the path and the query kept, and a `language` query value,
 * which some pages carry, is swapped too.
 */
export function switchLanguageHref(
  location: { pathname: string; searchStr: string; hash?: string },
  to: Language,
): string {
  const segments = location.pathname.split('/').filter((segment) => segment !== '');
  if (isLanguage(segments[0])) segments[0] = to;
  else segments.unshift(to);
  const search = new URLSearchParams(location.searchStr);
  if (search.has('language')) search.set('language', to);
  const query = search.toString();
  return `/${segments.join('/')}${query ? `?${query}` : ''}${withHash(location.hash)}`;
}

export function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  if (navigator.languages?.length) return navigator.languages;
  return navigator.language ? [navigator.language] : [];
}
