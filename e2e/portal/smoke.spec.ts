import { expect, test } from '@playwright/test';
import { CLUB } from '../support/env.js';
import { atPortalPath } from '../support/session.js';

test('the demo club serves the schedule page at its base path', async ({ page }) => {
  await page.goto(`/${CLUB}/`);
  await expect(page).toHaveURL(atPortalPath('/book-your-spot'));
  await expect(page.getByRole('heading', { name: 'Book your Spot' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const link of ['Prices', 'Book', 'Personal Training', 'Login', 'Register']) {
    await expect(nav.getByRole('link', { name: link, exact: true })).toBeVisible();
  }
});
