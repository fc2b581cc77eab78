import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/accessibility.js';
import { DEMO_ACCOUNTS } from '../support/accounts.js';
import { graphql, tokenOf } from '../support/api.js';
import { login, portal, toast } from '../support/session.js';

interface DemoClass {
  scheduleItemId: string;
  date: string;
  organizationClasstype: { name: string };
  account: { fullName: string } | null;
}

/**
 * A demo class 15 to 21 days ahead (no other spec books that far, and it can still be cancelled), of the given
 * type and taught by the given instructor.
 */
async function demoClass(page: Page, classtype: string, instructor: string): Promise<DemoClass> {
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const data = await graphql<{ scheduleClasses: { classes: DemoClass[] }[] }>(
    page,
    'query($from: Date!, $until: Date!) { scheduleClasses(dateFrom: $from, dateUntil: $until, publicOnly: false) { classes { scheduleItemId date organizationClasstype { name } account { fullName } } } }',
    { from: day(15), until: day(21) },
    await tokenOf(page, DEMO_ACCOUNTS.admin),
  );
  const found = data.scheduleClasses.flatMap((d) => d.classes).find((c) => c.organizationClasstype.name === classtype && c.account?.fullName.startsWith(instructor));
  if (!found) throw new Error(`no ${classtype} class by ${instructor} in the demo timetable`);
  return found;
}

const listPath = (c: DemoClass) => portal(`/backoffice/schedule/attendance/${encodeURIComponent(c.scheduleItemId)}/${c.date}`);
// Many steps, each with axe: more than the default 30 s on a busy machine.
test.slow();

/** A toast is shown, then hides by itself (4000 ms): its close button is Mantine's, unnamed, and axe runs after it. */
async function expectToast(page: Page, text: string): Promise<void> {
  await expect(toast(page, text)).toBeVisible();
  await expect(toast(page, text)).toHaveCount(0, { timeout: 10_000 });
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name: new RegExp(`^${name} \\(\\d+\\)$`) });

test('the desk books the demo member with their pass, checks them in, sells a pass and books, and cancels', async ({ page }) => {
  const boxing = await demoClass(page, 'Boxing', 'Carmen');
  await login(page, DEMO_ACCOUNTS.admin);
  await page.goto(listPath(boxing));
  await expect(page.getByRole('heading', { name: 'Boxing', level: 1 })).toBeVisible();
  await expect(page.getByText(/^\d+ of \d+ spaces left$/)).toBeVisible();
  await expect(tab(page, 'Booked')).toBeVisible();
  await expect(tab(page, 'Attending')).toBeVisible();
  await expect(tab(page, 'Cancelled')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Book a member' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // The demo member with their 10-class pass.
  await page.getByLabel('Find a member by name').fill('Milan');
  await page.getByRole('button', { name: 'Milan Member' }).click();
  await expect(page.getByText('Booking for')).toBeVisible();
  await expect(page.getByLabel('Pass or subscription')).toContainText('10-class pass');
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'Book', exact: true }).click();
  await expectToast(page, 'Booked');
  await tab(page, 'Booked').click();
  const milan = page.getByRole('row').filter({ hasText: 'Milan Member' });
  await expect(milan).toContainText('10-class pass');

  await milan.getByRole('button', { name: 'Check in Milan Member' }).click();
  await expectToast(page, 'Checked in');
  await expect(page).toHaveURL(/tab=booked|attendance\/[^/]+\/[\d-]+$/);
  await tab(page, 'Attending').click();
  await expect(page.getByRole('row').filter({ hasText: 'Milan Member' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // Sanne holds no pass: the desk sells one and books her in one step.
  await page.getByLabel('Find a member by name').fill('Sanne');
  await page.getByRole('button', { name: 'Sanne de Vries' }).click();
  await expect(page.getByText('Sanne de Vries has no valid class pass or subscription for this class.')).toBeVisible();
  await page.getByLabel('Class pass to sell').selectOption({ label: (await page.getByRole('option', { name: /^10-class pass/ }).textContent()) ?? '' });
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'Sell and book' }).click();
  await expectToast(page, 'Pass sold and class booked; the invoice is open for payment at the desk');
  await tab(page, 'Booked').click();
  const sanne = page.getByRole('row').filter({ hasText: 'Sanne de Vries' });
  await expect(sanne).toContainText('10-class pass');

  await sanne.getByRole('button', { name: 'Cancel booking of Sanne de Vries' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel the booking of Sanne de Vries?' });
  await expect(dialog.getByText('The class goes back to their pass.')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await dialog.getByRole('button', { name: 'Proceed' }).click();
  await expectToast(page, 'Booking cancelled');
  await tab(page, 'Cancelled').click();
  await expect(page.getByRole('row').filter({ hasText: 'Sanne de Vries' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});

test("the coach sees the lists of the classes they teach, and no other class's", async ({ page }) => {
  const own = await demoClass(page, 'Boxing', 'Carmen');
  const other = await demoClass(page, 'Yoga', 'Sanne');
  await login(page, DEMO_ACCOUNTS.coach);
  await page.goto(listPath(own));
  await expect(page.getByRole('heading', { name: 'Boxing', level: 1 })).toBeVisible();
  await expect(tab(page, 'Booked')).toBeVisible();
  // Instructors see names, and change nothing.
  await expect(page.getByRole('heading', { name: 'Book a member' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Check in / })).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);

  await page.goto(listPath(other));
  await expect(page.getByText('Error loading class attendance :(')).toBeVisible();
  await expect(page.getByText('You can only see the lists of the classes you teach.')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});
