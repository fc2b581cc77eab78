import { defineConfig } from '@playwright/test';
import { midMorningTimeZone } from './e2e/support/club-time-zone.js';
import { E2E_DATA_DIR, E2E_ORIGIN, E2E_PORT } from './e2e/support/env.js';

/**
 * `npm test` runs the specs in two parts, each a Playwright run with a server of its own (E2E_PORT, E2E_PART): the
 * first (portal and back office, where most new specs land) beside the integration tests from the start, the
 * second (kiosk, shop, personal training) from the queue that whichever lane is free takes next (scripts/test.mjs),
 * so the lanes stay level as the first part grows. Without E2E_PART, every spec runs.
 */
const SECOND_PART = ['checkin', 'shop', 'portal/personal-training'].map((folder) => `**/e2e/${folder}/**/*.spec.ts`);
const part = process.env.E2E_PART;

/**
 * Specs need "a class later today" and the club's date to hold still, whatever the hour of the run: a setup step
 * first moves the demo club to a zone where it is mid-morning (e2e/support/club-time-zone.ts), chosen here once
 * for the run and handed to the test workers (the environment) and the browsers (timezoneId).
 */
const clubTimeZone = (process.env.E2E_CLUB_TIME_ZONE ??= midMorningTimeZone(new Date()));
const SPECS = '**/e2e/**/*.spec.ts';
const selection = part === 'second' ? { testMatch: SECOND_PART } : part === 'first' ? { testMatch: SPECS, testIgnore: SECOND_PART } : { testMatch: SPECS };

// Drives Debian's Chromium against the built server on a fresh embedded database.
export default defineConfig({
  testDir: './e2e',
  projects: [
    { name: 'club time zone', testMatch: /club-time-zone\.setup\.ts$/ },
    { name: part ? `${part} part` : 'all specs', ...selection, dependencies: ['club time zone'] },
  ],
  // one folder per part: a run empties its output folder when it starts, and the parts overlap
  outputDir: `test-results${part ? `/${part}` : ''}`,
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  // `npm test` runs this layer beside the integration tests, which share the machine's cores: waits get room.
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: E2E_ORIGIN,
    // The browser is where the club is, as a member's phone or the door's tablet would be.
    timezoneId: clubTimeZone,
    locale: 'en-US',
    // The portal honours the setting (theme: respectReducedMotion): no waiting for fades, and axe never measures
    // a half-faded dialog.
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: {
    command: `rm -rf ${E2E_DATA_DIR} && node apps/server/dist/main.js`,
    url: `${E2E_ORIGIN}/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    // Every spec's new accounts register from 127.0.0.1 on one server: the hourly per-address limit (10) would
    // refuse the run's later registrations. The limit itself is tested in the integration tests.
    env: { PORT: String(E2E_PORT), HOST: '127.0.0.1', PUBLIC_URL: E2E_ORIGIN, KIAI_DATA_DIR: E2E_DATA_DIR, LOG_LEVEL: 'warn', TZ: 'Europe/Amsterdam', AUTH_ANONYMOUS_REQUESTS_PER_IP: '1000' },
  },
});
