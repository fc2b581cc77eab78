import { expect, test } from '@playwright/test';
import { DEMO_ACCOUNTS, fullName } from '../../support/accounts.js';
import { atPortalPath, login, portal, toast } from '../../support/session.js';

test("logging out shows 'Logged out!', returns to the schedule and offers Login and Register again", async ({ page }) => {
  await login(page, DEMO_ACCOUNTS.coach);
  await page.goto(portal('/user/profile'));
  const accessToken = await page.evaluate(() => localStorage.getItem('token'));
  await page.getByText(`Hello, ${fullName(DEMO_ACCOUNTS.coach)}`).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();

  await expect(toast(page, 'Logged out!')).toBeVisible();
  await expect(page).toHaveURL(atPortalPath('/book-your-spot'));
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Register' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'My Passes' })).toHaveCount(0);
  expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('refreshToken')])).toEqual([null, null]);

  await page.goto(portal('/user/profile'));
  await expect(page.getByRole('heading', { name: 'Login Required' })).toBeVisible();

  // The revocation fired on logout ends the session on the server too: its access token is refused.
  await expect
    .poll(async () => {
      const response = await page.request.post(portal('/d/graphql/'), {
        headers: { authorization: `JWT ${accessToken}` },
        data: { query: '{ currentAccount { email } }' },
      });
      return response.status();
    })
    .toBe(401);
});
