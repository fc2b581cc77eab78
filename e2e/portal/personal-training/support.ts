import { expect, type Locator, type Page } from '@playwright/test';
import type { Dayjs } from 'dayjs';
import { portal } from '../../support/session.js';
import { monthHeading, monthTurns, OFF_WEEKDAYS } from './pt-dates.js';

export { nextWeekday } from './pt-dates.js';

/** The demo club's personal training (apps/server/src/seed/seed-demo-personal-training.ts). */
export const SERVICE = { name: 'Personal training (60 min)', minutes: 60, price: '€45.00' };
export const SHORT_SERVICE = { name: 'Pad work session (30 min)', minutes: 30, price: '€25.00' };
/** Carmen gives no appointments on Wednesdays nor Sundays. */
export const TRAINER_WITH_DAY_OFF = { name: 'Carmen Coach', offWeekdays: OFF_WEEKDAYS };
export const OTHER_TRAINER = 'Rafael Ortega';
export const PT_PASS = 'Personal training 5 sessions';

/** Opens the wizard of a service from /personal, as a member would. */
export async function openWizard(page: Page, serviceName: string): Promise<void> {
  await page.goto(portal('/personal'));
  await page.getByTestId('pt-service').filter({ hasText: serviceName }).getByRole('link', { name: /^Book/ }).click();
  await expect(page).toHaveURL(/\/personal\/book\/\d+\/$/);
}

/** The stepper's step button with this label ('Trainer', 'Date', 'Book', 'Complete'). */
export function stepButton(page: Page, label: string): Locator {
  return page.locator('.mantine-Stepper-step').filter({ hasText: new RegExp(`${label}$`) });
}

export const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue' });

/** Picks a trainer on the first step and goes on to the calendar. */
export async function chooseTrainer(page: Page, name: string): Promise<void> {
  await page.getByRole('radio', { name }).check();
  await continueButton(page).click();
  await expect(page.getByRole('button', { name: 'Next month' })).toBeVisible();
}

/** A day of the calendar: Mantine names each day button 'D MMMM YYYY'. */
export function calendarDay(page: Page, day: Dayjs): Locator {
  return page.getByRole('button', { name: day.format('D MMMM YYYY'), exact: true });
}

/** The calendar's month heading ('November 2026'), a box Mantine names by ariaLabels.monthLevelControl. */
const calendarMonth = (page: Page) => page.getByLabel('Month', { exact: true });

/**
 * Turns the calendar to the month of `day`, forward or back (a spec may look at next month's Wednesday, then this
 * month's Monday); answers the day's button.
 */
export async function showMonthOf(page: Page, day: Dayjs): Promise<Locator> {
  const heading = calendarMonth(page);
  await expect(heading).toHaveText(/^\w+ \d{4}$/);
  const turns = monthTurns((await heading.textContent()) ?? '', day);
  const control = page.getByRole('button', { name: turns < 0 ? 'Previous month' : 'Next month' });
  // One month at a time, each on screen before the next click, so no click lands on a calendar still turning.
  for (let left = Math.abs(turns) - 1; left >= 0; left -= 1) {
    await control.click();
    await expect(heading).toHaveText(monthHeading(day.subtract(Math.sign(turns) * left, 'month')));
  }
  const button = calendarDay(page, day);
  await expect(button).toBeVisible();
  return button;
}

export const slotButtons = (page: Page) => page.getByRole('group', { name: 'Available times' }).getByRole('button');

/** Picks a day on the calendar and waits for its free times. */
export async function chooseDay(page: Page, day: Dayjs): Promise<void> {
  await (await showMonthOf(page, day)).click();
  await expect(slotButtons(page).first()).toBeVisible();
}
