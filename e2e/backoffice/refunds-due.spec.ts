import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/accessibility.js';
import { DEMO_ACCOUNTS, fullName, newAccount } from '../support/accounts.js';
import { graphql, placeOrder, shopClasspassId, tokenOf } from '../support/api.js';
import { atPortalPath, login, portal, register, toast } from '../support/session.js';

test("a paid order that could not be delivered and whose refund was refused waits on the admin's home until marked refunded", async ({ page }) => {
  // Registration, checkout, the home and the order, each checked by axe: more than 30 s on a busy CI machine.
  test.slow();
  const member = newAccount('Rhea');
  await register(page, member);
  const token = await tokenOf(page, member);
  const order = await placeOrder(page, token, 'Trial class');
  const { createFinanceOrderPaymentLinkStripe: link } = await graphql<{ createFinanceOrderPaymentLinkStripe: { financeOrderPaymentLink: { paymentLink: string } } }>(
    page,
    'mutation($id: ID!) { createFinanceOrderPaymentLinkStripe(id: $id) { financeOrderPaymentLink { paymentLink } } }',
    { id: order.id },
    token,
  );
  // Meanwhile the desk sells the member a trial pass: the order can no longer be delivered.
  const admin = await tokenOf(page, DEMO_ACCOUNTS.admin);
  const { financeOrder } = await graphql<{ financeOrder: { account: { id: string } } }>(page, 'query($id: ID!) { financeOrder(id: $id) { account { id } } }', { id: order.id }, token);
  await graphql(
    page,
    'mutation($input: SellAccountClasspassInput!) { sellAccountClasspass(input: $input) { accountClasspass { id } } }',
    { input: { account: financeOrder.account.id, organizationClasspass: await shopClasspassId(page, 'Trial class') } },
    admin,
  );

  // Paid on the test checkout with a payment whose refund the provider refuses.
  await page.goto(link.financeOrderPaymentLink.paymentLink);
  await page.getByRole('button', { name: 'Paid, refund refused' }).click();
  await expect(page).toHaveURL(atPortalPath('/payment/success/'));
  const refundStatus = async () =>
    (await graphql<{ financeOrder: { refundStatus: string | null } }>(page, 'query($id: ID!) { financeOrder(id: $id) { refundStatus } }', { id: order.id }, token)).financeOrder
      .refundStatus;
  // The payment event and then the refund go through the job queue.
  await expect.poll(refundStatus, { timeout: 20_000 }).toBe('DUE');

  await login(page, DEMO_ACCOUNTS.admin);
  await page.goto(portal('/backoffice'));
  const part = page.getByRole('heading', { name: 'Paid, not delivered, not refunded', level: 2 }).locator('..');
  const item = part.getByRole('listitem').filter({ has: page.getByRole('link', { name: `Order ${order.orderNumber}`, exact: true }) });
  await expect(item).toContainText(`${fullName(member)}, € 15.00`);
  await expect(item.getByText('Not delivered: You cannot purchase this classpass again.')).toBeVisible();
  await expect(item.getByText('Not refunded: The test payment was made with refunds refused.')).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await item.getByRole('button', { name: `Mark refunded: order ${order.orderNumber}` }).click();
  const dialog = page.getByRole('dialog', { name: `Mark order ${order.orderNumber} refunded?` });
  await expect(dialog.getByText('Do this once the money is back with the member', { exact: false })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await dialog.getByRole('button', { name: 'Mark refunded' }).click();
  await expect(toast(page, `Order ${order.orderNumber} marked refunded`)).toBeVisible();
  await expect(part.getByRole('link', { name: `Order ${order.orderNumber}`, exact: true })).toHaveCount(0);

  // The order tells what became of the payment, and is no longer delivered by hand.
  await page.goto(portal(`/backoffice/finance/orders/${encodeURIComponent(order.id)}`));
  await expect(page.getByRole('heading', { name: `Order ${order.orderNumber}` })).toBeVisible();
  await expect(page.getByText(/^The payment was refunded on \d/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Set Delivered' })).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
});
