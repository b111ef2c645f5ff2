/**
 * A language's messages come in two parts (vite-plugins/precompiled-messages.ts splits each
 * catalogue by this list): `start`, what the site's header and home's hero show, by the id's
 * first segment; and `rest`, every other page's and dialog's. Home loads the first part only;
 * every other page, and every part of a page loaded later (a menu, a dialog, the search form,
 * the footer and home's sections below the hero, which are islands), waits for both
 * (index.ts). A namespace that home or the header starts showing belongs here; an id missing
 * from home would show as the id itself (end-to-end tests fail on the console error react-intl
 * logs for it).
 */
export const startNamespaces: ReadonlySet<string> = new Set([
  'app',
  'shell',
  'header',
  'home',
  'banners',
  'city',
  'currency',
  'notice',
  'error',
]);

/**
 * The back office's messages (`staff.*`, issue 19) are a third part, loaded by the `/staff`
 * routes only: no visitor's page carries them.
 */
export const staffNamespace = 'staff';

export type MessagePart = 'start' | 'rest' | 'staff';

export function partOfMessage(id: string): MessagePart {
  const namespace = id.split('.', 1)[0] ?? '';
  if (namespace === staffNamespace) return 'staff';
  return startNamespaces.has(namespace) ? 'start' : 'rest';
}
