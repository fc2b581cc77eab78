import { expect, test, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { expectNoSeriousAxeViolations } from '../support/accessibility.js';
import { newAccount, type Account } from '../support/accounts.js';
import { graphql, tokenOf } from '../support/api.js';
import { atPortalPath, login, portal, register } from '../support/session.js';

// Issue 8, "Done when": a new member buys, pays on the built-in TEST MODE checkout (no Stripe keys), gets the
// pass and the invoice; cancelling at checkout drops the order; a trial pass cannot be bought twice.
test.describe.configure({ mode: 'serial' });

let member: Account;

const card = (page: Page, name: string) => page.getByTestId('classpass-shop-card').filter({ has: page.getByRole('heading', { name, exact: true }) });

async function placeOrderAndOpenCheckout(page: Page) {
  await page.getByRole('button', { name: 'Place an order' }).click();
  await expect(page).toHaveURL(/\/shop\/test-checkout\/cs_test_/);
  await expect(page.getByText('TEST MODE')).toBeVisible();
}

test.beforeAll(() => {
  member = newAccount('Petra');
});

test('a new member buys a 10-class pass on /prices/, pays on the test checkout and lands on My class passes with it', async ({ page }) => {
  await register(page, member);
  await page.goto(portal('/prices/'));
  await expect(page.getByRole('heading', { name: 'Our Classpasses', level: 1 })).toBeVisible();
  const tenClasses = card(page, '10-class pass');
  await expect(tenClasses.getByText('Expiration Date: 3 Months after the sale date')).toBeVisible();
  await expect(tenClasses.getByText('€150.00')).toBeVisible();
  await expect(tenClasses.getByText('most popular pass')).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await tenClasses.getByRole('link', { name: 'Buy Now' }).click();
  await expect(page).toHaveURL(/\/purchase\/[^/]+\/$/);
  expect(await page.evaluate(() => [localStorage.getItem('purchase_next'), localStorage.getItem('purchase_next_cancel')])).toEqual(['/user/classpasses', '/prices/']);
  await expect(page.getByRole('heading', { name: '10-class pass' })).toBeVisible();
  const summary: [label: string, value: string][] = [
    ['Classes', '10'],
    ['Validity', '3 Months'],
    ['Price', '€150.00'],
    ['Subtotal', '€150.00'],
    ['Order total', '€150.00'],
  ];
  for (const [label, value] of summary) {
    await expect(page.getByText(label, { exact: true }).locator('xpath=..')).toContainText(value);
  }
  await expectNoSeriousAxeViolations(page);

  await placeOrderAndOpenCheckout(page);
  await page.getByRole('button', { name: 'Pay €150.00' }).click();
  await expect(page).toHaveURL(atPortalPath('/payment/success/'));
  await expect(page.getByText('Payment successful! Redirecting...')).toBeVisible();
  await expect(page).toHaveURL(atPortalPath('/user/classpasses'));
  const pass = page.getByTestId('account-classpass').filter({ hasText: '10-class pass' });
  await expect(pass).toHaveCount(1);
  await expect(pass.getByText('Classes remaining: 10')).toBeVisible();
  await expect(pass.getByText('Active')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});

test('the member finds the invoice under My invoices and downloads its PDF', async ({ page }, testInfo) => {
  await login(page, member);

  await page.goto(portal('/shop/orders'));
  await expect(page.getByRole('heading', { name: 'My orders' })).toBeVisible();
  await expect(page.getByText('Delivered')).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await page.goto(portal('/shop/invoices'));
  await expect(page.getByRole('heading', { name: 'My invoices' })).toBeVisible();
  const invoiceLink = page.getByRole('link', { name: /^Invoice / });
  await expect(invoiceLink).toHaveCount(1);
  await expect(page.getByText('€150.00')).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await invoiceLink.click();
  await expect(page.getByRole('heading', { name: /^Invoice / })).toBeVisible();
  await expect(page.getByRole('cell', { name: /10-class pass/ })).toBeVisible();
  await expect(page.getByText('Paid', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Balance', { exact: true }).locator('xpath=..')).toContainText('€0.00');
  await expectNoSeriousAxeViolations(page);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download PDF' }).click()]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const file = testInfo.outputPath('invoice.pdf');
  await download.saveAs(file);
  expect((await readFile(file)).subarray(0, 5).toString()).toBe('%PDF-');
});

test('cancelling at the checkout cancels the order and returns to the page the member bought from', async ({ page }) => {
  const token = await tokenOf(page, member);
  await login(page, member);

  await page.goto(portal('/prices#passes'));
  await card(page, '5-class pass').getByRole('link', { name: 'Buy Now' }).click();
  expect(await page.evaluate(() => [localStorage.getItem('purchase_next'), localStorage.getItem('purchase_next_cancel')])).toEqual(['/prices#passes', '/prices#passes']);
  await placeOrderAndOpenCheckout(page);
  // The cancel page ('Redirecting...') moves on as soon as the order is cancelled: catch its address on the way.
  const cancelPage = page.waitForEvent('framenavigated', (frame) => frame.url().includes('/payment/cancel/'));
  await page.getByRole('button', { name: 'Cancel and return' }).click();
  const orderId = new URL((await cancelPage).url()).searchParams.get('id');
  expect(orderId).toBeTruthy();
  await expect(page).toHaveURL(new RegExp(`${portal('/prices')}#passes$`));
  await expect(page.getByRole('heading', { name: 'Our Classpasses' })).toBeVisible();

  const { financeOrder } = await graphql<{ financeOrder: { status: string } }>(page, 'query($id: ID!) { financeOrder(id: $id) { status } }', { id: orderId }, token);
  expect(financeOrder.status).toBe('CANCELLED');
});

test('a trial pass can be bought once: then it leaves the list and its purchase page refuses it', async ({ page }) => {
  await login(page, member);

  await page.goto(portal('/prices'));
  const trial = card(page, 'Trial class');
  await trial.getByRole('link', { name: 'Buy Now' }).click();
  await expect(page).toHaveURL(/\/purchase\/[^/]+\/$/);
  const trialPath = new URL(page.url()).pathname;
  await placeOrderAndOpenCheckout(page);
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByText('Payment successful! Redirecting...')).toBeVisible();
  await expect(page).toHaveURL(atPortalPath('/prices'));
  await expect(card(page, '10-class pass')).toBeVisible();
  await expect(card(page, 'Trial class')).toHaveCount(0);

  await page.goto(trialPath);
  await expect(page.getByText('You cannot purchase this classpass again.')).toBeVisible();
  await expect(page.getByText('This trial pass is meant for first-time visitors and can be bought only once.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Place an order' })).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
});
