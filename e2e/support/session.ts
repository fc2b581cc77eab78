import { expect, type Page } from '@playwright/test';
import { fullName, type Account } from './accounts.js';
import { CLUB } from './env.js';

/** A portal path of the demo club. */
export const portal = (path: string) => `/${CLUB}${path}`;

/** Matches a page URL of the demo club at `path`, whatever query or hash the page adds (the schedule keeps its week there). */
export const atPortalPath = (path: string) => new RegExp(`/${CLUB}${path}(?:[?#].*)?$`);

/** Signs in through the login page and waits until the portal has moved on from it. */
export async function login(page: Page, account: Pick<Account, 'email' | 'password'>): Promise<void> {
  await page.goto(portal('/user/login'));
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).not.toHaveURL(/\/user\/login/);
}

/** Fills in and sends the registration page's form; the portal signs the new account in and leaves the page. */
export async function submitRegistration(page: Page, account: Account): Promise<void> {
  await page.goto(portal('/register'));
  await page.getByLabel('First name').fill(account.firstName);
  await page.getByLabel('Last name').fill(account.lastName);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Confirm password').fill(account.password);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).not.toHaveURL(/\/register$/);
}

/** Creates an account through the registration page; the portal signs it in and greets it in the top bar. */
export async function register(page: Page, account: Account): Promise<void> {
  await submitRegistration(page, account);
  await expect(page.getByText(`Hello, ${fullName(account)}`)).toBeVisible();
}

/** The danger/success toasts are Mantine notifications (role alert). */
export const toast = (page: Page, text: string | RegExp) => page.getByRole('alert').filter({ hasText: text });
