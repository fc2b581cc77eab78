import { expect, test } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../support/accounts.js';
import { expectNoSeriousAxeViolations } from '../support/accessibility.js';
import { atPortalPath, login, portal } from '../support/session.js';

const AREAS = ['Schedule', 'Relations', 'Organization', 'Finance', 'Insight', 'Settings', 'Automation'];

test('signed out, the back office asks for a login and opens after it, with the areas on the left', async ({ page }) => {
  await page.goto(portal('/user/welcome'));
  await page.getByRole('link', { name: 'Open Back end' }).click();
  await expect(page).toHaveURL(atPortalPath('/backoffice'));
  await expect(page.getByRole('heading', { name: 'Login Required' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Back office' })).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('main').getByRole('link', { name: 'Login' }).click();
  await page.getByLabel('Email').fill(DEMO_ACCOUNTS.admin.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_ACCOUNTS.admin.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(atPortalPath('/backoffice'));
  await expect(page.getByRole('heading', { name: 'Back office' })).toBeVisible();
  await expect(page.getByText('Today at a glance.', { exact: false })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Back office' });
  // The area's own link (Settings also has a screen named Finance).
  const areaLink = (area: string) => nav.getByRole('link', { name: area, exact: true }).and(page.locator(`[href$="/backoffice/${area.toLowerCase()}"]`));
  for (const area of AREAS) await expect(areaLink(area)).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});

test('each back office area says plainly what is not built yet', async ({ page }) => {
  await login(page, DEMO_ACCOUNTS.coach);
  await page.goto(portal('/backoffice'));
  const nav = page.getByRole('navigation', { name: 'Back office' });
  await nav.getByRole('link', { name: 'Insight', exact: true }).click();
  await expect(page).toHaveURL(atPortalPath('/backoffice/insight'));
  await expect(page.getByRole('heading', { name: 'Insight' })).toBeVisible();
  await expect(page.getByText('Not built yet', { exact: true })).toBeVisible();
  await expect(page.getByText(/It will cover reports on class passes/)).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // The finance screens that exist are not part of a coach's role: none is offered.
  await nav.getByRole('link', { name: 'Finance', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Finance' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Orders' })).toHaveCount(0);
  await expect(page.getByText("None of this area's screens is part of your role. Ask an administrator if you need one.")).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});

test('a member gets a clear no-access answer instead of the back office', async ({ page }) => {
  await login(page, DEMO_ACCOUNTS.member);
  await page.goto(portal('/backoffice/schedule'));
  await expect(page.getByRole('heading', { name: 'No access' })).toBeVisible();
  await expect(page.getByText("The back office is for the club's staff. Your account has no access to it.")).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Back office' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Schedule' })).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
});
