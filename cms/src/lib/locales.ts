/**
 * Strapi's locale codes. The web app's URLs say `jp` for Japanese; @stayvn/shared maps the two
 * (cmsLocaleOf / languageOfCmsLocale). These are duplicated here rather than imported because
 * Strapi compiles the server to CommonJS and @stayvn/shared is an ES module.
 */
export const cmsLocales = ['en', 'ja', 'vi'] as const;
export type CmsLocale = (typeof cmsLocales)[number];
export const defaultCmsLocale: CmsLocale = 'en';

export const localeNames: Record<CmsLocale, string> = {
  en: 'English (en)',
  ja: 'Japanese (ja)',
  vi: 'Vietnamese (vi)',
};

/** The non-default locales, in the order their localizations are written. */
export const translationLocales = cmsLocales.filter((locale) => locale !== defaultCmsLocale);
