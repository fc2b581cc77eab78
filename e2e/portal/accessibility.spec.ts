import { expect, test } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../support/accounts.js';
import { expectNoSeriousAxeViolations } from '../support/accessibility.js';
import { login, portal } from '../support/session.js';

// Issue #7 section 6 and ui-notes: no serious or critical axe violation on any page of the portal.
const PUBLIC_PAGES: { path: string; ready: string }[] = [
  { path: '/book-your-spot', ready: 'Book your Spot' },
  { path: '/user/login', ready: 'Welcome back' },
  { path: '/register', ready: 'Create new account' },
  { path: '/prices', ready: 'Our Classpasses' },
  { path: '/personal', ready: 'Book your appointment' },
  { path: '/user/forgot-password', ready: 'Forgot' },
  { path: '/user/login/required', ready: 'Login Required' },
  { path: '/user/session/expired', ready: 'Session' },
  { path: '/password-reset/not-a-token', ready: '' },
  { path: '/account/verify/not-a-token', ready: '' },
  { path: '/no-such-page', ready: '' },
];

const MEMBER_PAGES = ['/book-your-spot', '/user/profile', '/user/classes', '/user/classpasses', '/user/appointments', '/prices', '/personal'];

for (const { path, ready } of PUBLIC_PAGES) {
  test(`${path} has no serious axe violation for a visitor`, async ({ page }) => {
    await page.goto(portal(path));
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(ready, 'i') }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoSeriousAxeViolations(page);
  });
}

test.describe('signed in', () => {
  test.beforeEach(async ({ page }) => {
    await login(page, DEMO_ACCOUNTS.member);
  });

  for (const path of MEMBER_PAGES) {
    test(`${path} has no serious axe violation for a member`, async ({ page }) => {
      await page.goto(portal(path));
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoSeriousAxeViolations(page);
    });
  }

  test('the booking page of a class has no serious axe violation', async ({ page }) => {
    await page.goto(portal('/book-your-spot'));
    await page.getByTestId('schedule-class').getByRole('link', { name: 'Reserve' }).first().click();
    await expect(page).toHaveURL(/\/book-your-spot\/book\//);
    await page.waitForLoadState('networkidle');
    await expectNoSeriousAxeViolations(page);
  });

  test("the 'My Account' drawer has no serious axe violation", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.getByRole('button', { name: 'My Account' }).click();
    await expect(page.getByRole('dialog', { name: 'My Account' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });
});
