import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/accessibility.js';
import { DEMO_ACCOUNTS } from '../support/accounts.js';
import { graphql, placeOrder, tokenOf } from '../support/api.js';
import { login, portal } from '../support/session.js';

test("the admin's home shows today's classes, new members this week, orders awaiting payment and refused card scans", async ({ page }) => {
  // The demo coach buys (no booking test counts on their passes); making the payment link sets the order AWAITING_PAYMENT.
  const coach = await tokenOf(page, DEMO_ACCOUNTS.coach);
  const order = await placeOrder(page, coach, '5-class pass');
  await graphql(page, `mutation($id: ID!) { createFinanceOrderPaymentLinkStripe(id: $id) { financeOrderPaymentLink { paymentLink } } }`, { id: order.id }, coach);
  await login(page, DEMO_ACCOUNTS.admin);
  await page.goto(portal('/backoffice'));
  await expect(page.getByRole('heading', { name: 'Back office', level: 1 })).toBeVisible();
  await expect(page.getByText('Today at a glance.', { exact: false })).toBeVisible();

  const classes = page.getByRole('heading', { name: "Today's classes", level: 2 }).locator('..');
  await expect(classes.getByRole('table').or(classes.getByText('No classes today.'))).toBeVisible();
  await expect(page.getByRole('heading', { name: 'New members this week', level: 2 })).toBeVisible();
  await expect(page.getByText(/new members? since Monday\./)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Orders awaiting payment', level: 2 })).toBeVisible();
  await expect(page.getByRole('link', { name: `Order ${order.orderNumber}`, exact: true })).toBeVisible();
  // (the kiosk specs' scans of unknown cards may be listed here; kiosk-offline-cards.spec follows one)
  const scans = page.getByRole('heading', { name: 'Card scans refused at the kiosk', level: 2 }).locator('..');
  await expect(scans.getByRole('list').or(scans.getByText('No card was refused at the kiosk today.'))).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('link', { name: `Order ${order.orderNumber}`, exact: true }).click();
  await expect(page.getByRole('heading', { name: `Order ${order.orderNumber}` })).toBeVisible();
});

test("an instructor's home shows today's classes only", async ({ page }) => {
  await login(page, DEMO_ACCOUNTS.coach);
  await page.goto(portal('/backoffice'));
  await expect(page.getByRole('heading', { name: "Today's classes", level: 2 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'New members this week' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Orders awaiting payment' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Card scans refused at the kiosk' })).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
});
