import { defineConfig } from 'vitest/config';

const integration = ['apps/server/test/**/*.int.test.ts'];
const shared = { testTimeout: 30_000, hookTimeout: 60_000, env: { TZ: 'UTC' } };
// The integration files share their worker's modules instead of importing the whole server again per file (a
// quarter of the layer's time went on imports). Safe because every file builds its own app on its own database,
// and the server keeps no state in modules that is not keyed by its database (club and schedule caches are
// WeakMaps on the db). Module mocks (vi.mock) do not work in this mode: inject the dependency instead.
const integrationProject = { ...shared, include: integration, isolate: false };
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
          // e2e/**: the specs' own helpers (which day to pick, which month to show), pure and tested over chosen todays
          include: ['apps/*/src/**/*.test.ts', 'apps/*/src/**/*.test.tsx', 'packages/*/src/**/*.test.ts', 'e2e/**/*.test.ts'],
        },
      },
      {
        resolve,
        test: {
          ...integrationProject,
          name: 'int-pglite',
          env: { ...shared.env, KIAI_TEST_DB: 'pglite' },
          globalSetup: ['apps/server/test/support/pglite-global-setup.ts'],
        },
      },
      {
        resolve,
        test: {
          ...integrationProject,
          name: 'int-postgres',
          env: { ...shared.env, KIAI_TEST_DB: 'postgres' },
          globalSetup: ['apps/server/test/support/postgres-global-setup.ts'],
        },
      },
    ],
  },
});
