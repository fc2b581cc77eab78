import { expect, test } from '@playwright/test';
import { DEMO_ACCOUNTS } from './support/accounts.js';
import { graphql, tokenOf } from './support/api.js';
import { clubTimeZone, moveClubToRunTimeZone, wallClock } from './support/club-time-zone.js';

test("the demo club is moved to this run's time zone, where it is mid-morning on Amsterdam's date", async ({ page }) => {
  test.info().annotations.push({ type: 'club time zone', description: clubTimeZone() });
  const now = wallClock(new Date());
  expect(now.date).toBe(wallClock(new Date(), 'Europe/Amsterdam').date);
  expect(now.minutes).toBeGreaterThanOrEqual(8 * 60);
  expect(now.minutes).toBeLessThan(13 * 60);
  const admin = await tokenOf(page, DEMO_ACCOUNTS.admin);
  await moveClubToRunTimeZone(page, admin);
  const { clubSettings } = await graphql<{ clubSettings: { timeZone: string } }>(page, '{ clubSettings { timeZone } }', {}, admin);
  expect(clubSettings.timeZone).toBe(clubTimeZone());
});
