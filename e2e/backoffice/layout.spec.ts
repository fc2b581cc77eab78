import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/accessibility.js';
import { DEMO_ACCOUNTS } from '../support/accounts.js';
import { expectBackOfficeLayout } from '../support/backoffice-layout.js';
import { expectTouchTargetsOfAtLeast } from '../support/layout.js';
import { login, portal } from '../support/session.js';

// Issue 10/11: every back-office screen works on a phone (360 px) and a laptop (1280 px): nothing clips, the page
// never scrolls sideways (wide tables scroll in their own box), no serious axe violation, and on a phone every
// control is a thumb's size (44 px) and the navigation folds behind the menu button.
const SCREENS: { path: string; heading: string }[] = [
  { path: '/backoffice', heading: 'Back office' },
  { path: '/backoffice/schedule/classes', heading: 'Classes' },
  { path: '/backoffice/schedule/attendance', heading: 'Class attendance' },
  { path: '/backoffice/schedule/appointments', heading: 'Appointments' },
  { path: '/backoffice/schedule/trainers', heading: 'Trainers' },
  { path: '/backoffice/relations/accounts', heading: 'Accounts' },
  { path: '/backoffice/relations/businesses', heading: 'Businesses' },
  { path: '/backoffice/organization/locations', heading: 'Locations' },
  { path: '/backoffice/organization/classpasses', heading: 'Class passes' },
  { path: '/backoffice/finance/orders', heading: 'Orders' },
  { path: '/backoffice/finance/invoices', heading: 'Invoices' },
  { path: '/backoffice/finance/invoices/new', heading: 'New invoice' },
  { path: '/backoffice/finance/payment-batches', heading: 'Payment batches' },
  { path: '/backoffice/finance/quotes', heading: 'Quotes' },
  { path: '/backoffice/finance/quotes/new', heading: 'New quote' },
  { path: '/backoffice/finance/tax-summary', heading: 'Tax summary' },
  { path: '/backoffice/finance/expenses', heading: 'Expenses' },
  { path: '/backoffice/finance/tax-rates', heading: 'Tax rates' },
  { path: '/backoffice/finance/gl-accounts', heading: 'GL accounts' },
  { path: '/backoffice/finance/cost-centres', heading: 'Cost centres' },
  { path: '/backoffice/finance/payment-methods', heading: 'Payment methods' },
  { path: '/backoffice/finance/invoice-groups', heading: 'Invoice groups' },
  { path: '/backoffice/finance/quote-groups', heading: 'Quote groups' },
  { path: '/backoffice/finance/default-groups', heading: 'Default groups' },
  { path: '/backoffice/finance/batch-categories', heading: 'Batch categories' },
  { path: '/backoffice/settings/general', heading: 'General settings' },
  { path: '/backoffice/settings/checkin-devices', heading: 'Check-in kiosks' },
  { path: '/backoffice/settings/direct-debit', heading: 'Direct debit settings' },
  { path: '/backoffice/settings/finance', heading: 'Finance settings' },
  { path: '/backoffice/settings/about', heading: 'About and diagnostics' },
];

// One test per screen and width, so a longer list never runs one test out of time.
test.describe.configure({ mode: 'serial' });

// One sign-in for the whole file: the screens only read, so one page walks them all at both widths.
let page: Page;
test.beforeAll(async ({ browser }) => {
  // Its own context: axe needs one made with browser.newContext().
  page = await (await browser.newContext()).newPage();
  await login(page, DEMO_ACCOUNTS.admin);
});
test.afterAll(async () => {
  await page.context().close();
});

const PHONE = { width: 360, height: 740 };
const LAPTOP = { width: 1280, height: 900 };

async function expectScreenFits(phone: boolean) {
  await expectBackOfficeLayout(page);
  if (phone) await expectTouchTargetsOfAtLeast(page, 44);
  await expectNoSeriousAxeViolations(page);
}

for (const size of [PHONE, LAPTOP]) {
  const phone = size === PHONE;
  for (const screen of SCREENS) {
    test(`${screen.path} fits a ${size.width} px ${phone ? 'phone' : 'laptop'}`, async () => {
      await page.setViewportSize(size);
      await page.goto(portal(screen.path));
      await expect(page.getByRole('heading', { level: 1, name: screen.heading, exact: true })).toBeVisible();
      await expectScreenFits(phone);
    });
  }

  test(`an account's Orders and invoices tab fits a ${size.width} px screen`, async () => {
    await page.setViewportSize(size);
    await page.goto(portal('/backoffice/relations/accounts'));
    await page.getByRole('link', { name: 'Milan Member' }).click();
    await page.getByRole('tab', { name: 'Orders and invoices' }).click();
    await expect(page.getByRole('status', { name: 'Open balance' })).toBeVisible();
    await expectScreenFits(phone);
  });

  test(`a record's tabs wrap instead of running off a ${size.width} px screen`, async () => {
    await page.setViewportSize(size);
    await page.goto(portal('/backoffice/relations/accounts'));
    await page.getByRole('link', { name: 'Alex Admin' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Alex Admin' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Profile' })).toBeVisible();
    await expectScreenFits(phone);
  });
}

test('on a 360 px phone the navigation waits behind the menu button and closes once a screen is chosen', async () => {
  await page.setViewportSize(PHONE);
  await page.goto(portal('/backoffice'));
  const navigation = page.getByRole('navigation', { name: 'Back office' });
  await expect(navigation.getByRole('link', { name: 'Accounts', exact: true })).not.toBeInViewport();
  await page.getByRole('button', { name: 'Back office navigation' }).click();
  await expect(navigation.getByRole('link', { name: 'Accounts', exact: true })).toBeInViewport();
  await expectTouchTargetsOfAtLeast(page, 44);
  await expectNoSeriousAxeViolations(page);
  await navigation.getByRole('link', { name: 'Class types' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Class types' })).toBeVisible();
  // The navigation closes once a screen is chosen, so the screen is not left under it.
  await expect(navigation.getByRole('link', { name: 'Accounts', exact: true })).not.toBeInViewport();
});

test('on a 1280 px laptop the navigation is always shown', async () => {
  await page.setViewportSize(LAPTOP);
  await page.goto(portal('/backoffice'));
  await expect(page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Accounts', exact: true })).toBeInViewport();
  await expect(page.getByRole('button', { name: 'Back office navigation' })).toBeHidden();
});
