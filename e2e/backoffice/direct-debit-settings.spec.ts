import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/accessibility.js';
import { DEMO_ACCOUNTS } from '../support/accounts.js';
import { atPortalPath, login, portal, toast } from '../support/session.js';

// Settings → Direct debit (issue 22): the club's creditor identifier is checked (MOD 97-10) and named under its
// field, as is a return fee in cents; saved, the screen tells the first collection date a batch may take.
for (const width of [1280, 360]) {
  test(`the admin sets the club's direct debit creditor at ${width} px`, async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width, height: 900 });
    await login(page, DEMO_ACCOUNTS.admin);
    await page.goto(portal('/backoffice/settings'));
    await page.getByRole('main').getByRole('link', { name: 'Direct debit' }).click();
    await expect(page).toHaveURL(atPortalPath('/backoffice/settings/direct-debit'));
    await expect(page.getByRole('heading', { name: 'Direct debit settings', level: 1 })).toBeVisible();
    await expect(page.getByText("The club's creditor identifier and bank account for SEPA direct debit", { exact: false })).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    await page.getByLabel('Creditor name').fill('Northside Boxing & Fitness');
    await page.getByLabel('Creditor identifier').fill('DE97ZZZ09999999999');
    await page.getByLabel("IBAN of the club's account").fill('NL91 ABNA 0417 1643 00');
    await page.getByLabel('Pre-notification days').fill('2');
    await page.getByLabel('File version').selectOption('pain.008.001.02');
    await page.getByLabel('Return fee').fill('7.505');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The creditor identifier is not valid: its check digits do not match.')).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    await page.getByLabel('Creditor identifier').fill('DE98ZZZ09999999999');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The return fee is an amount from 0 to 1,000 with at most two decimals.')).toBeVisible();
    await page.getByLabel('Return fee').fill('7.50');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Direct debit settings saved')).toBeVisible();
    await expect(page.getByText(/^A batch built today collects on .+ at the earliest\.$/)).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Creditor identifier')).toHaveValue('DE98ZZZ09999999999');
    await expect(page.getByLabel('File version')).toHaveValue('pain.008.001.02');
    await expect(page.getByLabel('Return fee')).toHaveValue('7.50');
    // Back to the default for the other specs' files.
    await page.getByLabel('File version').selectOption('pain.008.001.08');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Direct debit settings saved').last()).toBeVisible();
  });
}
