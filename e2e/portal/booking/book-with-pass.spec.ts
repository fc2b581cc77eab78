import { expect, test, type Page } from '@playwright/test';
import dayjs from 'dayjs';
import { DEMO_ACCOUNTS } from '../../support/accounts.js';
import { expectNoSeriousAxeViolations } from '../../support/accessibility.js';
import { login, portal } from '../../support/session.js';
import { badge, browserToday, classesRemaining, longDate, openFirstBookableClass } from './support.js';

const member = DEMO_ACCOUNTS.member;

// One member's path through booking, step by step; each step builds on the one before.
test.describe.configure({ mode: 'serial' });

let booked: { path: string; date: string; className: string; passName: string; remainingBefore: number };

function attendanceCard(page: Page) {
  return page.getByTestId('attendance').filter({ hasText: booked.className }).filter({ hasText: longDate(dayjs(booked.date)) });
}

test.beforeEach(async ({ page }) => {
  await login(page, member);
});

test('a member books a class with a class pass and is congratulated', async ({ page }) => {
  // Two days ahead: far enough from the start to be cancelled later on (24 hours before by default).
  const { path, date } = await openFirstBookableClass(page, browserToday().add(2, 'day'));
  await expect(page.getByText(longDate(dayjs(date)))).toBeVisible();
  const className = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  const pass = page.getByTestId('booking-pass').filter({ has: page.getByRole('button', { name: 'Use Pass to Reserve', disabled: false }) }).first();
  const passName = (await pass.getByRole('heading').textContent()) ?? '';
  booked = { path, date, className, passName, remainingBefore: await classesRemaining(page, passName) };

  await page.goto(portal(path));
  await page.getByTestId('booking-pass').filter({ hasText: passName }).getByRole('button', { name: 'Use Pass to Reserve' }).click();

  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: `Congrats ${member.firstName}` })).toBeVisible();
  await expect(dialog.getByText("You've successfully reserved your slot.")).toBeVisible();
  await expect(dialog.getByText("Please arrive 5–10 minutes early and don't forget your shoes and a towel.")).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await dialog.getByRole('link', { name: 'My Classes' }).click();
  await expect(page).toHaveURL(/\/user\/classes$/);
  await expect(page.getByRole('heading', { name: 'My classes', level: 1 })).toBeVisible();
});

test('the booked class is listed under My classes with a green BOOKED badge', async ({ page }) => {
  await page.goto(portal('/user/classes'));
  const card = attendanceCard(page);
  await expect(badge(card, 'BOOKED')).toBeVisible();
  await expect(badge(card, 'BOOKED')).toHaveAttribute('style', /--mantine-color-green/);
  await expect(card.getByRole('button', { name: 'Cancel' })).toBeVisible();
});

test('the booking page of a booked class shows the existing booking', async ({ page }) => {
  await page.goto(portal(booked.path));
  await expect(page.getByText('You have an existing booking for this class.')).toBeVisible();
  await expect(attendanceCard(page).getByText('BOOKED', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Use Pass to Reserve' })).toHaveCount(0);
});

test('the booking took one class from the pass', async ({ page }) => {
  expect(await classesRemaining(page, booked.passName)).toBe(booked.remainingBefore - 1);
  const pass = page.getByTestId('account-classpass').filter({ hasText: booked.passName }).first();
  await expect(badge(pass, 'Active')).toHaveAttribute('style', /--mantine-color-green/);
});

test('a member cancels the booking only after confirming it', async ({ page }) => {
  await page.goto(portal('/user/classes'));
  const card = attendanceCard(page);

  await card.getByRole('button', { name: 'Cancel' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Are you sure you want to cancel your reservation?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Go back' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(card.getByText('BOOKED', { exact: true })).toBeVisible();

  await card.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Proceed' }).click();
  await expect(badge(card, 'CANCELLED')).toBeVisible();
  await expect(badge(card, 'CANCELLED')).toHaveAttribute('style', /--mantine-color-orange/);
  await expect(card.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
});

test('cancelling gave the class back to the pass', async ({ page }) => {
  expect(await classesRemaining(page, booked.passName)).toBe(booked.remainingBefore);
});

test('a member books the cancelled class again after confirming it', async ({ page }) => {
  await page.goto(portal('/user/classes'));
  const card = attendanceCard(page);
  await card.getByRole('button', { name: 'Book again' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Are you sure you want to make the reservation again?')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Go back' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Proceed' }).click();
  await expect(card.getByText('BOOKED', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Cancel' })).toBeVisible();
});

test('rebooking took the class from the pass again', async ({ page }) => {
  expect(await classesRemaining(page, booked.passName)).toBe(booked.remainingBefore - 1);
});
