import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** Imports flow one way: shared ← server, shared ← web; modules meet only through service.ts. */
export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      'data',
      'test-results',
      'playwright-report',
      'src/server/db/migrations',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/**', '**/web/**'],
              message: 'src/shared is isomorphic: it imports nothing from server or web.',
            },
            {
              group: ['node:*', 'pg', 'drizzle-orm*', 'hono*', 'react*'],
              message: 'src/shared does no I/O.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/set-state-in-effect': 'off',
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/server/**'], message: 'The web never imports server code.' }] },
      ],
    },
  },
  {
    files: ['src/server/modules/**/*.ts'],
    ignores: ['src/server/modules/index.ts', 'src/server/modules/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/web/**'], message: 'The server never imports web code.' },
            {
              group: ['../*/routes', '../*/queries', '../*/policy', '../*/routes.ts', '../*/queries.ts'],
              message: 'A module uses another module only through its service.ts.',
            },
          ],
        },
      ],
    },
  },
);
