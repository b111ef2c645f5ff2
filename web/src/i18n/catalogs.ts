import en from './en.json';
import type { Messages } from './index';
import ja from './ja.json';
import vi from './vi.json';

/**
 * Every catalogue at once, for tests only: the app loads one language at a time through
 * `loadMessages` (index.ts), and importing this file from app code would bundle them all.
 */
export const messagesByLanguage = { en, jp: ja satisfies Messages, vi: vi satisfies Messages } as const;
