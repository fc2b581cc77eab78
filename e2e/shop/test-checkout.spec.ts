import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/accessibility.js';
import { newAccount, type Account } from '../support/accounts.js';
import { CLUB, E2E_ORIGIN } from '../support/env.js';
import { graphql, placeOrder, tokenOf } from '../support/api.js';
import { atPortalPath, portal, register } from '../support/session.js';
import { DEMO_ACCOUNTS } from '../support/accounts.js';
import { clubDate } from '../support/club-time-zone.js';

/** A new member (signed in in the page) with an order for the 10-class pass and its payment link, through the API. */
async function memberWithPaymentLink(page: Page): Promise<{ account: Account; link: string; orderId: string; token: string }> {
  const account = newAccount('Paula');
  await register(page, account);
  const token = await tokenOf(page, account);
  const { id: orderId } = await placeOrder(page, token, '10-class pass');
  const { createFinanceOrderPaymentLinkStripe } = await graphql<{ createFinanceOrderPaymentLinkStripe: { financeOrderPaymentLink: { paymentLink: string } } }>(
    page,
    'mutation($id: ID!) { createFinanceOrderPaymentLinkStripe(id: $id) { financeOrderPaymentLink { paymentLink } } }',
    { id: orderId },
    token,
  );
  return { account, link: createFinanceOrderPaymentLinkStripe.financeOrderPaymentLink.paymentLink, orderId, token };
}

/** The order's status as the member reads it (the success page's read). */
async function orderStatus(page: Page, id: string, token: string): Promise<string> {
  const { financeOrder } = await graphql<{ financeOrder: { status: string } }>(page, 'query($id: ID!) { financeOrder(id: $id) { status } }', { id }, token);
  return financeOrder.status;
}

test('without Stripe keys the payment link opens the TEST MODE checkout, which shows the order and pays it', async ({ page }) => {
  const { link, orderId, token } = await memberWithPaymentLink(page);
  expect(link.startsWith(`${E2E_ORIGIN}/${CLUB}/shop/test-checkout/cs_test_`), link).toBe(true);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Test checkout' })).toBeVisible();
  await expect(page.getByText('TEST MODE')).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Order #\d+$/ })).toBeVisible();
  await expect(page.getByText('no card is charged and no money moves')).toBeVisible();
  await expect(page.getByRole('cell', { name: '10-class pass' })).toBeVisible();
  await expect(page.getByText('Total due')).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('button', { name: 'Card declined' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined. Choose another outcome to try again.' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/shop/test-checkout/`));

  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(atPortalPath('/payment/success/'));
  expect(new URL(page.url()).searchParams.get('id')).toBe(orderId);
  await expect.poll(() => orderStatus(page, orderId, token)).toBe('DELIVERED');
});

test('delayed, then paid: the order awaits payment until the delayed event delivers it', async ({ page }) => {
  const { link, orderId, token } = await memberWithPaymentLink(page);
  await page.goto(link);
  await page.getByRole('button', { name: 'Delayed, then paid' }).click();
  await expect(page).toHaveURL(atPortalPath('/payment/success/'));
  expect(await orderStatus(page, orderId, token)).toBe('AWAITING_PAYMENT');
  await expect.poll(() => orderStatus(page, orderId, token), { timeout: 20_000 }).toBe('DELIVERED');
});

test('cancel at the test checkout returns to the cancel page with the order id', async ({ page }) => {
  const { link, orderId } = await memberWithPaymentLink(page);
  await page.goto(link);
  await page.getByRole('button', { name: 'Cancel and return' }).click();
  await expect(page).toHaveURL(atPortalPath('/payment/cancel/'));
  expect(new URL(page.url()).searchParams.get('id')).toBe(orderId);
});

test('someone else’s test checkout shows nothing of it', async ({ page, browser }) => {
  const { link } = await memberWithPaymentLink(page);
  const other = await browser.newPage();
  await register(other, newAccount('Otto'));
  await other.goto(link);
  await expect(other.getByText('This checkout could not be found.')).toBeVisible();
  await expect(other.getByText('10-class pass')).toHaveCount(0);
  await other.close();
});

test('an open subscription invoice paid by card keeps the chosen test card, which the member sees and removes on My subscriptions', async ({ page }) => {
  test.slow();
  const account = newAccount('Carla');
  await register(page, account);
  const token = await tokenOf(page, account);
  const admin = await tokenOf(page, DEMO_ACCOUNTS.admin);
  const me = await graphql<{ user: { accountId: string } }>(page, '{ user { accountId } }', {}, token);
  const options = await graphql<{ accountSubscriptionSaleOptions: { products: { id: string; name: string }[] } }>(
    page,
    'query($account: ID!) { accountSubscriptionSaleOptions(account: $account) { products { id name } } }',
    { account: me.user.accountId },
    admin,
  );
  const methods = await graphql<{ financePaymentMethods: { edges: { node: { id: string; code: string | null } }[] } }>(
    page,
    '{ financePaymentMethods(first: 100) { edges { node { id code } } } }',
    {},
    admin,
  );
  const online = methods.financePaymentMethods.edges.find((e) => e.node.code === 'TEST')!.node.id;
  const product = options.accountSubscriptionSaleOptions.products.find((p) => p.name === 'Unlimited monthly')!;
  await graphql(page, 'mutation($input: CreateAccountSubscriptionInput!) { createAccountSubscription(input: $input) { accountSubscription { id } } }', {
    input: { account: me.user.accountId, organizationSubscription: product.id, dateStart: clubDate(0), financePaymentMethod: online },
  }, admin);
  // The month's run invoices the new subscription (paid by card online, no card kept yet: nothing is charged).
  await graphql(page, 'mutation($month: String!) { startSubscriptionInvoiceRun(input: { month: $month }) { job { id } } }', { month: clubDate(0).slice(0, 7) }, admin);
  const invoices = () =>
    graphql<{ financeInvoices: { edges: { node: { id: string } }[] } }>(page, '{ financeInvoices(first: 5) { edges { node { id } } } }', {}, token).then((r) =>
      r.financeInvoices.edges.map((e) => e.node.id),
    );
  await expect.poll(invoices, { timeout: 20_000 }).toHaveLength(1);
  const [invoiceId] = await invoices();
  const { createFinanceInvoicePaymentLink } = await graphql<{ createFinanceInvoicePaymentLink: { financeInvoicePaymentLink: { paymentLink: string } } }>(
    page,
    'mutation($id: ID!) { createFinanceInvoicePaymentLink(id: $id) { financeInvoicePaymentLink { paymentLink } } }',
    { id: invoiceId },
    token,
  );

  await page.goto(createFinanceInvoicePaymentLink.financeInvoicePaymentLink.paymentLink);
  await expect(page.getByText('Your card will be kept for the monthly payments of your subscription.')).toBeVisible();
  await page.getByLabel('Card number').selectOption('4000 0000 0000 0341');
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/shop\/invoices\//);

  // The payment's event is recorded by a job, the card with it: the page is read again until the job has run.
  await expect(async () => {
    await page.goto(portal('/shop/my-subscriptions'));
    await expect(page.getByText('Visa •••• 0341 — charged for the monthly payments')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'Remove card' }).click();
  await expect(page.getByText('No card is saved for the monthly payments.')).toBeVisible();
});
