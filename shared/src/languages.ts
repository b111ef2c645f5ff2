/** Languages as they appear in the first path segment of every URL. */
export const languageCodes = ['en', 'jp', 'vi'] as const;
export type Language = (typeof languageCodes)[number];
export const defaultLanguage: Language = 'en';

/** Strapi names Japanese `ja`; the URL says `jp`. This is the only place that maps the two. */
const cmsLocaleByLanguage = { en: 'en', jp: 'ja', vi: 'vi' } as const satisfies Record<Language, string>;
export type CmsLocale = (typeof cmsLocaleByLanguage)[Language];
export const cmsLocales = Object.values(cmsLocaleByLanguage) as CmsLocale[];
export const defaultCmsLocale: CmsLocale = 'en';

export function cmsLocaleOf(language: Language): CmsLocale {
  return cmsLocaleByLanguage[language];
}

export function languageOfCmsLocale(locale: string): Language | undefined {
  return languageCodes.find((language) => cmsLocaleByLanguage[language] === locale);
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languageCodes as readonly string[]).includes(value);
}

/**
 * Maps a browser language tag (`navigator.language`, e.g. `ja-JP`, `vi`, `en-GB`) to a site
 * language: Japanese to jp, English to en, Vietnamese to vi; anything else is not matched.
 */
export function languageFromBrowser(tag: string | undefined | null): Language | undefined {
  const primary = tag?.trim().toLowerCase().split(/[-_]/)[0];
  if (primary === 'ja' || primary === 'jp') return 'jp';
  if (primary === 'en') return 'en';
  if (primary === 'vi') return 'vi';
  return undefined;
}

/**
 * The spec's priority for choosing a language when the path has none:
 * stored value, then browser language, then English.
 */
export function preferredLanguage(stored: unknown, browserTags: readonly string[]): Language {
  if (isLanguage(stored)) return stored;
  for (const tag of browserTags) {
    const language = languageFromBrowser(tag);
    if (language) return language;
  }
  return defaultLanguage;
}

/** Human names of the languages, each in its own language, for the picker. */
export const languageNames: Record<Language, string> = {
  en: 'English',
  jp: '日本語',
  vi: 'Tiếng Việt',
};
