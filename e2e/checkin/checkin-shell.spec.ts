import { expect, test } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../support/accounts.js';
import { expectNoSeriousAxeViolations } from '../support/accessibility.js';
import { atPortalPath, login, portal } from '../support/session.js';

test('signed out, the welcome page leads to the check-in kiosk, which asks for a staff login', async ({ page }) => {
  await page.goto(portal('/user/welcome'));
  await page.getByRole('link', { name: 'Open Self check-in' }).click();
  await expect(page).toHaveURL(atPortalPath('/checkin'));
  await expect(page.getByRole('heading', { name: 'Login Required' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});

test('for staff the kiosk fills the screen and says that checking in is not built yet', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await login(page, DEMO_ACCOUNTS.admin);
  await page.goto(portal('/checkin'));
  await expect(page.getByRole('heading', { name: 'Self check-in' })).toBeVisible();
  await expect(page.getByText('Checking in is not built yet')).toBeVisible();
  // A kiosk of its own: no portal top bar, and the touch target is large (ui-notes: at least 48 px).
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  const button = await page.getByRole('link', { name: 'Go to the member portal' }).boundingBox();
  expect(button?.height).toBeGreaterThanOrEqual(48);
  const main = await page.getByRole('main').boundingBox();
  expect(main?.height).toBeGreaterThanOrEqual(768);
  await expectNoSeriousAxeViolations(page);
});

test('a member gets a clear no-access answer at the kiosk', async ({ page }) => {
  await login(page, DEMO_ACCOUNTS.member);
  await page.goto(portal('/checkin'));
  await expect(page.getByRole('heading', { name: 'No access' })).toBeVisible();
  await expect(page.getByText("The self check-in screen is for the club's staff. Your account has no access to it.")).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});
