import { expect, test } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../support/accounts.js';
import { portal } from '../../support/session.js';

test("the session expired page shows 'Session expired' and asks to sign in again", async ({ page }) => {
  await page.goto(portal('/user/session/expired'));
  await expect(page.getByRole('heading', { name: 'Session expired' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
});

test("the login required page shows 'Login Required'", async ({ page }) => {
  await page.goto(portal('/user/login/required'));
  await expect(page.getByRole('heading', { name: 'Login Required' })).toBeVisible();
});

test("a page that needs a login shows 'Login Required' and comes back after signing in", async ({ page }) => {
  await page.goto(portal('/user/profile'));
  await expect(page.getByRole('heading', { name: 'Login Required' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Login' }).click();
  await page.getByLabel('Email').fill(DEMO_ACCOUNTS.member.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_ACCOUNTS.member.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/user\/profile$/);
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
});

test('the welcome page offers the back end, self check-in and the shop', async ({ page }) => {
  await page.goto(portal('/user/welcome'));
  await expect(page.getByRole('heading', { name: 'Back end' })).toBeVisible();
  await expect(page.getByText('Organization management')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Self check-in' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Shop' })).toBeVisible();
});
