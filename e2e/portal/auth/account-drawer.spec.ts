import { expect, test } from '@playwright/test';
import { DEMO_ACCOUNTS, fullName } from '../../support/accounts.js';
import { login, portal } from '../../support/session.js';

test.use({ viewport: { width: 390, height: 800 } });

test("on a narrow screen 'My Account' opens a right-hand drawer with the top bar links", async ({ page }) => {
  await page.goto(portal('/book-your-spot'));
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await page.getByRole('button', { name: 'My Account' }).click();
  const drawer = page.getByRole('dialog', { name: 'My Account' });
  await expect(drawer).toBeVisible();
  for (const link of ['Prices', 'Book', 'Personal Training', 'Login', 'Register']) {
    await expect(drawer.getByRole('link', { name: link, exact: true })).toBeVisible();
  }
  const box = await drawer.boundingBox();
  expect(box!.x + box!.width).toBeGreaterThan(380);

  await drawer.getByRole('link', { name: 'Login' }).click();
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
});

test('a signed-in member finds the account links and the greeting in the drawer', async ({ page }) => {
  await login(page, DEMO_ACCOUNTS.member);
  await page.getByRole('button', { name: 'My Account' }).click();
  const drawer = page.getByRole('dialog', { name: 'My Account' });
  await expect(drawer.getByText(`Hello, ${fullName(DEMO_ACCOUNTS.member)}`)).toBeVisible();
  for (const link of ['My Passes', 'My Classes', 'My Appointments', 'Profile', 'Logout']) {
    await expect(drawer.getByRole('link', { name: link, exact: true })).toBeVisible();
  }
  await expect(drawer.getByRole('link', { name: 'Register' })).toHaveCount(0);
  await drawer.getByRole('link', { name: 'My Classes' }).click();
  await expect(page).toHaveURL(/\/user\/classes$/);
});
