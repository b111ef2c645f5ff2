import type { Language } from '@stayvn/shared';

/**
 * The ALTCHA widget (a custom element) and its texts in the page's language. Imported only by
 * the captcha field, which only forms and the login dialog render: the widget is in no page's
 * first download.
 */
const texts: Record<Language, () => Promise<unknown>> = {
  en: () => import('altcha/i18n/en'),
  jp: () => import('altcha/i18n/ja'),
  vi: () => import('altcha/i18n/vi'),
};

/** The widget's language code for the site's (`jp` is Japanese, `ja`). */
export const altchaLanguage: Record<Language, string> = { en: 'en', jp: 'ja', vi: 'vi' };

let widget: Promise<unknown> | undefined;

export function loadAltcha(language: Language): Promise<unknown> {
  widget ??= import('altcha');
  return Promise.all([widget, texts[language]()]);
}
