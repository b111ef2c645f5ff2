import type { Language } from '@stayvn/shared';
import type en from './en.json';
import enStart from './en.json?part=start';
import type { MessagePart } from './parts';

/** Every message id; en.json is the reference catalogue the others must match. */
export type MessageId = keyof typeof en;
export type Messages = Record<MessageId, string>;

type Part = Promise<{ default: Partial<Messages> }>;

/**
 * Each language's catalogue in its two parts (parts.ts): English's start part is bundled (it
 * is the fallback, so a page can always render); every other part is a chunk of its own,
 * loaded by the root route's `beforeLoad` before the first render in that language (home needs
 * the start part only), so a page carries its language's messages and not every language's.
 * messages.test.ts checks that ja and vi have every id of en.
 */
const loaders: Record<Language, Partial<Record<Exclude<MessagePart, 'staff'>, () => Part>>> = {
  en: { rest: () => import('./en.json?part=rest') },
  jp: { start: () => import('./ja.json?part=start'), rest: () => import('./ja.json?part=rest') },
  vi: { start: () => import('./vi.json?part=start'), rest: () => import('./vi.json?part=rest') },
};

/**
 * One object per language, completed in place when its other part arrives: what has rendered
 * used only ids it had, and React need not render anything again (which would also make it
 * render afresh a prerendered part it has not taken over yet).
 */
const messages = new Map<Language, Messages>([['en', { ...enStart } as Messages]]);
const loading = new Map<string, Promise<void>>([['en:start', Promise.resolve()]]);
let pageLanguage: Language = 'en';

function loadPart(language: Language, part: Exclude<MessagePart, 'staff'>): Promise<void> {
  const key = `${language}:${part}`;
  let pending = loading.get(key);
  if (!pending) {
    pending = loaders[language][part]!().then(
      (module) => {
        const into = messages.get(language);
        if (into) Object.assign(into, module.default);
        else messages.set(language, { ...module.default } as Messages);
      },
      (error: unknown) => {
        loading.delete(key);
        throw error;
      },
    );
    loading.set(key, pending);
  }
  return pending;
}

/**
 * Loads a language's start part, or all of it, once; later calls resolve at once. The start
 * part comes first, so the object `messagesFor` hands out is the one completed later.
 */
export async function loadMessages(language: Language, part: 'start' | 'all' = 'all'): Promise<Messages> {
  pageLanguage = language;
  await loadPart(language, 'start');
  if (part === 'all') await loadPart(language, 'rest');
  return messagesFor(language);
}

/** The page language's messages, all of them: for a part loaded after the page started. */
export function loadAllMessages(): Promise<Messages> {
  return loadMessages(pageLanguage, 'all');
}

/**
 * `load` (a lazily loaded part's import) together with every message of the page's language:
 * what a menu, dialog or form shows may not be in the start part.
 */
export function withAllMessages<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadAllMessages()]).then(([module]) => module);
}

/** The messages of a loaded language (English's start part until `loadMessages` has finished). */
export function messagesFor(language: Language): Messages {
  return messages.get(language) ?? messages.get('en')!;
}

/** BCP 47 tag for Intl and <html lang>; the URL's jp is Japanese, ja. */
export const localeByLanguage = { en: 'en', jp: 'ja', vi: 'vi' } as const satisfies Record<Language, string>;

export function localeFor(language: Language): string {
  return localeByLanguage[language];
}
