import { languageCodes } from '@stayvn/shared';
import { loadStaffMessages } from '@/i18n/staff-messages';

// The app loads a language's messages before its first render (root route); unit tests
// call `messagesFor` and `translate` directly, so every language is loaded up front, whole.
await Promise.all(languageCodes.map((language) => loadStaffMessages(language)));
