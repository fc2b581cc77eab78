import { expect, test, type Page } from '@playwright/test';
import { newAccount, fullName, DEMO_ACCOUNTS } from '../support/accounts.js';
import { expectNothingClipped } from '../support/layout.js';
import { login, portal, submitRegistration } from '../support/session.js';

// Issue #7 section 6: nothing clips from 360 to 1440 px, even with a long member name.
const WIDTHS = [360, 390, 1280, 1440];
const PAGES = ['/book-your-spot', '/prices', '/user/classes', '/user/classpasses', '/user/profile', '/personal', '/user/appointments'];

/** Registers a member whose name is long enough to crowd the top bar. */
async function registerLongNamedMember(page: Page) {
  const account = { ...newAccount('Maximiliana-Alexandra'), lastName: `van der Westhuizen-Oosterbroek ${Date.now() % 10000}` };
  await submitRegistration(page, account);
  return account;
}

test('no label is clipped on the portal pages for a member with a long name, from 360 to 1440 px', async ({ page }) => {
  test.setTimeout(180_000);
  const account = await registerLongNamedMember(page);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of PAGES) {
      await page.goto(portal(path));
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expectNothingClipped(page);
    }
    // The top bar keeps one line: its links show only when they all fit, otherwise 'My Account' holds them.
    const header = await page.locator('header').boundingBox();
    expect(header!.height).toBeLessThanOrEqual(61);
    const nav = page.getByRole('navigation', { name: 'Main' });
    if (await nav.isVisible()) {
      await expect(nav.getByText(`Hello, ${fullName(account)}`)).toBeVisible();
    } else {
      await page.getByRole('button', { name: 'My Account' }).click();
      const drawer = page.getByRole('dialog', { name: 'My Account' });
      await expect(drawer.getByText(`Hello, ${fullName(account)}`)).toBeVisible();
      await expectNothingClipped(page);
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
    }
  }
});

test("at 1280 px a member with a short name has every top bar link in the bar, and at 390 px in 'My Account'", async ({ page }) => {
  await login(page, DEMO_ACCOUNTS.member);
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const link of ['Prices', 'Book', 'Personal Training', 'My Passes', 'My Classes', 'My Appointments']) {
    await expect(nav.getByRole('link', { name: link, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('button', { name: 'My Account' })).toHaveCount(0);
  await page.setViewportSize({ width: 390, height: 800 });
  await expect(nav).toBeHidden();
  await expect(page.getByRole('button', { name: 'My Account' })).toBeVisible();
});

test('the schedule shows a week in columns on a wide screen, and its strip stays in view while scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(portal('/book-your-spot'));
  const days = page.getByRole('region');
  await expect(days).toHaveCount(7);
  const [first, second] = [await days.nth(0).boundingBox(), await days.nth(1).boundingBox()];
  expect(second!.x).toBeGreaterThan(first!.x + first!.width);
  expect(second!.y).toBe(first!.y);

  await page.mouse.wheel(0, 1500);
  await expect(page.getByRole('button', { name: 'Today' })).toBeInViewport();
});

test('the favicon is served', async ({ page, request }) => {
  await page.goto(portal('/book-your-spot'));
  const href = await page.locator('link[rel="icon"]').getAttribute('href');
  const response = await request.get(href!);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('image/svg+xml');
});

test('opening /user/logout directly signs out without any request being refused', async ({ page }) => {
  await login(page, DEMO_ACCOUNTS.member);
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 401) refused.push(`${response.request().method()} ${response.url()}`);
  });
  await page.goto(portal('/user/logout'));
  await expect(page).toHaveURL(/\/book-your-spot/);
  await expect(page.getByRole('heading', { name: 'Book your Spot' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => localStorage.getItem('refreshToken'))).toBeNull();
  expect(refused).toEqual([]);
});
