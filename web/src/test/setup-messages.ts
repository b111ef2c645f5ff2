import { languageCodes } from '@stayvn/shared';
import { loadMessages } from '@/i18n';

// The app loads a language's messages before its first render (root route); unit tests
// call `messagesFor` and `translate` directly, so every language is loaded up front, whole.
await Promise.all(languageCodes.map((language) => loadMessages(language, 'all')));
