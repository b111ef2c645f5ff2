import type { Language } from '@stayvn/shared';
import en from './en.json';
import ja from './ja.json';
import vi from './vi.json';

/** Every message id; en.json is the reference catalogue the others must match. */
export type MessageId = keyof typeof en;
export type Messages = Record<MessageId, string>;

// `satisfies` makes a missing id in ja or vi a type error, not an English fallback at run time.
export const messagesByLanguage = { en, jp: ja satisfies Messages, vi: vi satisfies Messages } as const;

/** BCP 47 tag for Intl and <html lang>; the URL's jp is Japanese, ja. */
export const localeByLanguage = { en: 'en', jp: 'ja', vi: 'vi' } as const satisfies Record<Language, string>;

export function messagesFor(language: Language): Messages {
  return messagesByLanguage[language];
}

export function localeFor(language: Language): string {
  return localeByLanguage[language];
}
