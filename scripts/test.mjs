// `npm test`: every layer, loudly. Builds the app, runs unit tests, integration tests on PGlite and on the
// PostgreSQL server (TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test), then Playwright.
import { spawnSync } from 'node:child_process';

const steps = [
  ['build', 'npm', ['run', 'build']],
  ['unit + integration (PGlite and PostgreSQL)', 'npx', ['vitest', 'run']],
  ['end-to-end (Chromium)', 'npx', ['playwright', 'test']],
];

const env = { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' };
for (const [name, cmd, args] of steps) {
  console.log(`\n=== ${name} ===`);
  const result = spawnSync(cmd, args, { stdio: 'inherit', env });
  if (result.status !== 0) {
    console.error(`\n${name} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
}
console.log('\nAll test layers passed.');
