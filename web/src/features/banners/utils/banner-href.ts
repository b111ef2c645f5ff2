import { isLanguage, type Language } from '@stayvn/shared';

/**
 * Editors enter site paths without a language (`/offers`); they open in the page's language.
 * Full URLs are left alone.
 */
export function localiseBannerHref(url: string, language: Language): string {
  if (!url.startsWith('/') || url.startsWith('//')) return url;
  const first = url.split(/[/?#]/)[1];
  return isLanguage(first) ? url : `/${language}${url === '/' ? '' : url}`;
}
