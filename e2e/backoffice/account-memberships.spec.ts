import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations, expectNoClippedLabels } from '../support/accessibility.js';
import { DEMO_ACCOUNTS, fullName, newAccount } from '../support/accounts.js';
import { graphql, tokenOf } from '../support/api.js';
import { expectBackOfficeLayout } from '../support/backoffice-layout.js';
import { clubDate } from '../support/club-time-zone.js';
import { login, portal, toast } from '../support/session.js';

test.describe.configure({ timeout: 240_000 });

/** A new member, added by the admin through the API so the browser stays on the account page. */
async function newMember(page: Page): Promise<{ id: string; name: string }> {
  const account = newAccount('Morgan');
  const { createAccount } = await graphql<{ createAccount: { account: { id: string } } }>(
    page,
    'mutation($input: CreateAccountInput!) { createAccount(input: $input) { account { id } } }',
    { input: { email: account.email, firstName: account.firstName, lastName: account.lastName } },
    await tokenOf(page, DEMO_ACCOUNTS.admin),
  );
  return { id: createAccount.account.id, name: fullName(account) };
}

test('staff sell a membership on the account page and see its invoice, at 1280 and 360 px', async ({ page }) => {
  const member = await newMember(page);
  await login(page, DEMO_ACCOUNTS.admin);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(portal(`/backoffice/relations/accounts/${encodeURIComponent(member.id)}`));
  await expect(page.getByRole('heading', { name: member.name, level: 1 })).toBeVisible();
  await page.getByRole('tab', { name: 'Memberships' }).click();
  await expect(page).toHaveURL(/[?&]tab=memberships/);
  const tab = page.getByRole('tabpanel', { name: 'Memberships' });
  await expect(tab.getByText('No memberships yet.')).toBeVisible();
  await expect(tab.getByRole('heading', { name: 'Sell a membership' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  const today = clubDate(0);
  await tab.getByRole('combobox', { name: 'Membership' }).selectOption({ label: 'Club membership (€ 30.00, 1 year)' });
  await expect(tab.getByLabel('Start date')).toHaveValue(today);
  await tab.getByRole('button', { name: 'Sell membership' }).click();
  await expect(toast(page, 'Membership sold; invoice')).toBeVisible();

  const table = tab.getByRole('table', { name: 'memberships' });
  const row = table.getByRole('row').filter({ hasText: 'Club membership' });
  await expect(row).toContainText(today);
  await expect(row).toContainText('Active');
  // Issued at once, so it cannot be deleted: credited instead.
  await expect(row.getByRole('button', { name: /Delete/ })).toHaveCount(0);
  const invoiceLink = row.getByRole('link', { name: /^INV/ });
  await expect(invoiceLink).toBeVisible();
  const invoiceNumber = (await invoiceLink.textContent()) ?? '';
  await expectNoSeriousAxeViolations(page);

  await page.setViewportSize({ width: 360, height: 800 });
  await expect(row).toBeVisible();
  await expectNoClippedLabels(page, 'the Memberships tab at 360 px');
  await expectBackOfficeLayout(page);
  await expectNoSeriousAxeViolations(page);

  await page.setViewportSize({ width: 1280, height: 900 });
  await invoiceLink.click();
  await expect(page.getByRole('heading', { name: new RegExp(invoiceNumber) })).toBeVisible();
  await expect(page.getByText('Club membership').first()).toBeVisible();
  await expect(page.getByText('€30.00').first()).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});
