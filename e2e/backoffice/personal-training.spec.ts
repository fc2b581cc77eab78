import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/accessibility.js';
import { DEMO_ACCOUNTS, fullName } from '../support/accounts.js';
import { atPortalPath, login, portal, toast } from '../support/session.js';
import { browserToday, isoDate } from '../portal/booking/support.js';
import { chooseDay, chooseTrainer, continueButton, nextWeekday, openWizard, PT_PASS, slotButtons, TRAINER_WITH_DAY_OFF } from '../portal/personal-training/support.js';

const TRAINER = TRAINER_WITH_DAY_OFF.name;

async function signOut(page: Page): Promise<void> {
  await page.goto(portal('/user/logout'));
  await expect(page).toHaveURL(/\/book-your-spot/);
}

/** Opens Carmen's calendar from the trainer list. */
async function openTrainer(page: Page): Promise<void> {
  await page.goto(portal('/backoffice/schedule/trainers'));
  await expect(page.getByRole('heading', { name: 'Trainers', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: TRAINER }).click();
  await expect(page.getByRole('heading', { name: TRAINER, level: 1 })).toBeVisible();
}

// Issue 9, the staff side: a service added in the back office, hours given to a trainer on one date, a member
// booking it in the portal, and staff finding and cancelling the appointment.
test('staff add a service and give Carmen hours on a date; a member books the slot; staff find and cancel it', async ({ page }) => {
  test.setTimeout(180_000);
  const serviceName = `Footwork drill ${Date.now().toString(36)}`;
  // A Thursday three weeks ahead (within the booking horizon, clear of the other specs' near dates); Carmen works
  // Thursdays, so the portal's calendar offers the day, and the override makes 19:00–20:00 her only hours.
  const day = nextWeekday(browserToday().add(20, 'day'), [4]);

  await login(page, DEMO_ACCOUNTS.admin);
  await page.goto(portal('/backoffice/organization'));
  await page.getByRole('main').getByRole('link', { name: 'Appointment services' }).click();
  await expect(page).toHaveURL(atPortalPath('/backoffice/organization/appointment-services'));
  await expect(page.getByRole('heading', { name: 'Appointment services', level: 1 })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Personal training (60 min)' })).toContainText('€');
  await expect(page.getByRole('heading', { name: 'Categories' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // The form checks the spec's rules before sending.
  await page.getByRole('link', { name: 'Add service' }).click();
  await expect(page.getByRole('heading', { name: 'Add service', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: 'Duration (minutes)' }).fill('0');
  await page.getByRole('button', { name: 'Add service' }).click();
  await expect(page.getByText('This field is required').first()).toBeVisible();
  await expect(page.getByText('Please input a number above 0')).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('textbox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Personal training' }).click();
  await page.getByRole('textbox', { name: 'Name' }).fill(serviceName);
  await page.getByRole('textbox', { name: 'Duration (minutes)' }).fill('45');
  await page.getByRole('textbox', { name: 'Price' }).fill('40');
  // Members without a pass may pay this price for one session (issue 24).
  await page.getByRole('checkbox', { name: /^Sold per session/ }).check();
  await page.getByRole('textbox', { name: 'Passes that pay for it' }).click();
  await page.getByRole('option', { name: PT_PASS }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('textbox', { name: 'Trainers who give it' }).click();
  await page.getByRole('option', { name: TRAINER }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Add service' }).click();
  await expect(toast(page, 'Service added')).toBeVisible();
  await expect(page).toHaveURL(atPortalPath('/backoffice/organization/appointment-services'));
  const serviceRow = page.getByRole('row').filter({ hasText: serviceName });
  await expect(serviceRow).toContainText('45 min');
  await expect(serviceRow).toContainText('€ 40.00');
  await serviceRow.getByRole('link', { name: serviceName }).click();
  await expect(page.getByRole('checkbox', { name: /^Sold per session/ })).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Price' })).toHaveValue('40.00');

  // Carmen's calendar: her weekly hours, and other hours on one date.
  await openTrainer(page);
  await expect(page.getByRole('textbox', { name: 'Monday' })).toHaveValue('09:00–12:00, 13:00–17:00');
  await expect(page.getByRole('textbox', { name: 'Wednesday' })).toHaveValue('');
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('tab', { name: 'Date overrides' }).click();
  await expect(page).toHaveURL(/[?&]tab=overrides/);
  await page.getByLabel('Date', { exact: true }).fill(isoDate(day));
  await page.getByRole('textbox', { name: 'Hours' }).fill('19:00-20:00');
  await page.getByRole('button', { name: 'Save override' }).click();
  await expect(toast(page, 'Override saved')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: isoDate(day) })).toContainText('19:00–20:00');
  // The toast hides by itself (4000 ms); its close button is Mantine's, outside this page.
  await expect(toast(page, 'Override saved')).toHaveCount(0, { timeout: 10_000 });
  await expectNoSeriousAxeViolations(page);

  // The member sees that one slot for the new service and books it with the pass.
  await signOut(page);
  await login(page, DEMO_ACCOUNTS.member);
  await openWizard(page, serviceName);
  await chooseTrainer(page, TRAINER);
  await chooseDay(page, day);
  await expect(slotButtons(page)).toHaveText(['07:00 PM']);
  await slotButtons(page).first().click();
  await continueButton(page).click();
  await expect(page.getByRole('radio', { name: PT_PASS })).toBeChecked();
  await page.getByRole('button', { name: 'Book appointment' }).click();
  await expect(page.getByText('Your appointment has been successfully booked...')).toBeVisible();

  // Staff find it on its day, by trainer, and cancel it.
  await signOut(page);
  await login(page, DEMO_ACCOUNTS.admin);
  await page.goto(portal(`/backoffice/schedule/appointments?date=${isoDate(day)}`));
  await expect(page.getByRole('heading', { name: 'Appointments', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: day.format('dddd, MMMM D YYYY') })).toBeVisible();
  await page.getByRole('textbox', { name: 'Trainer' }).click();
  await page.getByRole('option', { name: TRAINER }).click();
  await expect(page).toHaveURL(/[?&]trainer=/);
  const row = page.getByRole('row').filter({ hasText: serviceName });
  await expect(row).toContainText('19:00–19:45');
  await expect(row).toContainText(fullName(DEMO_ACCOUNTS.member));
  await expect(row).toContainText('Booked');
  await expectNoSeriousAxeViolations(page);
  await row.getByRole('button', { name: /^Cancel / }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this appointment?' });
  await expect(dialog).toContainText(`${fullName(DEMO_ACCOUNTS.member)}'s ${serviceName} will be cancelled`);
  await expectNoSeriousAxeViolations(page);
  await dialog.getByRole('button', { name: 'Cancel appointment' }).click();
  await expect(toast(page, 'Appointment cancelled')).toBeVisible();
  await expect(row).toContainText('Cancelled');
  await expect(row.getByRole('button', { name: /^Cancel / })).toHaveCount(0);
  // The day and the trainer live in the URL: a reload keeps both.
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Trainer' })).toHaveValue(TRAINER);
  await expect(row).toContainText('Cancelled');

  // Carmen's usual hours come back on that date.
  await openTrainer(page);
  await page.getByRole('tab', { name: 'Date overrides' }).click();
  await page.getByRole('button', { name: `Remove the override of ${isoDate(day)}` }).click();
  await expect(toast(page, 'Override removed')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: isoDate(day) })).toHaveCount(0);
});

test('an instructor without the right to see appointments is told so', async ({ page }) => {
  await login(page, DEMO_ACCOUNTS.coach);
  await page.goto(portal('/backoffice/schedule/appointments'));
  await expect(page.getByText('Not part of your role')).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
});
