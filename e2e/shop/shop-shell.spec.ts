import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/accessibility.js';
import { atPortalPath, portal } from '../support/session.js';

test('the welcome page leads to the shop, which lists the class passes on sale', async ({ page }) => {
  await page.goto(portal('/user/welcome'));
  await page.getByRole('link', { name: 'Open Shop' }).click();
  await expect(page).toHaveURL(atPortalPath('/shop/classpasses'));
  await expect(page.getByRole('heading', { name: 'Class passes' })).toBeVisible();
  for (const name of ['5-class pass', '10-class pass', 'Unlimited month']) {
    await expect(page.getByRole('heading', { name })).toBeVisible();
  }
  // The seed's drop-in class is not shown in the shop.
  await expect(page.getByText('Drop-in class')).toHaveCount(0);
  const nav = page.getByRole('navigation', { name: 'Shop', exact: true });
  for (const link of ['Class passes', 'Subscriptions', 'Events', 'My orders', 'My invoices', 'Bank account', 'Book a class']) {
    await expect(nav.getByRole('link', { name: link, exact: true })).toBeVisible();
  }
  // The shop has its own frame: the portal's top bar is not there.
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
});

test('the shop says plainly which sections are not built yet', async ({ page }) => {
  await page.goto(portal('/shop'));
  await page.getByRole('navigation', { name: 'Shop', exact: true }).getByRole('link', { name: 'Events', exact: true }).click();
  await expect(page).toHaveURL(atPortalPath('/shop/events'));
  await expect(page.getByRole('heading', { name: 'Events' })).toBeVisible();
  await expect(page.getByText('Not built yet', { exact: true })).toBeVisible();
  await expect(page.getByText('This part of Kiai is not built yet')).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await page.goto(portal('/shop/no-such-section'));
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('on a narrow screen the shop menu opens a drawer with the same links', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(portal('/shop'));
  await expect(page.getByRole('heading', { name: 'Class passes' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Shop', exact: true })).toBeHidden();
  await page.getByRole('button', { name: 'Shop menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Shop menu' });
  for (const link of ['Class passes', 'Subscriptions', 'Events', 'My orders', 'My invoices', 'Bank account', 'Book a class']) {
    await expect(menu.getByRole('link', { name: link, exact: true })).toBeVisible();
  }
  await menu.getByRole('link', { name: 'Events', exact: true }).click();
  await expect(page).toHaveURL(atPortalPath('/shop/events'));
  await expect(page.getByRole('heading', { name: 'Events' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});
