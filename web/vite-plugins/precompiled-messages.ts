import { parse } from '@formatjs/icu-messageformat-parser';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { partOfMessage, type MessagePart } from '../src/i18n/parts';

const catalogues = fileURLToPath(new URL('../src/i18n/', import.meta.url));

/**
 * The message catalogues (`src/i18n/*.json`):
 * - imported as `./en.json?part=start` or `?part=rest`, a catalogue keeps only that part's
 *   messages (src/i18n/parts.ts), in development and tests as in the build;
 * - in the production build, messages become ICU syntax trees, and react-intl's message parser
 *   is swapped for its no-parser build: the browser neither downloads the parser (about 8 KB
 *   gzip) nor parses every message on first use. A message that does not parse fails the build.
 *   Development and tests keep the plain strings and the parser.
 */
export function precompiledMessages(): Plugin {
  let build = false;
  return {
    name: 'stayvn-precompiled-messages',
    enforce: 'pre',
    config: (_config, { command }) => {
      build = command === 'build';
      if (!build) return;
      return {
        resolve: {
          alias: [
            {
              find: /^@formatjs\/icu-messageformat-parser$/,
              replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
            },
          ],
        },
      };
    },
    transform(code, id) {
      const [path = '', query = ''] = id.split('?');
      if (!path.startsWith(catalogues) || !path.endsWith('.json')) return null;
      const part = new URLSearchParams(query).get('part') as MessagePart | null;
      if (!part && !build) return null;
      const messages = Object.entries(JSON.parse(code) as Record<string, string>).filter(
        ([key]) => !part || partOfMessage(key) === part,
      );
      const compiled = messages.map(([key, message]) => {
        if (!build) return [key, message];
        try {
          return [key, parse(message, { shouldParseSkeletons: true })];
        } catch (error) {
          throw new Error(`${path}: message "${key}" is not valid ICU`, { cause: error });
        }
      });
      const json = JSON.stringify(Object.fromEntries(compiled));
      // A whole catalogue is still JSON, which Vite's JSON plugin turns into a module; a part
      // (`?part=`) is not taken for JSON by its name, so it becomes the module here.
      return { code: part ? `export default JSON.parse(${JSON.stringify(json)});` : json, map: null };
    },
  };
}
