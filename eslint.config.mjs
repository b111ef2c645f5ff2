import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'web/dist-ssr/**',
      '**/build/**',
      '**/.turbo/**',
      'cms/.strapi/**',
      'cms/types/generated/**',
      'cms/.tmp/**',
      'web/src/route-tree.gen.ts',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // zod is loaded with the schemas that need it, never in a page's first download, and only
    // through lib/zod.ts, which sets its options first.
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/lib/zod.ts', 'web/src/**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'zod',
              message:
                "Import { z } from '@/lib/zod' (it sets zod's options first), in a *schemas.ts module.",
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    // Issue 30: a module does one thing. No production function over 120 lines and no source
    // file over 400 (tests, the stand-ins' protocol servers and the CMS's seed data aside).
    files: [
      'shared/src/**/*.ts',
      'booking-service/src/**/*.ts',
      'web/src/**/*.{ts,tsx}',
      'cms/src/**/*.ts',
      'cms/config/**/*.ts',
    ],
    ignores: ['**/*.test.ts', '**/*.test.tsx', 'cms/src/seed/**'],
    rules: {
      'max-lines-per-function': ['error', { max: 120, skipBlankLines: true, skipComments: true }],
      'max-lines': ['error', { max: 400 }],
    },
  },
);
