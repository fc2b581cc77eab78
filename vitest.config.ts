import { defineConfig } from 'vitest/config';

const integration = ['apps/server/test/**/*.int.test.ts'];
const shared = { testTimeout: 30_000, hookTimeout: 60_000, env: { TZ: 'UTC' } };

// Unit tests sit next to the code; integration tests run twice: on PGlite and on a PostgreSQL server.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          ...shared,
          name: 'unit',
          include: ['apps/*/src/**/*.test.ts', 'apps/*/src/**/*.test.tsx', 'packages/*/src/**/*.test.ts'],
        },
      },
      {
        test: { ...shared, name: 'int-pglite', include: integration, env: { ...shared.env, KIAI_TEST_DB: 'pglite' } },
      },
      {
        test: {
          ...shared,
          name: 'int-postgres',
          include: integration,
          env: { ...shared.env, KIAI_TEST_DB: 'postgres' },
          globalSetup: ['apps/server/test/support/postgres-global-setup.ts'],
        },
      },
    ],
  },
});
