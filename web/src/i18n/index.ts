import type { Language } from '@stayvn/shared';
import en from './en.json';

/** Every message id; en.json is the reference catalogue the others must match. */
export type MessageId = keyof typeof en;
export type Messages = Record<MessageId, string>;

/**
 * English is bundled (it is the fallback, so a page can always render); Japanese and
 * Vietnamese are chunks of their own, loaded by the root route's `beforeLoad` before the first
 * render in that language, so a page carries one extra catalogue, not every language's.
 * `satisfies` makes a missing id in ja or vi a type error, not an English fallback at run time.
 */
const loaders = {
  jp: () => import('./ja.json'),
  vi: () => import('./vi.json'),
} satisfies Record<Exclude<Language, 'en'>, () => Promise<{ default: Messages }>>;

const loaded = new Map<Language, Messages>([['en', en]]);

/** Loads a language's messages once; later calls resolve at once. */
export async function loadMessages(language: Language): Promise<Messages> {
  const ready = loaded.get(language);
  if (ready) return ready;
  const messages: Messages = (await loaders[language as keyof typeof loaders]()).default;
  loaded.set(language, messages);
  return messages;
}

/** The messages of a loaded language (English until `loadMessages` has finished). */
export function messagesFor(language: Language): Messages {
  return loaded.get(language) ?? en;
}

/** BCP 47 tag for Intl and <html lang>; the URL's jp is Japanese, ja. */
export const localeByLanguage = { en: 'en', jp: 'ja', vi: 'vi' } as const satisfies Record<Language, string>;

export function localeFor(language: Language): string {
  return localeByLanguage[language];
}
