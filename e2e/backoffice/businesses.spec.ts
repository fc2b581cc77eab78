import { expect, test } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { BUSINESS_RELATION_MESSAGES } from '../../packages/shared/src/business-relation-rules.js';
import { expectNoSeriousAxeViolations } from '../support/accessibility.js';
import { DEMO_ACCOUNTS } from '../support/accounts.js';
import { atPortalPath, login, portal } from '../support/session.js';

// Relations → Businesses (issue 22): the admin adds a supplier with its address and VAT id, finds it by search and
// opens its page; a VAT id without its country code is refused under its field.
for (const width of [1280, 360]) {
  test(`businesses at ${width} px: add a supplier, search for it and open it`, async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width, height: 800 });
    const name = `Mat Supplies ${randomUUID().slice(0, 6)}`;
    await login(page, DEMO_ACCOUNTS.admin);
    await page.goto(portal('/backoffice/relations'));
    await page.getByRole('main').getByRole('link', { name: 'Businesses' }).click();
    await expect(page).toHaveURL(atPortalPath('/backoffice/relations/businesses'));
    await expect(page.getByRole('heading', { name: 'Businesses', level: 1 })).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    await page.getByRole('link', { name: 'Add business' }).click();
    await expect(page.getByRole('heading', { name: 'New business', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('This field is required')).toBeVisible();
    await page.getByLabel('Name').fill(name);
    await page.getByLabel('City').fill('Rotterdam');
    await page.getByLabel('VAT id').fill('123456789');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(BUSINESS_RELATION_MESSAGES.vatId)).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page.getByLabel('VAT id').fill('nl 1234.56.789.B01');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Business added')).toBeVisible();

    await expect(page.getByRole('heading', { name: 'Businesses', level: 1 })).toBeVisible();
    await page.getByRole('textbox', { name: 'Search' }).fill('NL123456789');
    await page.getByRole('button', { name: 'Search' }).click();
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect(row).toContainText('NL123456789B01');
    await expect(row).toContainText('Rotterdam');
    await expectNoSeriousAxeViolations(page);

    await row.getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Details' })).toBeVisible();
    await expect(page.getByLabel('VAT id')).toHaveValue('NL123456789B01');
    await expectNoSeriousAxeViolations(page);
  });
}
