import { expect, test } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../support/accounts.js';
import { expectNoClippedLabels, expectNoSeriousAxeViolations } from '../../support/accessibility.js';
import { login } from '../../support/session.js';
import { browserToday } from '../booking/support.js';
import {
  calendarDay,
  chooseDay,
  chooseTrainer,
  continueButton,
  openWizard,
  OTHER_TRAINER,
  SERVICE,
  showMonthOf,
  slotButtons,
  stepButton,
  TRAINER_WITH_DAY_OFF,
} from './support.js';
import { bookableDay, dayBeyondHorizon, firstAfter, nextBookableDay } from './pt-dates.js';

// Each rule of the appointment wizard (spec sections 4 and 5), on the demo club's services and trainers.

test.beforeEach(async ({ page }) => {
  await login(page, DEMO_ACCOUNTS.member);
  await openWizard(page, SERVICE.name);
});

test("'Continue' on the trainer step needs a trainer", async ({ page }) => {
  await expect(page.getByRole('radio', { name: TRAINER_WITH_DAY_OFF.name })).toBeVisible();
  await expect(page.getByRole('radio', { name: OTHER_TRAINER })).toBeVisible();
  await expect(continueButton(page)).toBeDisabled();
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('radio', { name: OTHER_TRAINER }).check();
  await expect(continueButton(page)).toBeEnabled();
});

test('a step is clickable only if it is not after the current one', async ({ page }) => {
  await expect(stepButton(page, 'Trainer')).toHaveAttribute('aria-current', 'step');
  for (const later of ['Date', 'Book', 'Complete']) await expect(stepButton(page, later)).toHaveAttribute('aria-disabled', 'true');
  await stepButton(page, 'Date').click({ force: true });
  await expect(page.getByRole('radio', { name: OTHER_TRAINER })).toBeVisible();

  await chooseTrainer(page, OTHER_TRAINER);
  await expect(stepButton(page, 'Date')).toHaveAttribute('aria-current', 'step');
  await expect(stepButton(page, 'Trainer')).toHaveAttribute('aria-disabled', 'false');
  await expect(stepButton(page, 'Book')).toHaveAttribute('aria-disabled', 'true');
  await stepButton(page, 'Book').click({ force: true });
  await expect(calendarDay(page, browserToday())).toBeVisible();

  // Back to an earlier step, with the trainer still chosen.
  await stepButton(page, 'Trainer').click();
  await expect(page.getByRole('radio', { name: OTHER_TRAINER })).toBeChecked();
  await expect(page).not.toHaveURL(/#/);
});

test("the calendar disables past days and the trainer's non-working weekdays", async ({ page }) => {
  await chooseTrainer(page, TRAINER_WITH_DAY_OFF.name);
  const today = browserToday();
  const yesterday = today.subtract(1, 'day');
  if (yesterday.month() === today.month()) await expect(calendarDay(page, yesterday)).toBeDisabled();
  const wednesday = firstAfter(today, 3);
  const sunday = firstAfter(today, 0);
  const thursday = firstAfter(today, 4);
  await expect(await showMonthOf(page, wednesday)).toBeDisabled();
  await expect(await showMonthOf(page, sunday)).toBeDisabled();
  await expect(await showMonthOf(page, thursday)).toBeEnabled();
  await expectNoSeriousAxeViolations(page);

  // Rafael works on Wednesdays, not at the weekend.
  await stepButton(page, 'Trainer').click();
  await chooseTrainer(page, OTHER_TRAINER);
  await expect(await showMonthOf(page, wednesday)).toBeEnabled();
  await expect(await showMonthOf(page, firstAfter(today, 6))).toBeDisabled();
});

test("'Continue' on the date step needs a time, and changing the date clears it", async ({ page }) => {
  await chooseTrainer(page, TRAINER_WITH_DAY_OFF.name);
  const first = bookableDay(browserToday());
  await chooseDay(page, first);
  await expect(continueButton(page)).toBeDisabled();
  await expect(slotButtons(page).first()).toHaveText(/^\d{2}:\d{2} (AM|PM)$/);

  await slotButtons(page).first().click();
  await expect(slotButtons(page).first()).toHaveAttribute('aria-pressed', 'true');
  await expect(continueButton(page)).toBeEnabled();
  await expectNoSeriousAxeViolations(page);

  await chooseDay(page, nextBookableDay(first));
  await expect(page.getByRole('button', { pressed: true })).toHaveCount(0);
  await expect(continueButton(page)).toBeDisabled();
});

test("a day without free times shows 'No available slots for the selected day.'", async ({ page }) => {
  await chooseTrainer(page, TRAINER_WITH_DAY_OFF.name);
  // The demo trainer is free on her working days: her answer for one day is emptied on its way in.
  await page.route('**/d/abc/get_available_slots/**', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), available_slots: [] } });
  });
  await (await showMonthOf(page, bookableDay(browserToday()))).click();
  await expect(page.getByText('No available slots for the selected day.')).toBeVisible();
  await expect(page.getByText('Please choose another date to continue.')).toBeVisible();
  await expect(continueButton(page)).toBeDisabled();
  await expectNoSeriousAxeViolations(page);
});

test("the server's message shows as a warning when the slots answer is unsuccessful", async ({ page }) => {
  await chooseTrainer(page, TRAINER_WITH_DAY_OFF.name);
  await (await showMonthOf(page, dayBeyondHorizon(browserToday()))).click();
  await expect(page.getByTestId('slots-warning')).toHaveText('Appointments cannot be booked this far ahead yet. Please choose an earlier date.');
  await expect(slotButtons(page)).toHaveCount(0);
  await expect(continueButton(page)).toBeDisabled();
  await expectNoSeriousAxeViolations(page);
});

test('no label of the wizard is clipped at 360 px', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await expectNoClippedLabels(page);
  await chooseTrainer(page, TRAINER_WITH_DAY_OFF.name);
  await chooseDay(page, bookableDay(browserToday()));
  await page.waitForLoadState('networkidle');
  await expectNoClippedLabels(page);
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
});

test("a refused booking shows the server's reason on the Book step, and leaving the step clears '#finalStep'", async ({ page }) => {
  await chooseTrainer(page, TRAINER_WITH_DAY_OFF.name);
  await chooseDay(page, bookableDay(browserToday()));
  await slotButtons(page).first().click();
  await continueButton(page).click();
  await expect(page).toHaveURL(/#finalStep$/);

  // Someone else took the slot meanwhile: the server's answer is played back.
  const reason = 'This time is not available. Please choose another time.';
  await page.route('**/d/abc/create_appointment/', (route) => route.fulfill({ status: 409, json: { success: false, error: reason } }));
  await page.getByRole('button', { name: 'Book appointment' }).click();
  await expect(page.getByText(reason)).toBeVisible();
  await expect(page.getByText('Your appointment has been successfully booked...')).toHaveCount(0);
  await expect(stepButton(page, 'Book')).toHaveAttribute('aria-current', 'step');

  await stepButton(page, 'Date').click();
  await expect(page).not.toHaveURL(/#/);
  await expect(continueButton(page)).toBeEnabled();
  // Without the hash a reload starts over, even with a saved state.
  await page.reload();
  await expect(stepButton(page, 'Trainer')).toHaveAttribute('aria-current', 'step');
  await expect(continueButton(page)).toBeDisabled();
});
