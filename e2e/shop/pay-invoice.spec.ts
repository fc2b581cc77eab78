import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/accessibility.js';
import { DEMO_ACCOUNTS, newAccount } from '../support/accounts.js';
import { graphql, placeOrder, tokenOf } from '../support/api.js';
import { portal, register } from '../support/session.js';

/**
 * A new member (signed in in the page) on their open invoice: the desk handed the pass over before it was paid
 * (staff set the order Delivered by hand, which leaves its invoice open).
 */
async function openInvoiceOfNewMember(page: Page, firstName: string): Promise<void> {
  const member = newAccount(firstName);
  await register(page, member);
  const order = await placeOrder(page, await tokenOf(page, member), '5-class pass');
  await graphql(
    page,
    'mutation($input: UpdateFinanceOrderInput!) { updateFinanceOrder(input: $input) { financeOrder { status } } }',
    { input: { id: order.id, status: 'DELIVERED' } },
    await tokenOf(page, DEMO_ACCOUNTS.admin),
  );
  await page.goto(portal('/shop/invoices'));
  await page.getByRole('link', { name: /^Invoice INV/ }).first().click();
}

test('a member pays an open invoice online on the test checkout and finds it paid', async ({ page }) => {
  await openInvoiceOfNewMember(page, 'Ines');
  await expect(page.getByRole('heading', { name: /^Invoice INV/ })).toBeVisible();
  const pay = page.getByRole('button', { name: /^Pay .+ online$/ });
  await expect(pay).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await pay.click();
  await expect(page.getByText('TEST MODE')).toBeVisible();
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/shop\/invoices\/[^/?]+\?payment=success$/);
  // The test provider's event arrives through the job queue; the page reads the invoice again until it is paid.
  await expect(page.getByText('Thank you! This invoice is paid.')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: /^Pay .+ online$/ })).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
});

test('cancelling the payment of an invoice returns to it, still open', async ({ page }) => {
  await openInvoiceOfNewMember(page, 'Jonas');
  await page.getByRole('button', { name: /^Pay .+ online$/ }).click();
  await page.getByRole('button', { name: 'Cancel and return' }).click();
  await expect(page).toHaveURL(/\/shop\/invoices\/[^/?]+\?payment=cancel$/);
  await expect(page.getByText('Nothing was charged; the invoice is still open.')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Pay .+ online$/ })).toBeVisible();
});
