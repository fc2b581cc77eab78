import { expect, test } from '@playwright/test';
import dayjs from 'dayjs';
import { expectNoSeriousAxeViolations } from '../support/accessibility.js';
import { DEMO_ACCOUNTS } from '../support/accounts.js';
import { expectBackOfficeLayout } from '../support/backoffice-layout.js';
import { clubDate } from '../support/club-time-zone.js';
import { atPortalPath, login, portal } from '../support/session.js';

// Automation → Monthly credits (issue 23): staff start the month's credits run with the month explicit. A month a
// year ahead (per width), so the portal's subscription story keeps this month's credits to itself.
for (const [index, width] of [1280, 360].entries()) {
  test(`the admin runs the credits of a month at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await login(page, DEMO_ACCOUNTS.admin);
    await page.goto(portal('/backoffice/automation'));
    await page.getByRole('main').getByRole('link', { name: 'Monthly credits' }).click();
    await expect(page).toHaveURL(atPortalPath('/backoffice/automation/monthly-credits'));
    await expect(page.getByRole('heading', { name: 'Monthly credits', level: 1 })).toBeVisible();
    await expect(page.getByLabel('Month')).toHaveValue(clubDate().slice(0, 7));
    await expectBackOfficeLayout(page);
    await expectNoSeriousAxeViolations(page);

    await page.getByLabel('Month').fill('2026-13');
    await expect(page.getByText('Please input the month as YYYY-MM')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Run credits for month' })).toBeDisabled();

    const month = dayjs(clubDate()).add(12 + index, 'month').format('YYYY-MM');
    await page.getByLabel('Month').fill(month);
    await page.getByRole('button', { name: 'Run credits for month' }).click();
    const started = page.getByRole('status').filter({ hasText: 'Credits run started' });
    await expect(started).toBeVisible();
    await expect(started).toContainText(`The credits for ${month} are being granted in the background`);
    await expectNoSeriousAxeViolations(page);
  });
}
