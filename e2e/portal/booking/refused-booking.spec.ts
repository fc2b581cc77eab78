import { expect, test } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../support/accounts.js';
import { login, toast } from '../../support/session.js';
import { browserToday, openFirstBookableClass } from './support.js';

test('a booking the server refuses shows "Unable to book class" and no success dialog', async ({ page }) => {
  await login(page, DEMO_ACCOUNTS.member);
  await openFirstBookableClass(page, browserToday().add(2, 'day'));
  // The last spot going to someone else between page load and click: the server answers CLASS_FULL.
  await page.route('**/d/graphql/', async (route) => {
    if (!route.request().postData()?.includes('CreateScheduleItemAttendance')) return route.continue();
    await route.fulfill({ json: { data: null, errors: [{ message: 'This class is full.', extensions: { code: 'CLASS_FULL' } }] } });
  });

  await page.getByRole('button', { name: 'Use Pass to Reserve' }).first().click();
  await expect(toast(page, 'Unable to book class')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Use Pass to Reserve' }).first()).toBeEnabled();
});
