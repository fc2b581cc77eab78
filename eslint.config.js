import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'test-results/**', 'playwright-report/**', 'data/**', '**/*.generated.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    // Domain code never reaches for the transport or the UI.
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['**/*.graphql.ts', '**/*.route.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['fastify', 'mercurius', 'graphql', '@pothos/*', 'react', '**/graphql/**', '**/http/**'] }],
    },
  },
);
