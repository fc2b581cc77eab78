import { expect, test } from '@playwright/test';
import { CLUB } from '../support/env.js';

test('the demo club serves the schedule page at its base path', async ({ page }) => {
  await page.goto(`/${CLUB}/`);
  await expect(page).toHaveURL(new RegExp(`/${CLUB}/book-your-spot$`));
  await expect(page.getByRole('heading', { name: 'Book your Spot' })).toBeVisible();
});
