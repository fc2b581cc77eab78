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
  {
    // Pages read and write through their feature's hooks (generated documents and the query cache), so what a
    // write makes stale is said once, next to its document; a page never calls the API client itself.
    files: ['apps/web/src/routes/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/lib/graphql-client.js'], importNames: ['graphqlRequest'], message: 'Use a hook from features/<area>/use-*.ts (useGraphQLQuery, useGraphQLMutation).' },
            { group: ['**/lib/rest-client.js', '**/lib/api/*'], message: 'Use a hook from features/<area>/use-*.ts (useRestQuery, or useMutation in the feature).' },
            { group: ['@tanstack/react-query'], importNames: ['useMutation', 'useQuery'], message: 'Queries and mutations live in features/<area>/use-*.ts.' },
          ],
        },
      ],
    },
  },
  {
    // A feature's components write through its hooks too (features/<area>/use-*.ts or hooks/use-*.ts), so what
    // a write makes stale is said next to its document there; only hooks and the session/kiosk clients call the API.
    files: ['apps/web/src/features/**/components/**/*.{ts,tsx}', 'apps/web/src/features/**/*.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/lib/graphql-client.js'], importNames: ['graphqlRequest'], message: 'Use a hook from features/<area>/use-*.ts (useGraphQLQuery, useGraphQLMutation).' }] },
      ],
    },
  },
);
