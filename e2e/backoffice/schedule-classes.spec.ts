import { expect as baseExpect, test, type Page } from '@playwright/test';
import { expectNoClippedLabels, expectNoSeriousAxeViolations } from '../support/accessibility.js';
import { DEMO_ACCOUNTS } from '../support/accounts.js';
import { atPortalPath, login, portal, toast } from '../support/session.js';

/** YYYY-MM-DD of a day `days` after today (the browser runs in the club's zone). */
function isoDay(days: number): string {
  const day = new Date();
  day.setDate(day.getDate() + days);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
}

// Two weeks on, so the class is in the future whatever the weekday today.
const START = isoDay(14);
const END = isoDay(14 + 7 * 8);
const TIME = '06:15 - 07:00';

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('textbox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const ourRow = (page: Page) => page.getByRole('row').filter({ hasText: TIME });

// A whole week of the demo club's classes is a large page (for axe, which checks it five times over, and
// for a busy CI machine that also renders each form after three queries).
test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

test('staff add a weekly class in an existing room, find it in the week as a list and a calendar, filter, edit it and cancel one date', async ({ page }) => {
  await login(page, DEMO_ACCOUNTS.admin);
  await page.goto(portal('/backoffice/schedule'));
  await page.getByRole('main').getByRole('link', { name: 'Classes' }).click();
  await expect(page).toHaveURL(atPortalPath('/backoffice/schedule/classes'));
  await expect(page.getByRole('heading', { name: 'Classes', level: 1 })).toBeVisible();
  await expect(page.getByText(/^Week of /)).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('link', { name: 'Add class' }).click();
  await expect(page.getByRole('heading', { name: 'Add class', level: 1 })).toBeVisible();
  // The spec's generic messages, before anything is sent.
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('This field is required').first()).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Spaces', exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousAxeViolations(page);
  await expectNoClippedLabels(page);

  await page.getByLabel('Start date').fill(START);
  await page.getByLabel('End date').fill(END);
  await page.getByLabel('Start time').fill('06:15');
  await page.getByLabel('End time').fill('07:00');
  await choose(page, 'Room', 'Northside Main: Gym Floor');
  await choose(page, 'Class type', 'Conditioning');
  await choose(page, 'Instructor', 'Kenji Watanabe');
  await page.getByRole('textbox', { name: 'Spaces', exact: true }).fill('0');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Please input a number above 0')).toBeVisible();
  await page.getByRole('textbox', { name: 'Spaces', exact: true }).fill('8');
  await page.getByRole('checkbox', { name: 'All classes: attend' }).check();
  await page.getByRole('checkbox', { name: 'All classes: book online' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Class saved')).toBeVisible();

  // The week of its first date, as a list.
  await expect(page).toHaveURL(new RegExp(`/backoffice/schedule/classes\\?week=${START}`));
  await expect(ourRow(page)).toContainText('Conditioning');
  await expect(ourRow(page)).toContainText('Gym Floor, Northside Main');
  await expect(ourRow(page)).toContainText('Kenji Watanabe');
  await expect(ourRow(page)).toContainText('0 / 8');
  await expectNoSeriousAxeViolations(page);

  // … and as a calendar, kept in the URL.
  await page.getByText('Calendar', { exact: true }).click();
  await expect(page).toHaveURL(/[?&]view=calendar/);
  const card = page.getByText(TIME, { exact: true });
  await expect(card).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.getByText('List', { exact: true }).click();

  // Filters live in the URL: another class type hides it, its own shows it again.
  await choose(page, 'Class type', 'Yoga');
  await expect(page).toHaveURL(/[?&]classtype=/);
  await expect(ourRow(page)).toHaveCount(0);
  await choose(page, 'Instructor', 'Kenji Watanabe');
  await choose(page, 'Class type', 'Conditioning');
  await expect(ourRow(page)).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Instructor', exact: true })).toHaveValue('Kenji Watanabe');
  await expect(ourRow(page)).toBeVisible();

  // Edit: more spaces for every date.
  await ourRow(page).getByRole('link', { name: /^Edit class: Conditioning/ }).click();
  await expect(page.getByRole('heading', { name: 'Edit class', level: 1 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Spaces', exact: true })).toHaveValue('8');
  await expect(page.getByRole('checkbox', { name: 'All classes: book online' })).toBeChecked();
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('textbox', { name: 'Spaces', exact: true }).fill('10');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Class saved')).toBeVisible();
  await expect(ourRow(page)).toContainText('0 / 10');

  // One date changes: a note, then cancelled with a confirmation.
  await ourRow(page).getByRole('link', { name: /^Change this date/ }).click();
  await expect(page).toHaveURL(new RegExp(`/backoffice/schedule/classes/[^/]+/dates/${START}$`));
  await expect(page.getByRole('heading', { name: /^Conditioning on / , level: 1 })).toBeVisible();
  await expect(page.getByText('Only this date changes. Empty fields keep what the class has.')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.getByLabel('Description').fill('The gym floor is being painted.');
  await page.getByRole('button', { name: 'Cancel this date' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this date?' });
  await expect(dialog).toContainText("its bookings are cancelled, their classes go back to the members' passes and the members get a mail.");
  await expectNoSeriousAxeViolations(page);
  await dialog.getByRole('button', { name: 'Cancel this date' }).click();
  await expect(toast(page, 'Date cancelled; 0 bookings were cancelled and their members mailed')).toBeVisible();
  await expect(ourRow(page)).toContainText('Cancelled');

  // The next week's date runs as planned.
  await page.getByRole('button', { name: 'Next week' }).click();
  await expect(ourRow(page)).toBeVisible();
  await expect(ourRow(page)).not.toContainText('Cancelled');
});

test('an instructor sees the week of classes with their attendance links, but nothing to create or change', async ({ page }) => {
  await login(page, DEMO_ACCOUNTS.coach);
  await page.goto(portal('/backoffice/schedule/classes'));
  await expect(page.getByRole('heading', { name: 'Classes', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Attendance: / }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add class' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^Edit class: / })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^Change this date: / })).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
});
