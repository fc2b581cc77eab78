import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/accessibility.js';
import { newAccount } from '../support/accounts.js';
import { placeOrder, tokenOf } from '../support/api.js';
import { expectNothingClipped, expectTouchTargetsOfAtLeast } from '../support/layout.js';
import { portal, submitRegistration } from '../support/session.js';

// Issue 10/11: the shop's pages fit a 360 px phone and a 1280 px screen: nothing clips or scrolls sideways, no
// serious axe violation, and on a phone every control is at least 44 px tall.
test.describe.configure({ mode: 'serial' });

// One new customer (with an order of their own, so the order page has something to show) for the whole file.
let page: Page;
let orderNumber: number;
let orderId: string;
test.beforeAll(async ({ browser }) => {
  // Its own context: axe needs one made with browser.newContext().
  page = await (await browser.newContext()).newPage();
  const account = newAccount('Shopper');
  await submitRegistration(page, account);
  ({ id: orderId, orderNumber } = await placeOrder(page, await tokenOf(page, account), '5-class pass'));
});
test.afterAll(async () => {
  await page.context().close();
});

for (const width of [360, 1280]) {
  test(`the shop's pages fit a ${width} px screen`, async () => {
    await page.setViewportSize({ width, height: 800 });
    const pages = [
      { path: '/shop/classpasses', heading: 'Class passes' },
      { path: '/shop/subscriptions', heading: 'Subscriptions' },
      { path: '/shop/bank-account', heading: 'Bank account' },
      { path: '/shop/orders', heading: 'My orders' },
      { path: `/shop/orders/${encodeURIComponent(orderId)}`, heading: `Order ${orderNumber}` },
      { path: '/shop/invoices', heading: 'My invoices' },
    ];
    for (const { path, heading } of pages) {
      await page.goto(portal(path));
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expectNothingClipped(page);
      if (width < 768) await expectTouchTargetsOfAtLeast(page, 44);
      await expectNoSeriousAxeViolations(page);
    }
  });
}
