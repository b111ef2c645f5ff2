import { parse } from '@formatjs/icu-messageformat-parser';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const catalogues = fileURLToPath(new URL('../src/i18n/', import.meta.url));

/**
 * In the production build, the message catalogues (`src/i18n/*.json`) become ICU syntax trees,
 * and react-intl's message parser is swapped for its no-parser build: the browser neither
 * downloads the parser (about 8 KB gzip) nor parses every message on first use. A message that
 * does not parse fails the build. Dev and tests keep the plain strings and the parser.
 */
export function precompiledMessages(): Plugin {
  return {
    name: 'stayvn-precompiled-messages',
    apply: 'build',
    enforce: 'pre',
    config: () => ({
      resolve: {
        alias: [
          {
            find: /^@formatjs\/icu-messageformat-parser$/,
            replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
          },
        ],
      },
    }),
    transform(code, id) {
      const [path = ''] = id.split('?');
      if (!path.startsWith(catalogues) || !path.endsWith('.json')) return null;
      const messages = JSON.parse(code) as Record<string, string>;
      const trees = Object.fromEntries(
        Object.entries(messages).map(([key, message]) => {
          try {
            return [key, parse(message, { shouldParseSkeletons: true })];
          } catch (error) {
            throw new Error(`${path}: message "${key}" is not valid ICU`, { cause: error });
          }
        }),
      );
      // Still JSON: Vite's JSON plugin turns it into a module afterwards.
      return { code: JSON.stringify(trees), map: null };
    },
  };
}
