import { expect, test, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { FINANCE_SETUP_MESSAGES } from '@kiai/shared';
import { expectNoSeriousAxeViolations } from '../support/accessibility.js';
import { DEMO_ACCOUNTS } from '../support/accounts.js';
import { graphql, placeOrder, tokenOf } from '../support/api.js';
import { login, portal, toast } from '../support/session.js';

// Finance set-up (issue 22): tax rates (one in use keeps its percentage and is replaced), GL accounts, cost centres,
// payment methods, invoice groups and the default group of each kind of sale, at a laptop's and a phone's width.
test.describe.configure({ timeout: 240_000 });

async function openScreen(page: Page, name: string) {
  await page.goto(portal('/backoffice/finance'));
  await page.getByRole('main').getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
}

async function toastsGone(page: Page) {
  await expect(page.getByRole('alert')).toHaveCount(0, { timeout: 15_000 });
}

/** The rate on an order line: a pass sold at it, ordered through the API, then taken out of the shop again. */
async function useRate(page: Page, token: string, rateName: string, passName: string) {
  const { financeTaxRates } = await graphql<{ financeTaxRates: { id: number; name: string }[] }>(page, '{ financeTaxRates { id name } }', {}, token);
  const rate = financeTaxRates.find((r) => r.name === rateName)!;
  const { createOrganizationClasspass: created } = await graphql<{ createOrganizationClasspass: { organizationClasspass: { id: string } } }>(
    page,
    'mutation($input: CreateOrganizationClasspassInput!) { createOrganizationClasspass(input: $input) { organizationClasspass { id } } }',
    { input: { name: passName, price: '20.00', financeTaxRate: rate.id, validity: 1, validityUnit: 'MONTHS', classes: 1, displayShop: true } },
    token,
  );
  await placeOrder(page, token, passName);
  await graphql(page, 'mutation($input: ArchiveOrganizationClasspassInput!) { archiveOrganizationClasspass(input: $input) { organizationClasspass { id } } }', {
    input: { id: created.organizationClasspass.id, archived: true },
  }, token);
}

for (const width of [1280, 360]) {
  test(`finance set-up at ${width} px: a tax rate in use is replaced, ledger codes, a payment method, an invoice group and its default`, async ({ page }) => {
    const id = randomUUID().slice(0, 6);
    await page.setViewportSize({ width, height: 800 });
    const admin = await tokenOf(page, DEMO_ACCOUNTS.admin);
    await login(page, DEMO_ACCOUNTS.admin);

    // Tax rates: a new one, used on an order, keeps its percentage; a new rate replaces it.
    await openScreen(page, 'Tax rates');
    await expect(page.getByRole('link', { name: 'VAT 21%' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('link', { name: 'Add tax rate' }).click();
    await expect(page.getByRole('heading', { name: 'New tax rate', level: 1 })).toBeVisible();
    await page.getByLabel('Name').fill(`Reduced ${id}`);
    await page.getByLabel('Percentage').fill('9.5');
    await page.getByLabel('Code').fill(`R${id}`);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Tax rate added')).toBeVisible();
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: `Reduced ${id}` }) });
    await expect(row).toContainText('9.5%');
    await expect(row).toContainText('Included in prices');
    await toastsGone(page);

    await useRate(page, admin, `Reduced ${id}`, `Rate pass ${id}`);
    await page.getByRole('link', { name: `Reduced ${id}` }).click();
    await expect(page.getByRole('heading', { name: `Reduced ${id}`, level: 1 })).toBeVisible();
    await expect(page.getByLabel('Percentage')).toBeDisabled();
    await expect(page.getByText(FINANCE_SETUP_MESSAGES.rateInUse)).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('link', { name: 'Replace with a new rate' }).click();
    await expect(page.getByRole('heading', { name: 'New tax rate', level: 1 })).toBeVisible();
    await expect(page.getByText(`Replaces Reduced ${id} (9.5%)`)).toBeVisible();
    await expect(page.getByLabel('Percentage')).toHaveValue('9.5');
    await expectNoSeriousAxeViolations(page);
    await page.getByLabel('Name').fill(`Reduced ${id} 2027`);
    await page.getByLabel('Percentage').fill('10');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, `Reduced ${id} replaced`)).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: `Reduced ${id} 2027` })).toContainText('10%');
    await expect(page.getByRole('link', { name: `Reduced ${id}`, exact: true })).toHaveCount(0);
    await page.getByRole('textbox', { name: 'Show' }).click();
    await page.getByRole('option', { name: 'Archived' }).click();
    await expect(page.getByRole('link', { name: `Reduced ${id}`, exact: true })).toBeVisible();
    await toastsGone(page);

    // A GL account and a cost centre; the cost centre is archived.
    await openScreen(page, 'GL accounts');
    await page.getByRole('link', { name: 'Add gl account' }).click();
    await page.getByLabel('Code').fill(`8${id}`);
    await page.getByLabel('Name').fill(`Revenue ${id}`);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'GL account added')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: `Revenue ${id}` })).toContainText(`8${id}`);
    await expectNoSeriousAxeViolations(page);
    await toastsGone(page);

    await openScreen(page, 'Cost centres');
    await page.getByRole('link', { name: 'Add cost centre' }).click();
    await page.getByLabel('Code').fill(`CC${id}`);
    await page.getByLabel('Name').fill(`Boxing ${id}`);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Cost centre added')).toBeVisible();
    await page.getByRole('link', { name: `CC${id}` }).click();
    await expect(page.getByRole('heading', { name: `Boxing ${id}`, level: 1 })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('button', { name: 'Archive' }).click();
    await expect(toast(page, 'Cost centre archived')).toBeVisible();
    await expect(page.getByRole('link', { name: `CC${id}` })).toHaveCount(0);
    await toastsGone(page);

    // Payment methods: the built-in ones are read-only, the club's own may be added.
    await openScreen(page, 'Payment methods');
    await page.getByRole('link', { name: 'Cash', exact: true }).click();
    await expect(page.getByText('A built-in method: payments are recorded with it, so it stays as it is.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Archive' })).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);
    await openScreen(page, 'Payment methods');
    await page.getByRole('link', { name: 'Add payment method' }).click();
    await page.getByLabel('Name').fill(`Voucher ${id}`);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Payment method added')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: `Voucher ${id}` })).toContainText("The club's own");
    await toastsGone(page);

    // An invoice group, its terms changed, made the default of event tickets.
    await openScreen(page, 'Invoice groups');
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('link', { name: 'Add group' }).click();
    await expect(page.getByRole('heading', { name: 'New invoice group', level: 1 })).toBeVisible();
    await page.getByLabel('Name').fill(`Events ${id}`);
    await page.getByLabel('Prefix').fill(`EV${id}`);
    await expect(page.getByText(`Numbers look like EV${id}YYYY-0001`)).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Group added')).toBeVisible();
    await page.getByRole('link', { name: `Events ${id}` }).click();
    await expect(page.getByLabel('Days to pay')).toHaveValue('14');
    await page.getByLabel('Terms').fill('Payable within 14 days. Tickets are not refunded.');
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Group saved')).toBeVisible();
    await page.getByRole('link', { name: `Events ${id}` }).click();
    await expect(page.getByLabel('Terms')).toHaveValue('Payable within 14 days. Tickets are not refunded.');
    await toastsGone(page);

    await openScreen(page, 'Default groups');
    const tickets = page.getByRole('combobox', { name: 'Invoice group for event tickets' });
    await tickets.selectOption({ label: 'No group' });
    await expect(page.getByText('No default invoice group is set for event tickets. Choose one under Finance → Default groups first.')).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await toastsGone(page);
    await tickets.selectOption({ label: `Events ${id}` });
    await expect(toast(page, 'Default group for event tickets saved')).toBeVisible();
    await expect(page.getByText('No default invoice group is set for event tickets.', { exact: false })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Invoice group for event tickets' })).toHaveValue(/.+/);
    await expectNoSeriousAxeViolations(page);
  });
}
