import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/accessibility.js';
import { DEMO_ACCOUNTS } from '../support/accounts.js';
import { graphql, tokenOf } from '../support/api.js';
import { expectBackOfficeLayout } from '../support/backoffice-layout.js';
import { clubDate } from '../support/club-time-zone.js';
import { cardHolder } from '../support/kiosk.js';
import { seedClassAtNewLocation } from '../support/seed-class.js';
import { login, portal, toast } from '../support/session.js';

// Issue 24, for the front desk: a whole booked list checked in at once, a check-in undone, and the week read at a
// glance (one line a class; one day at a time on a phone).
test.slow();

const PHONE = { width: 360, height: 740 };
const LAPTOP = { width: 1280, height: 900 };

/** A class of the spec's own two days ahead, kept off the public schedule, with two members booked at the desk. */
async function classWithTwoBooked(page: Page) {
  const admin = await tokenOf(page, DEMO_ACCOUNTS.admin);
  const coach = await graphql<{ user: { id: string } }>(page, '{ user { id } }', {}, await tokenOf(page, DEMO_ACCOUNTS.coach));
  const locationName = `Desk hall ${randomUUID().slice(0, 6)}`;
  const date = clubDate(2);
  const { scheduleItem } = await seedClassAtNewLocation((query, variables) => graphql(page, query, variables, admin), {
    locationName,
    roomName: 'Mat',
    date,
    timeStart: '07:00',
    timeEnd: '08:00',
    spaces: 10,
    displayPublic: false,
    instructor: coach.user.id,
  });
  const occurrence = { scheduleItem, date };
  const members = [await cardHolder(page, admin, 'Dana', { pass: true, bookInto: occurrence }), await cardHolder(page, admin, 'Eli', { pass: true, bookInto: occurrence })];
  return { occurrence, members, locationName };
}

/** The Monday of a date's week (YYYY-MM-DD), as the week's URL names it. */
function mondayOf(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return day.toISOString().slice(0, 10);
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name: new RegExp(`^${name} \\(\\d+\\)$`) });

test('the desk checks in every booked member at once and undoes one check-in', async ({ page }) => {
  const { occurrence, members } = await classWithTwoBooked(page);
  await login(page, DEMO_ACCOUNTS.admin);
  await page.goto(portal(`/backoffice/schedule/attendance/${encodeURIComponent(occurrence.scheduleItem)}/${occurrence.date}`));
  await expect(page.getByRole('tab', { name: 'Booked (2)' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Late cancels · no-shows' }).first()).toBeVisible();
  for (const size of [LAPTOP, PHONE]) {
    await page.setViewportSize(size);
    await expectBackOfficeLayout(page);
    await expectNoSeriousAxeViolations(page);
  }
  await page.setViewportSize(LAPTOP);

  await page.getByRole('button', { name: 'Check in all booked' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Check in all 2 booked members?')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await dialog.getByRole('button', { name: 'Check in all' }).click();
  await expect(toast(page, '2 members checked in')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Attending (2)' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Booked (0)' })).toBeVisible();

  await tab(page, 'Attending').click();
  const first = members[0]!;
  await page.getByRole('button', { name: `Undo the check-in of ${first.firstName} Kiosk` }).click();
  await expect(toast(page, 'Check-in undone: booked again')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Attending (1)' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Booked (1)' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});

test("the week's compact list reads one line a class, and a phone shows one day at a time", async ({ page }) => {
  const { occurrence, locationName } = await classWithTwoBooked(page);
  await login(page, DEMO_ACCOUNTS.admin);
  await page.goto(portal(`/backoffice/schedule/classes?week=${mondayOf(occurrence.date)}&day=${occurrence.date}`));
  await page.setViewportSize(LAPTOP);
  const row = page.getByRole('row').filter({ hasText: locationName });
  await expect(row).toContainText('07:00');
  await expect(row).toContainText('2 / 10');
  await expect(row.getByRole('link', { name: /^Attendance: / })).toBeVisible();
  for (const header of ['Time', 'Class', 'Room', 'Coach', 'Booked', 'Actions']) await expect(page.getByRole('columnheader', { name: header, exact: true }).first()).toBeVisible();
  // One line a class: the row is no taller than one line of text and its padding.
  expect((await row.boundingBox())!.height).toBeLessThanOrEqual(44);
  await expectBackOfficeLayout(page);
  await expectNoSeriousAxeViolations(page);

  await page.setViewportSize(PHONE);
  await expect(page.getByRole('radiogroup', { name: 'Day of the week' }).or(page.getByLabel('Day of the week'))).toBeVisible();
  // One day's section, and in it the one list that scrolls sideways in its own box (the two are nested: counted
  // together they are two).
  await expect(page.locator('section[aria-labelledby^="day-"]')).toHaveCount(1);
  await expect(page.getByRole('region', { name: /^Classes on / })).toHaveCount(1);
  await expect(row).toBeVisible();
  await expectBackOfficeLayout(page);
  await expectNoSeriousAxeViolations(page);

  await page.goto(portal('/backoffice/schedule/classes?view=calendar'));
  await expect(page.locator('section[aria-labelledby^="column-"]')).toHaveCount(1);
  await expectBackOfficeLayout(page);
});

test("today's classes on the home lead to their class lists", async ({ page }) => {
  await login(page, DEMO_ACCOUNTS.admin);
  await page.goto(portal('/backoffice'));
  const link = page.getByRole('link', { name: /^Class list: / }).first();
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(/\/backoffice\/schedule\/attendance\/[^/]+\/\d{4}-\d{2}-\d{2}$/);
  await expect(page.getByRole('tab', { name: /^Booked \(\d+\)$/ })).toBeVisible();
});
