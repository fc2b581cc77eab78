import { expect, type Locator, type Page } from '@playwright/test';
import type { Dayjs } from 'dayjs';
import { portal } from '../../support/session.js';

/** The demo club's personal training (apps/server/src/seed/seed-demo-personal-training.ts). */
export const SERVICE = { name: 'Personal training (60 min)', minutes: 60, price: '€45.00' };
export const SHORT_SERVICE = { name: 'Pad work session (30 min)', minutes: 30, price: '€25.00' };
/** Carmen gives no appointments on Wednesdays nor Sundays: her non_working_days are [0, 3]. */
export const TRAINER_WITH_DAY_OFF = { name: 'Carmen Coach', offWeekdays: [0, 3] };
export const OTHER_TRAINER = 'Rafael Ortega';
export const PT_PASS = 'Personal training 5 sessions';
/** The classes' booking horizon, which appointments share (clubs.booking_days_in_advance). */
export const HORIZON_DAYS = 31;

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

/** Turns the calendar to the month of `day`. */
export async function showMonthOf(page: Page, day: Dayjs): Promise<Locator> {
  const button = calendarDay(page, day);
  for (let months = 0; months < 3 && !(await button.isVisible()); months += 1) await page.getByRole('button', { name: 'Next month' }).click();
  await expect(button).toBeVisible();
  return button;
}

/** The first day on or after `from` whose weekday (0 = Sunday) is one of `weekdays`. */
export function nextWeekday(from: Dayjs, weekdays: number[]): Dayjs {
  let day = from;
  while (!weekdays.includes(day.day())) day = day.add(1, 'day');
  return day;
}

export const slotButtons = (page: Page) => page.getByRole('group', { name: 'Available times' }).getByRole('button');

/** Picks a day on the calendar and waits for its free times. */
export async function chooseDay(page: Page, day: Dayjs): Promise<void> {
  await (await showMonthOf(page, day)).click();
  await expect(slotButtons(page).first()).toBeVisible();
}
