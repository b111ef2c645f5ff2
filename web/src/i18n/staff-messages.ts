import type { Language } from '@stayvn/shared';
import { loadMessages, messagesFor, type Messages } from './index';

/**
 * The back office's part of each catalogue (`staff.*`, parts.ts), loaded by the console's route
 * only: neither it nor these loaders are in a visitor's download.
 */
const staffParts: Record<Language, () => Promise<{ default: Partial<Messages> }>> = {
  en: () => import('./en.json?part=staff'),
  jp: () => import('./ja.json?part=staff'),
  vi: () => import('./vi.json?part=staff'),
};

const loaded = new Map<Language, Promise<void>>();

/** A language's messages, all of them with the console's: the same object, completed in place. */
export async function loadStaffMessages(language: Language): Promise<Messages> {
  await loadMessages(language, 'all');
  let pending = loaded.get(language);
  if (!pending) {
    pending = staffParts[language]().then(
      (module) => {
        Object.assign(messagesFor(language), module.default);
      },
      (error: unknown) => {
        loaded.delete(language);
        throw error;
      },
    );
    loaded.set(language, pending);
  }
  await pending;
  return messagesFor(language);
}
