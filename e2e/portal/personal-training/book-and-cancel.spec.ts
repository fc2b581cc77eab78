import { expect, test } from '@playwright/test';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import { DEMO_ACCOUNTS } from '../../support/accounts.js';
import { expectNoSeriousAxeViolations } from '../../support/accessibility.js';
import { login, portal } from '../../support/session.js';
import { badge, browserToday, classesRemaining, isoDate, longDate } from '../booking/support.js';
import {
  calendarDay,
  chooseDay,
  chooseTrainer,
  continueButton,
  openWizard,
  PT_PASS,
  SERVICE,
  showMonthOf,
  slotButtons,
  stepButton,
  TRAINER_WITH_DAY_OFF,
} from './support.js';
import { bookableDay, firstAfter } from './pt-dates.js';

dayjs.extend(customParseFormat);

// The "Done when": the whole path of a member, tried as a new user would, in one test.
test('a member books a personal training with a pass, keeps it over a reload, and cancels it', async ({ page }) => {
  test.setTimeout(120_000);
  await login(page, DEMO_ACCOUNTS.member);
  const sessionsBefore = await classesRemaining(page, PT_PASS);

  // A service and a trainer.
  await openWizard(page, SERVICE.name);
  await chooseTrainer(page, TRAINER_WITH_DAY_OFF.name);

  // Only her working days can be picked: not Wednesdays, not Sundays.
  const today = browserToday();
  for (const weekday of TRAINER_WITH_DAY_OFF.offWeekdays) await expect(await showMonthOf(page, firstAfter(today, weekday))).toBeDisabled();
  const day = bookableDay(today);
  await expect(await showMonthOf(page, day)).toBeEnabled();

  // A slot.
  await chooseDay(page, day);
  const slot = (await slotButtons(page).first().textContent()) ?? '';
  await slotButtons(page).first().click();
  await continueButton(page).click();
  const start = dayjs(`${isoDate(day)} ${slot}`, 'YYYY-MM-DD hh:mm A');
  const times = `${start.format('HH:mm')} - ${start.add(SERVICE.minutes, 'minute').format('HH:mm')}`;

  // The final step is saved and survives a reload.
  await expect(page).toHaveURL(/#finalStep$/);
  expect(await page.evaluate(() => localStorage.getItem('appointmentBookingState'))).toContain('"step":"BOOK"');
  const summary = page.getByTestId('appointment-summary');
  await expect(summary).toContainText(longDate(day));
  await page.reload();
  await expect(stepButton(page, 'Book')).toHaveAttribute('aria-current', 'step');
  await expect(summary).toContainText(SERVICE.name);
  await expect(summary).toContainText(TRAINER_WITH_DAY_OFF.name);
  await expect(summary).toContainText(longDate(day));
  await expect(summary).toContainText(times);
  await expectNoSeriousAxeViolations(page);

  // Booked with the pass.
  const pass = page.getByRole('radio', { name: PT_PASS });
  await expect(pass).toBeChecked();
  await expect(page.getByText(`Classes remaining: ${sessionsBefore}`)).toBeVisible();
  await page.getByRole('button', { name: 'Book appointment' }).click();
  await expect(page.getByText('Your appointment has been successfully booked...')).toBeVisible();
  await expect(page).not.toHaveURL(/#/);
  for (const label of ['Trainer', 'Date', 'Book', 'Complete']) await expect(stepButton(page, label)).toHaveAttribute('aria-disabled', 'true');
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('main').getByRole('link', { name: 'My Appointments' }).click();
  await expect(page).toHaveURL(/\/user\/appointments$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Appointments' })).toBeVisible();

  // The appointment is listed, and the pass has one session less.
  const row = page.getByTestId('appointment').filter({ hasText: SERVICE.name }).filter({ hasText: longDate(day) }).filter({ hasText: times });
  await expect(row).toContainText(TRAINER_WITH_DAY_OFF.name);
  await expect(badge(row, 'BOOKED')).toHaveAttribute('style', /--mantine-color-green/);
  expect(await classesRemaining(page, PT_PASS)).toBe(sessionsBefore - 1);

  // Cancelled only after confirming; the session comes back.
  await page.goto(portal('/user/appointments'));
  await row.getByRole('button', { name: 'Cancel' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Are you sure you want to cancel your appointment?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Go back' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(badge(row, 'BOOKED')).toBeVisible();
  await row.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Proceed' }).click();
  await expect(badge(row, 'CANCELED')).toBeVisible();
  await expect(row.getByText(/^Canceled at \w+day, \w+ \d+(st|nd|rd|th) \d{4} \d{2}:\d{2}$/)).toBeVisible();
  await expect(row.getByRole('button', { name: 'Cancelled' })).toBeDisabled();
  expect(await classesRemaining(page, PT_PASS)).toBe(sessionsBefore);

  // The slot is free again.
  await openWizard(page, SERVICE.name);
  await chooseTrainer(page, TRAINER_WITH_DAY_OFF.name);
  await chooseDay(page, day);
  await expect(slotButtons(page).filter({ hasText: slot })).toBeVisible();
  await expect(calendarDay(page, day)).toBeEnabled();
});
