import { expect, type Page } from '@playwright/test';
import { DEFAULT_POST_LOGIN_PATH } from '../../packages/shared/src/constants.js';
import { fullName, type Account } from './accounts.js';
import { graphql } from './api.js';
import { CLUB } from './env.js';

/** A portal path of the demo club. */
export const portal = (path: string) => `/${CLUB}${path}`;

/** Matches a page URL of the demo club at `path`, whatever query or hash the page adds (the schedule keeps its week there). */
export const atPortalPath = (path: string) => new RegExp(`/${CLUB}${path}(?:[?#].*)?$`);

interface AuthData {
  token: string;
  payload: { exp: number; origIat: number };
  refreshToken: string;
  refreshExpiresIn: number;
}

/**
 * Signs in as the login page does — tokenAuth, the tokens in the portal's storage — without loading the login
 * page and its form, then opens the page the portal goes to after login (the remembered one, or the default).
 * Only the specs about signing in need the page itself (`loginThroughPage`); every other spec saves a page load
 * and the portal's redirect delay per sign-in.
 */
export async function login(page: Page, account: Pick<Account, 'email' | 'password'>): Promise<void> {
  const { tokenAuth: auth } = await graphql<{ tokenAuth: AuthData }>(
    page,
    'mutation($username: String!, $password: String!) { tokenAuth(username: $username, password: $password) { token payload refreshToken refreshExpiresIn } }',
    { username: account.email, password: account.password },
  );
  // localStorage belongs to the origin: a light page of the server's reaches it, and no portal page is left
  // running to write its own session over this one.
  await page.goto('/health');
  const next = await page.evaluate((data: AuthData) => {
    localStorage.setItem('token', data.token);
    localStorage.setItem('tokenExp', String(data.payload.exp));
    localStorage.setItem('tokenOrigIat', String(data.payload.origIat));
    localStorage.setItem('refreshToken', data.refreshToken);
    localStorage.setItem('refreshTokenExp', String(data.refreshExpiresIn));
    const remembered = localStorage.getItem('login_next');
    localStorage.removeItem('login_next');
    return remembered;
  }, auth);
  await page.goto(portal(next?.startsWith('/') ? next : DEFAULT_POST_LOGIN_PATH));
}

/** Signs in through the login page and waits until the portal has moved on from it. */
export async function loginThroughPage(page: Page, account: Pick<Account, 'email' | 'password'>): Promise<void> {
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
