import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../../support/accessibility.js';
import { fullName, newAccount } from '../../support/accounts.js';
import { CLUB } from '../../support/env.js';
import { linkIn, readLatestMail } from '../../support/mail.js';
import { atPortalPath, portal, register, toast } from '../../support/session.js';

test('a new visitor registers and lands on the schedule signed in', async ({ page }) => {
  const account = newAccount();
  await page.goto(portal('/register'));
  await expect(page.getByRole('heading', { name: 'Create new account' })).toBeVisible();
  await register(page, account);
  await expect(page).toHaveURL(atPortalPath('/book-your-spot'));
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Passes' })).toBeVisible();

  await page.reload();
  await expect(page.getByText(`Hello, ${fullName(account)}`)).toBeVisible();
});

test('a visitor who opened the back office and then registers lands on the schedule, not in the back office', async ({ page }) => {
  const account = newAccount();
  await page.goto(portal('/backoffice'));
  await expect(page.getByRole('heading', { name: 'Login Required' })).toBeVisible();
  await expect(page.getByText('You need to be logged in to view this page.')).toBeVisible();

  // The back office was stored as the page after signing in; a new member cannot use it.
  await register(page, account);
  await expect(page).toHaveURL(atPortalPath('/book-your-spot'));
  await expect(page.getByRole('heading', { name: 'Book your Spot', level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Passes' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('login_next'))).toBeNull();
  await expectNoSeriousAxeViolations(page);
});

test('the link of the verification mail thanks the new member, once', async ({ page }) => {
  const account = newAccount();
  await register(page, account);
  const link = linkIn(await readLatestMail(account.email, { containing: `/${CLUB}/account/verify/` }), `/${CLUB}/account/verify/`);

  await page.goto(link);
  await expect(page.getByText('Thank you for verifying your account.')).toBeVisible();
  await page.reload();
  await expect(page.getByText('This verification link is invalid or has expired.')).toBeVisible();
});

test("the server's first registration error shows as a '{field}: {message}' toast", async ({ page }) => {
  const account = newAccount();
  await page.goto(portal('/register'));
  await page.getByLabel('First name').fill(account.firstName);
  await page.getByLabel('Last name').fill(account.lastName);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Confirm password').fill(`${account.password}-typo`);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(toast(page, /^password2: \S/)).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole('button', { name: 'Register' })).toBeEnabled();
});
