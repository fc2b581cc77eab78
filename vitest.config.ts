import { defineConfig } from 'vitest/config';

const integration = ['apps/server/test/**/*.int.test.ts'];
const shared = { testTimeout: 30_000, hookTimeout: 60_000, env: { TZ: 'UTC' } };
// Node loads graphql as CommonJS (for Mercurius and Pothos); Vite would pick its ESM build for our
// files, and two copies of graphql refuse each other's types. Projects don't inherit root options.
const resolve = { alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }] };

// Unit tests sit next to the code; integration tests run twice: on PGlite and on a PostgreSQL server.
export default defineConfig({
  test: {
    projects: [
      {
        resolve,
        test: {
          ...shared,
          name: 'unit',
          include: ['apps/*/src/**/*.test.ts', 'apps/*/src/**/*.test.tsx', 'packages/*/src/**/*.test.ts'],
        },
      },
      {
        resolve,
        test: {
          ...shared,
          name: 'int-pglite',
          include: integration,
          env: { ...shared.env, KIAI_TEST_DB: 'pglite' },
          globalSetup: ['apps/server/test/support/pglite-global-setup.ts'],
        },
      },
      {
        resolve,
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
