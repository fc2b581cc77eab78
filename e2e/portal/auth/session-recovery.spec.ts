import { expect, test } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../support/accounts.js';
import { login, portal } from '../../support/session.js';

test('a dead session on a login-only page leads to the login page and back to that page after signing in', async ({ page }) => {
  await login(page, DEMO_ACCOUNTS.member);
  // Tokens the server no longer accepts: the access token answers 401, the refresh is refused.
  await page.evaluate(() => {
    localStorage.setItem('token', 'revoked-access-token');
    localStorage.setItem('tokenExp', String(Math.floor(Date.now() / 1000) + 3600));
    localStorage.setItem('refreshToken', 'revoked-refresh-token');
    localStorage.setItem('refreshTokenExp', String(Math.floor(Date.now() / 1000) + 86400));
  });

  await page.goto(portal('/user/profile?tab=details'));
  await expect(page).toHaveURL(/\/user\/login$/);
  expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('refreshToken')])).toEqual([null, null]);

  await page.getByLabel('Email').fill(DEMO_ACCOUNTS.member.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_ACCOUNTS.member.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/user\/profile\?tab=details$/);
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
});

test('an access token about to expire is refreshed before use, and the refresh token rotates', async ({ page }) => {
  await login(page, DEMO_ACCOUNTS.member);
  // A quiet page: a refresh started by a busy page and cut off by the next navigation would spend the token.
  await page.goto(portal('/user/welcome'));
  await page.waitForLoadState('networkidle');
  const before = await page.evaluate(() => localStorage.getItem('refreshToken'));
  await page.evaluate(() => localStorage.setItem('tokenExp', String(Math.floor(Date.now() / 1000) + 30)));
  const refresh = page.waitForRequest((request) => request.postData()?.includes('refreshToken(') ?? false);
  await page.goto(portal('/user/profile'));
  await refresh;
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
  const after = await page.evaluate(() => localStorage.getItem('refreshToken'));
  expect(after).not.toBeNull();
  expect(after).not.toBe(before);
});
