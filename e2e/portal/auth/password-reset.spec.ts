import { expect, test } from '@playwright/test';
import { fullName, newAccount } from '../../support/accounts.js';
import { CLUB } from '../../support/env.js';
import { linkIn, readLatestMail } from '../../support/mail.js';
import { login, portal, register, toast } from '../../support/session.js';

test('a member resets a forgotten password through the mailed link and signs in with the new one', async ({ page, context }) => {
  const account = newAccount();
  await register(page, account);
  await context.clearCookies();
  await page.evaluate(() => window.localStorage.clear());

  await page.goto(portal('/user/forgot-password'));
  await page.getByLabel('Enter your email address').fill(account.email);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText("We've sent you an email with instructions to reset your password.")).toBeVisible();
  await expect(toast(page, 'Check your inbox!')).toBeVisible();

  const link = linkIn(await readLatestMail(account.email, { containing: `/${CLUB}/password-reset/` }), `/${CLUB}/password-reset/`);
  await page.goto(link);
  const newPassword = `${account.password}-New`;
  await page.getByLabel('New password').fill(newPassword);
  await page.getByLabel('Confirm password').fill(newPassword);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Password successfully reset. You can now log in.')).toBeVisible();

  await login(page, { email: account.email, password: newPassword });
  await expect(page.getByText(`Hello, ${fullName(account)}`)).toBeVisible();
});

test("both new password fields are required ('This field is required') and must match", async ({ page }) => {
  await page.goto(portal('/password-reset/some-token'));
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('This field is required')).toHaveCount(2);

  await page.getByLabel('New password').fill('Left-Hook-Counter-2026');
  await page.getByLabel('Confirm password').fill('Right-Hook-Counter-2026');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('The passwords do not match')).toBeVisible();
});

test("an unknown reset token shows the server's first error as a danger toast", async ({ page }) => {
  await page.goto(portal('/password-reset/not-a-real-token'));
  await page.getByLabel('New password').fill('Left-Hook-Counter-2026');
  await page.getByLabel('Confirm password').fill('Left-Hook-Counter-2026');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page.getByText('Password successfully reset. You can now log in.')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Reset Password' })).toBeEnabled();
});
