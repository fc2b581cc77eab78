import { expect, test } from '@playwright/test';
import { expectNoClippedLabels, expectNoSeriousAxeViolations } from '../support/accessibility.js';
import { DEMO_ACCOUNTS } from '../support/accounts.js';
import { placeOrder, tokenOf } from '../support/api.js';
import { atPortalPath, login, portal, toast } from '../support/session.js';

test('staff find a received order by its status, set it Delivered by hand, and find its invoice', async ({ page }) => {
  // Five pages, each checked by axe: more than 30 s on a busy CI machine.
  test.slow();
  // Registrations are limited per address and hour (the whole e2e run shares one): the demo coach buys, whose
  // new pass no booking test counts on.
  const order = await placeOrder(page, await tokenOf(page, DEMO_ACCOUNTS.coach), '5-class pass');

  await login(page, DEMO_ACCOUNTS.admin);
  await page.goto(portal('/backoffice/finance'));
  await expect(page.getByRole('heading', { name: 'Finance', level: 1 })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Invoices', exact: true })).toBeVisible();
  // Every screen of the area is built: nothing is announced as coming.
  await expect(page.getByText(/It will (also )?cover/)).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Orders' }).click();
  await expect(page).toHaveURL(atPortalPath('/backoffice/finance/orders'));
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Received' }).click();
  await expect(page).toHaveURL(/[?&]status=RECEIVED/);
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: String(order.orderNumber), exact: true }) });
  await expect(row.getByText('Received')).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // The filter lives in the URL: a reload keeps it.
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Status' })).toHaveValue('Received');
  await row.getByRole('link', { name: String(order.orderNumber) }).click();
  await expect(page.getByRole('heading', { name: `Order ${order.orderNumber}` })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Items' })).toBeVisible();
  await expect(page.getByText('5-class pass')).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('button', { name: 'Set Delivered' }).click();
  const dialog = page.getByRole('dialog', { name: 'Set this order to Delivered?' });
  await expect(dialog.getByText('Setting the status to Delivered delivers the order manually and creates an invoice.')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await dialog.getByRole('button', { name: 'Set Delivered' }).click();
  await expect(toast(page, 'Order delivered')).toBeVisible();
  // The toast hides by itself (4000 ms); its close button is Mantine's, outside this page.
  await expect(toast(page, 'Order delivered')).toHaveCount(0, { timeout: 10_000 });
  await expect(page.getByText('Delivered', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Set Delivered' })).toHaveCount(0);

  const invoiceNumber = ((await page.getByRole('main').getByRole('link', { name: /^Invoice \S+$/ }).textContent()) ?? '').replace('Invoice ', '');
  await page.getByRole('main').getByRole('link', { name: /^Invoice \S+$/ }).click();
  await expect(page).toHaveURL(/\/backoffice\/finance\/invoices\/[^/]+$/);
  await expect(page.getByRole('heading', { name: /^Invoice / })).toBeVisible();
  await expect(page.getByRole('cell', { name: /5-class pass/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download PDF' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('link', { name: '← Invoices' }).click();
  await expect(page.getByRole('heading', { name: 'Invoices', level: 1 })).toBeVisible();
  await expect(page.getByRole('row').filter({ has: page.getByRole('link', { name: invoiceNumber, exact: true }) })).toContainText('Carmen Coach');
  await expectNoSeriousAxeViolations(page);
});

test('staff without the right to see orders are told so instead of a list', async ({ page }) => {
  await login(page, DEMO_ACCOUNTS.coach);
  await page.goto(portal('/backoffice/finance/orders'));
  await expect(page.getByText('Not part of your role')).toBeVisible();
  await expect(page.getByText("This screen needs the right to see members' shop orders, which your staff role does not include.")).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
});

test('the orders list and an order read on a 360 px phone', async ({ page }) => {
  await placeOrder(page, await tokenOf(page, DEMO_ACCOUNTS.member), '10-class pass');
  await login(page, DEMO_ACCOUNTS.admin);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(portal('/backoffice/finance/orders'));
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
  await expectNoClippedLabels(page);
  await page.getByRole('table').getByRole('link').first().click();
  await expect(page.getByRole('heading', { name: /^Order / })).toBeVisible();
  await expectNoClippedLabels(page);
  await expectNoSeriousAxeViolations(page);
});
