import { expect, test } from '@playwright/test';
import { expectNoClippedLabels, expectNoSeriousAxeViolations } from '../support/accessibility.js';
import { DEMO_ACCOUNTS, newAccount } from '../support/accounts.js';
import { placeOrder, tokenOf } from '../support/api.js';
import { atPortalPath, login, portal, register, toast } from '../support/session.js';
import { openFirstBookableClassPage } from './booking/support.js';

test('anyone may browse the prices; buying asks for a login first', async ({ page }) => {
  await page.goto(portal('/prices'));
  await expect(page.getByRole('heading', { name: 'Our Classpasses', level: 1 })).toBeVisible();
  const cards = page.getByTestId('classpass-shop-card');
  // Headings descend one level at a time (the page title, then each pass), as screen readers navigate them.
  await expect(cards.getByRole('heading', { name: 'Trial class', level: 2 })).toBeVisible();
  await expect(cards.filter({ hasText: 'Unlimited month' }).getByText('Expiration Date: 1 Month after the sale date')).toBeVisible();
  // The drop-in price is not sold in the shop.
  await expect(cards.getByRole('heading', { name: 'Drop-in class' })).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);

  await cards.filter({ hasText: '5-class pass' }).getByRole('link', { name: 'Buy Now' }).click();
  await expect(page.getByRole('heading', { name: 'Login Required' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});

test('a refused order shows the reason in a danger toast and gives the button back (section 8)', async ({ page }) => {
  await login(page, DEMO_ACCOUNTS.member);
  await page.route('**/d/graphql/', async (route) => {
    if (!route.request().postData()?.includes('mutation CreateFinanceOrder(')) return route.fallback();
    await route.fulfill({ json: { data: null, errors: [{ message: 'The shop is closed today.', extensions: { code: 'VALIDATION_FAILED' } }] } });
  });
  await page.goto(portal('/prices'));
  await page.getByTestId('classpass-shop-card').filter({ hasText: '5-class pass' }).getByRole('link', { name: 'Buy Now' }).click();
  await page.getByRole('button', { name: 'Place an order' }).click();
  await expect(toast(page, 'The shop is closed today.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Place an order' })).toBeEnabled();
});

test("an answer without a payment link is logged as 'Checkout URL not found in response.' and the button comes back", async ({ page }) => {
  await login(page, DEMO_ACCOUNTS.member);
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') logged.push(message.text());
  });
  await page.route('**/d/graphql/', async (route) => {
    if (!route.request().postData()?.includes('mutation CreateFinanceOrderPaymentLink(')) return route.fallback();
    await route.fulfill({ json: { data: { createFinanceOrderPaymentLinkStripe: { financeOrderPaymentLink: { paymentLink: null } } } } });
  });
  await page.goto(portal('/prices'));
  await page.getByTestId('classpass-shop-card').filter({ hasText: '5-class pass' }).getByRole('link', { name: 'Buy Now' }).click();
  await page.getByRole('button', { name: 'Place an order' }).click();
  await expect.poll(() => logged).toContain('Checkout URL not found in response.');
  await expect(page.getByRole('button', { name: 'Place an order' })).toBeEnabled();
  await expect(page).toHaveURL(/\/purchase\//);
});

test("the success page awaits an unpaid order and shows nothing of someone else's", async ({ page }) => {
  // Registrations are limited per address and hour (the whole e2e run shares one): the demo coach buys.
  const buyer = DEMO_ACCOUNTS.coach;
  const order = await placeOrder(page, await tokenOf(page, buyer), '5-class pass');
  await login(page, buyer);
  await page.goto(portal(`/payment/success/?id=${encodeURIComponent(order.id)}`));
  await expect(page.getByText('Awaiting payment confirmation...')).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await login(page, DEMO_ACCOUNTS.member);
  await page.goto(portal(`/payment/success/?id=${encodeURIComponent(order.id)}`));
  await expect(page.getByText('Failed to load payment status.')).toBeVisible();
  await expect(page.getByText('Payment successful! Redirecting...')).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);

  await page.goto(portal('/payment/success/'));
  await expect(page.getByText('Failed to load payment status.')).toBeVisible();
});

test('the cancel page redirects to the saved cancel path even when the delete fails', async ({ page }) => {
  await login(page, DEMO_ACCOUNTS.member);
  await page.evaluate(() => localStorage.setItem('purchase_next_cancel', '/book-your-spot'));
  await page.goto(portal('/payment/cancel/?id=no-such-order'));
  await expect(page).toHaveURL(atPortalPath('/book-your-spot'));
});

test('a new member buys a drop-in for a class and is booked in one go, back on the class page', async ({ page }) => {
  await register(page, newAccount('Dora'));
  await openFirstBookableClassPage(page);
  const classPath = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { name: 'You need a Class Pass to book' })).toBeVisible();
  // The embedded pass shop has no 'Our Classpasses' heading.
  await expect(page.getByRole('heading', { name: 'Our Classpasses' })).toHaveCount(0);
  // Under the level-2 'You need a Class Pass to book', the passes are level 3.
  await expect(page.getByTestId('classpass-shop-card').getByRole('heading', { level: 3 }).first()).toBeVisible();
  const prices = page.getByTestId('class-price');
  await expect(prices.filter({ hasText: 'Drop-in class' }).getByText('€20.00')).toBeVisible();
  await expect(prices.filter({ hasText: 'Trial class' }).getByText('€15.00')).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('button', { name: 'Buy drop-in class and book' }).click();
  await expect(page).toHaveURL(/\/shop\/test-checkout\/cs_test_/);
  await page.getByRole('button', { name: 'Pay €20.00' }).click();
  await expect(page.getByText('Payment successful! Redirecting...')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${classPath}$`));
  await expect(page.getByText('You have an existing booking for this class.')).toBeVisible();
});

test('the checkout pages fit a 360 px phone', async ({ page }) => {
  await login(page, DEMO_ACCOUNTS.member);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(portal('/prices/'));
  await expect(page.getByRole('heading', { name: 'Our Classpasses' })).toBeVisible();
  await expectNoClippedLabels(page);
  await page.getByTestId('classpass-shop-card').filter({ hasText: '10-class pass' }).getByRole('link', { name: 'Buy Now' }).click();
  await expect(page.getByRole('button', { name: 'Place an order' })).toBeVisible();
  await expectNoClippedLabels(page);
  await page.goto(portal('/shop/orders'));
  await expect(page.getByRole('heading', { name: 'My orders' })).toBeVisible();
  await expect(page.getByText('Loading Data...')).toHaveCount(0);
  await expectNoClippedLabels(page);
  await page.goto(portal('/shop/invoices'));
  await expect(page.getByRole('heading', { name: 'My invoices' })).toBeVisible();
  await expectNoClippedLabels(page);
  await expectNoSeriousAxeViolations(page);
});
