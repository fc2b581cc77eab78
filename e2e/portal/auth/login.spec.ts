import { expect, test } from '@playwright/test';
import { DEMO_ACCOUNTS, fullName } from '../../support/accounts.js';
import { atPortalPath, login, loginThroughPage, portal, toast } from '../../support/session.js';

for (const [role, account] of Object.entries(DEMO_ACCOUNTS)) {
  test(`the ${role} signs in and is greeted by name on the schedule`, async ({ page }) => {
    await page.goto(portal('/user/login'));
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await loginThroughPage(page, account);
    await expect(page).toHaveURL(atPortalPath('/book-your-spot'));
    await expect(page.getByText(`Hello, ${fullName(account)}`)).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const link of ['Prices', 'Book', 'Personal Training', 'My Passes', 'My Classes', 'My Appointments']) {
      await expect(nav.getByRole('link', { name: link, exact: true })).toBeVisible();
    }
    await expect(nav.getByRole('link', { name: 'Login' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Register' })).toHaveCount(0);
  });
}

test("a wrong password shows 'wrong email, password' and keeps the visitor on the login page", async ({ page }) => {
  await page.goto(portal('/user/login'));
  await page.getByLabel('Email').fill(DEMO_ACCOUNTS.member.email);
  await page.getByLabel('Password', { exact: true }).fill('Not-The-Password-2026');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(toast(page, 'wrong email, password')).toBeVisible();
  await expect(page).toHaveURL(/\/user\/login$/);
  await expect(page.getByRole('button', { name: 'Login' })).toBeEnabled();
});

test('the login page offers no Google sign-in when the club has no Google client id', async ({ page }) => {
  await page.goto(portal('/user/login'));
  // The club's settings come inside the page (no request for them).
  const settings = JSON.parse((await page.locator('#kiai-portal-config').textContent()) ?? '{}');
  expect(settings).toMatchObject({ clubName: 'Northside Boxing & Fitness', googleClientId: null });
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await expect(page.getByTestId('google-sign-in')).toHaveCount(0);
});

test('the user menu shows the greeting with an initial avatar and leads to Profile and Logout', async ({ page }) => {
  await login(page, DEMO_ACCOUNTS.member);
  await page.getByText(`Hello, ${fullName(DEMO_ACCOUNTS.member)}`).click();
  await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/user\/profile$/);
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
});
