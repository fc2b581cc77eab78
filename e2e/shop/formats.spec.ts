import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/accessibility.js';
import { newAccount, type Account } from '../support/accounts.js';
import { graphql, placeOrder, tokenOf } from '../support/api.js';
import { clubDate, inClubFormat } from '../support/club-time-zone.js';
import { expectNothingClipped } from '../support/layout.js';
import { atPortalPath, login, portal, register } from '../support/session.js';
import { chooseDay, chooseTrainer, openWizard, SERVICE, slotButtons, TRAINER_WITH_DAY_OFF } from '../portal/personal-training/support.js';
import { bookableDay } from '../portal/personal-training/pt-dates.js';
import { browserToday } from '../portal/booking/support.js';

// Issue 24, "Buying what I need, where I am": back from paying on /prices the member hears their pass is ready, and
// the shop speaks like the portal: the club's date format, whole quantities, product names in My orders, tables
// that fit a 360 px phone, one price format ('€150.00') and, beside the spec's 'hh:mm A' slots, the 24-hour time.
test.describe.configure({ mode: 'serial' });

const WIDTHS = [1280, 360];

const card = (page: Page, name: string) => page.getByTestId('classpass-shop-card').filter({ has: page.getByRole('heading', { name, exact: true }) });

/** The club's formats as the page carries them (Settings → General). */
async function clubFormats(page: Page): Promise<{ dateFormat: string; timeFormat: string; currencySymbol: string }> {
  return JSON.parse((await page.locator('#kiai-portal-config').textContent()) ?? '{}');
}

let member: Account;
let orderId: string;

/** A page of its own (axe needs a context made with browser.newContext()), signed in as the member, `width` wide. */
async function memberPage(browser: Browser, width: number): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.setViewportSize({ width, height: 800 });
  await login(page, member);
  return page;
}

test('paying on /prices returns to the pass list, which says the pass is ready and leads to it', async ({ page }) => {
  member = newAccount('Fiona');
  await register(page, member);
  await page.goto(portal('/prices'));
  await card(page, '10-class pass').getByRole('link', { name: 'Buy Now' }).click();
  // Spec: /prices without the slash keeps the page the member bought from as the way back.
  expect(await page.evaluate(() => localStorage.getItem('purchase_next'))).toBe('/prices');
  await page.getByRole('button', { name: 'Place an order' }).click();
  await expect(page).toHaveURL(/\/shop\/test-checkout\/cs_test_/);
  await page.getByRole('button', { name: 'Pay €150.00' }).click();
  await expect(page.getByText('Payment successful! Redirecting...')).toBeVisible();
  orderId = new URL(page.url()).searchParams.get('id') ?? '';
  expect(orderId).not.toBe('');

  await expect(page).toHaveURL(atPortalPath('/prices'));
  const ready = page.getByRole('status').filter({ hasText: 'Your pass is ready' });
  await expect(ready).toContainText('10-class pass is in My Passes, ready to book with.');
  await expectNoSeriousAxeViolations(page);
  await page.setViewportSize({ width: 360, height: 800 });
  await expectNothingClipped(page);
  await expectNoSeriousAxeViolations(page);

  await ready.getByRole('link', { name: 'My Passes' }).click();
  await expect(page).toHaveURL(atPortalPath('/user/classpasses'));
  await expect(page.getByTestId('account-classpass').filter({ hasText: '10-class pass' })).toHaveCount(1);
  // Back on the list later, the news is not told again.
  await page.goto(portal('/prices'));
  await expect(page.getByRole('heading', { name: 'Our Classpasses' })).toBeVisible();
  await expect(page.getByText('Your pass is ready')).toHaveCount(0);
});

test('a Stripe-style return (the payment confirmed a moment later) also ends on the pass list with the pass ready', async ({ page }) => {
  const buyer = newAccount('Gustav');
  await register(page, buyer);
  await page.goto(portal('/shop/classpasses'));
  await card(page, '5-class pass').getByRole('link', { name: 'Buy Now' }).click();
  await page.getByRole('button', { name: 'Place an order' }).click();
  await expect(page).toHaveURL(/\/shop\/test-checkout\/cs_test_/);
  // The provider sends the member back at once and confirms the payment by its event afterwards.
  await page.getByRole('button', { name: 'Delayed, then paid' }).click();
  await expect(page).toHaveURL(atPortalPath('/payment/success/'));
  await expect(page.getByText('Awaiting payment confirmation...')).toBeVisible();
  await expect(page).toHaveURL(atPortalPath('/shop/classpasses'), { timeout: 30_000 });
  await expect(page.getByRole('status').filter({ hasText: 'Your pass is ready' })).toContainText('5-class pass is in My Passes');
  await expectNoSeriousAxeViolations(page);
});

test('on /prices/ the forced next still leads to My class passes, with no notice on the way', async ({ page }) => {
  await login(page, member);
  await page.goto(portal('/prices/'));
  await card(page, '5-class pass').getByRole('link', { name: 'Buy Now' }).click();
  expect(await page.evaluate(() => [localStorage.getItem('purchase_next'), localStorage.getItem('purchase_next_cancel')])).toEqual(['/user/classpasses', '/prices/']);
  await page.getByRole('button', { name: 'Place an order' }).click();
  await page.getByRole('button', { name: 'Pay €85.00' }).click();
  await expect(page).toHaveURL(atPortalPath('/user/classpasses'));
  await expect(page.getByTestId('account-classpass').filter({ hasText: '5-class pass' })).toHaveCount(1);
});

for (const width of WIDTHS) {
  test(`the shop's pages speak the club's formats at ${width} px`, async ({ browser }) => {
    const page = await memberPage(browser, width);
    await page.goto(portal('/shop/classpasses'));
    await expect(card(page, '10-class pass').getByText('€150.00', { exact: true })).toBeVisible();
    const { dateFormat, currencySymbol } = await clubFormats(page);
    expect(currencySymbol).toBe('€');
    const today = inClubFormat(clubDate(), dateFormat);
    // One price format everywhere: the symbol right before the amount.
    await expect(page.getByRole('main')).not.toContainText(/€\s\d/);
    await expectNothingClipped(page);
    await expectNoSeriousAxeViolations(page);

    // My orders: what each order bought, when (the club's date format), and its total.
    await page.goto(portal('/shop/orders'));
    const order = page.locator('.mantine-Paper-root').filter({ hasText: '10-class pass' });
    await expect(order).toHaveCount(1);
    await expect(order).toContainText('Delivered');
    await expect(order).toContainText(today);
    await expect(order).toContainText('€150.00');
    await expect(page.getByRole('main')).not.toContainText(/€\s\d/);
    await expectNothingClipped(page);
    await expectNoSeriousAxeViolations(page);

    // The order: a whole quantity, the line's and the order's total.
    await order.getByRole('link', { name: /^Order \d+$/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: /^Order \d+$/ })).toBeVisible();
    await expect(page.getByText('Quantity: 1', { exact: true })).toBeVisible();
    await expect(page.getByText('Order total', { exact: true }).locator('xpath=..')).toContainText('€150.00');
    await expect(page.getByRole('main')).not.toContainText('1.00');
    await expectNothingClipped(page);
    await expectNoSeriousAxeViolations(page);

    // The invoice: its lines fit the screen (no box to scroll sideways), in the club's formats.
    await page.getByRole('link', { name: /^Invoice / }).click();
    await expect(page.getByRole('heading', { level: 1, name: /^Invoice / })).toBeVisible();
    await expect(page.getByText(new RegExp(`^${today}, due `))).toBeVisible();
    const line = page.getByRole('row').filter({ hasText: '10-class pass' });
    await expect(line.getByRole('cell').last()).toHaveText('€150.00');
    if (width < 576) {
      // On a phone quantity and price go under the product.
      await expect(line.getByText('1 × €150.00')).toBeVisible();
      await expect(page.getByRole('columnheader', { name: 'Quantity' })).toBeHidden();
    } else {
      await expect(line.getByRole('cell', { name: '1', exact: true })).toBeVisible();
      await expect(page.getByRole('columnheader', { name: 'Quantity' })).toBeVisible();
    }
    await expect(page.getByRole('region', { name: 'Invoice lines' })).toHaveCount(0);
    await expect(page.getByRole('table', { name: 'Tax per rate' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Tax per rate' })).toHaveCount(0);
    await expect(page.getByText('Balance', { exact: true }).locator('xpath=..')).toContainText('€0.00');
    await expect(page.getByRole('main')).not.toContainText(/€\s\d/);
    await expectNothingClipped(page);
    await expectNoSeriousAxeViolations(page);

    await page.goto(portal('/shop/invoices'));
    const invoice = page.locator('.mantine-Paper-root').filter({ has: page.getByRole('link', { name: /^Invoice / }) }).filter({ hasText: '€150.00' });
    await expect(invoice).toHaveCount(1);
    await expect(invoice).toContainText(today);
    await expectNothingClipped(page);
    await expectNoSeriousAxeViolations(page);

    await page.goto(portal('/shop/subscriptions'));
    await expect(page.getByTestId('shop-subscription-card').getByText('€45.00 a month')).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText(/€\s\d/);
    await expectNothingClipped(page);
    await expectNoSeriousAxeViolations(page);
    await page.context().close();
  });

  test(`the test checkout counts whole items in the club's price format at ${width} px`, async ({ browser }) => {
    const page = await memberPage(browser, width);
    const token = await tokenOf(page, member);
    const { id } = await placeOrder(page, token, '5-class pass');
    const { createFinanceOrderPaymentLinkStripe } = await graphql<{ createFinanceOrderPaymentLinkStripe: { financeOrderPaymentLink: { paymentLink: string } } }>(
      page,
      'mutation($id: ID!) { createFinanceOrderPaymentLinkStripe(id: $id) { financeOrderPaymentLink { paymentLink } } }',
      { id },
      token,
    );
    await page.goto(createFinanceOrderPaymentLinkStripe.financeOrderPaymentLink.paymentLink);
    const line = page.getByRole('row').filter({ hasText: '5-class pass' });
    await expect(line.getByRole('cell')).toHaveText(['5-class pass', '1', '€85.00']);
    await expect(page.getByRole('button', { name: 'Pay €85.00' })).toBeVisible();
    await expectNothingClipped(page);
    await expectNoSeriousAxeViolations(page);
    await page.context().close();
  });

  test(`the appointment wizard shows the 24-hour time beside each 'hh:mm A' slot at ${width} px`, async ({ browser }) => {
    const page = await memberPage(browser, width);
    await page.goto(portal('/personal'));
    const { timeFormat } = await clubFormats(page);
    expect(timeFormat).toBe('24hr');
    await openWizard(page, SERVICE.name);
    await chooseTrainer(page, TRAINER_WITH_DAY_OFF.name);
    await chooseDay(page, bookableDay(browserToday()));
    // The spec's label stays the button's text; the club's 24-hour time stands under it.
    const slot = slotButtons(page).first();
    await expect(slot).toHaveText(/^\d{2}:\d{2} (AM|PM)$/);
    const [, hours = '', minutes = '', half = ''] = /^(\d{2}):(\d{2}) (AM|PM)$/.exec((await slot.textContent()) ?? '') ?? [];
    const time24 = `${String((Number(hours) % 12) + (half === 'PM' ? 12 : 0)).padStart(2, '0')}:${minutes}`;
    await expect(page.getByRole('group', { name: 'Available times' }).getByTestId('slot-time-24').first()).toHaveText(time24);
    await expectNothingClipped(page);
    await expectNoSeriousAxeViolations(page);
    await page.context().close();
  });
}
