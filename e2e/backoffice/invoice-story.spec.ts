import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/accessibility.js';
import { DEMO_ACCOUNTS } from '../support/accounts.js';
import { graphql, tokenOf } from '../support/api.js';
import { expectTouchTargetsOfAtLeast } from '../support/layout.js';
import { login, portal, toast } from '../support/session.js';

/** A tax rate of the run's own (the demo club has VAT 21% only), so the invoice has two rates. */
async function reducedRate(page: Page, admin: string): Promise<string> {
  const name = `Reduced ${randomUUID().slice(0, 6)}`;
  await graphql(page, 'mutation($input: CreateFinanceTaxRateInput!) { createFinanceTaxRate(input: $input) { financeTaxRate { id } } }', { input: { name, percentage: '9', rateType: 'IN' } }, admin);
  return name;
}

/** An amount in cents ('-12.34' → -1234), so the test adds money exactly. */
const cents = (amount: string) => Math.round(Number(amount) * 100);
const euros = (value: number) => `€ ${(value / 100).toFixed(2)}`;

/** The first and last day of the month of the club's newest invoice (the credit note just issued). */
async function monthOfNewest(page: Page, admin: string): Promise<{ from: string; to: string }> {
  const { financeInvoices } = await graphql<{ financeInvoices: { edges: { node: { dateCreated: string } }[] } }>(page, '{ financeInvoices(first: 1) { edges { node { dateCreated } } } }', {}, admin);
  const month = (financeInvoices.edges[0]?.node.dateCreated ?? '').slice(0, 7);
  const [year, monthNumber] = month.split('-').map(Number);
  return { from: `${month}-01`, to: `${month}-${String(new Date(Date.UTC(year!, monthNumber!, 0)).getUTCDate()).padStart(2, '0')}` };
}

/** Base and tax of every issued invoice and credit note of a month, summed from the invoices themselves. */
async function invoicesOfMonth(page: Page, admin: string, from: string, to: string) {
  const { financeInvoices } = await graphql<{ financeInvoices: { edges: { node: { status: string; subtotal: string; tax: string } }[] } }>(
    page,
    'query($from: Date, $to: Date) { financeInvoices(dateFrom: $from, dateTo: $to, first: 100) { edges { node { status subtotal tax } } } }',
    { from, to },
    admin,
  );
  const issued = financeInvoices.edges.map((e) => e.node).filter((i) => i.status !== 'DRAFT' && i.status !== 'CANCELLED');
  return { base: issued.reduce((sum, i) => sum + cents(i.subtotal), 0), tax: issued.reduce((sum, i) => sum + cents(i.tax), 0) };
}

async function fits(page: Page, width: number) {
  await expectNoSeriousAxeViolations(page);
  if (width === 360) await expectTouchTargetsOfAtLeast(page, 44);
}

// Issue 22's first story: the admin writes an invoice for the demo member with two lines at two tax rates, issues
// it, downloads its PDF and records half of it as cash; the member sees it open on their invoices page; the admin
// credits one line, and the month's tax summary equals the invoices' own base and tax (invoice minus credit note).
for (const width of [1280, 360]) {
  test(`write, issue, half pay and credit an invoice of two tax rates, and read the month's tax summary at ${width} px`, async ({ page, browser }) => {
    test.slow();
    await page.setViewportSize({ width, height: 800 });
    const admin = await tokenOf(page, DEMO_ACCOUNTS.admin);
    const rate = await reducedRate(page, admin);
    const product = `Sparring gloves ${randomUUID().slice(0, 6)}`;

    await login(page, DEMO_ACCOUNTS.admin);
    await page.goto(portal('/backoffice/finance/invoices'));
    await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
    await expect(page.getByRole('status', { name: 'Open invoices' })).toContainText(/^Open: \d+ invoices?, € [\d.]+ to be paid$/);
    await expect(page.getByRole('button', { name: 'Download CSV' })).toBeVisible();
    await fits(page, width);

    await page.getByRole('link', { name: 'New invoice' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New invoice' })).toBeVisible();
    await fits(page, width);
    const line = (n: number) => page.getByRole('group', { name: `Line ${n}` });
    // A line without its product and price: the shared rules name both fields before anything is sent.
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(line(1).getByText('This field is required')).toHaveCount(2);
    await line(1).getByRole('textbox', { name: 'Product' }).fill(product);
    await line(1).getByRole('textbox', { name: 'Price' }).fill('30.00');
    // Nobody to invoice: the server's refusal shows under the relation.
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByText('Choose the account or the business the invoice is for')).toBeVisible();

    // The relation is searched on the server by a part of its name, and shows with its email.
    await expect(page.getByRole('combobox', { name: 'Invoice for' })).toHaveValue('account');
    await page.getByRole('textbox', { name: 'Account', exact: true }).fill('Milan');
    await page.getByRole('option', { name: `Milan Member (${DEMO_ACCOUNTS.member.email})`, exact: true }).click();
    await line(1).getByRole('textbox', { name: 'Quantity' }).fill('2');
    await line(1).getByRole('textbox', { name: 'Tax rate' }).click();
    await page.getByRole('option', { name: 'VAT 21% (21% incl.)', exact: true }).click();
    await page.getByRole('button', { name: 'Add line' }).click();
    await line(2).getByRole('textbox', { name: 'Product' }).fill('Private lesson');
    await line(2).getByRole('textbox', { name: 'Quantity' }).fill('1');
    await line(2).getByRole('textbox', { name: 'Price' }).fill('45.001');
    await line(2).getByRole('textbox', { name: 'Tax rate' }).click();
    await page.getByRole('option', { name: `${rate} (9% incl.)`, exact: true }).click();
    await page.getByRole('button', { name: 'Save draft' }).click();
    // The shared rule's words (the server answers with the same) under the line's price.
    await expect(line(2).getByText('Please enter an amount with at most two decimals')).toBeVisible();
    await line(2).getByRole('textbox', { name: 'Price' }).fill('45.00');
    // The amounts as they are typed (the server's, once saved, are the ones that count).
    await expect(line(2).getByText('Line total € 45.00 (tax € 3.72)')).toBeVisible();
    await expect(page.getByText('Subtotal € 90.87 · Tax € 14.13 · Total € 105.00')).toBeVisible();
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(toast(page, 'Draft invoice added')).toBeVisible();

    // The draft: no number, the server's amounts per line, per rate and in total.
    await expect(page.getByRole('heading', { level: 1, name: 'Draft invoice' })).toBeVisible();
    await expect(page.getByText('No number until it is issued')).toBeVisible();
    await expect(page.getByText('Total €105.00 · Paid €0.00 · Open €105.00')).toBeVisible();
    const perRate = page.getByRole('table', { name: 'Tax per rate' });
    await expect(perRate.getByRole('row', { name: '21% (included) €49.59 €10.41 €60.00' })).toBeVisible();
    await expect(perRate.getByRole('row', { name: '9% (included) €41.28 €3.72 €45.00' })).toBeVisible();
    await fits(page, width);

    // The editor of the draft, then issuing it after the confirmation.
    await page.getByRole('link', { name: 'Edit', exact: true }).click();
    await expect(line(2).getByRole('textbox', { name: 'Product' })).toHaveValue('Private lesson');
    await expect(page.getByRole('textbox', { name: 'Account', exact: true })).toHaveValue(`Milan Member (${DEMO_ACCOUNTS.member.email})`);
    await fits(page, width);
    await page.getByRole('button', { name: 'Issue' }).click();
    await expect(page.getByRole('dialog', { name: 'Issue this invoice?' })).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Issue' }).click();
    await expect(toast(page, /^Invoice .+ issued and mailed$/)).toBeVisible();
    const heading = page.getByRole('heading', { level: 1, name: /^Invoice / });
    await expect(heading).toBeVisible();
    const number = ((await heading.textContent()) ?? '').replace('Invoice ', '');
    await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Edit', exact: true })).toHaveCount(0);

    const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download PDF' }).click()]);
    expect(pdf.suggestedFilename()).toBe(`invoice-${number}.pdf`);
    expect((await readFile(await pdf.path())).subarray(0, 5).toString()).toBe('%PDF-');

    // Half of it in cash.
    await page.getByRole('link', { name: 'Record payment' }).click();
    await expect(page.getByRole('heading', { name: 'Record a payment' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Amount' })).toHaveValue('105.00');
    await fits(page, width);
    await page.getByRole('textbox', { name: 'Amount' }).fill('52.50');
    await page.getByRole('combobox', { name: 'Payment method' }).selectOption({ label: 'Cash' });
    await page.getByRole('button', { name: 'Record payment' }).click();
    await expect(toast(page, 'Payment recorded')).toBeVisible();
    await expect(page.getByText('Total €105.00 · Paid €52.50 · Open €52.50')).toBeVisible();
    await expect(page.getByRole('tabpanel', { name: 'Payments' }).getByText(/: €52\.50 \(Cash\)$/)).toBeVisible();

    // The member sees it open on their invoices page.
    const member = await (await browser.newContext()).newPage();
    await member.setViewportSize({ width, height: 800 });
    await login(member, DEMO_ACCOUNTS.member);
    await member.goto(portal('/shop/invoices'));
    // The invoice's card: its link, status and total.
    const card = member.locator('.mantine-Paper-root').filter({ has: member.getByRole('link', { name: `Invoice ${number}`, exact: true }) });
    await expect(card).toContainText('Sent');
    await expect(card).toContainText('€105.00');
    await expectNoSeriousAxeViolations(member);
    await member.context().close();

    // The admin credits the second line; what is still open is settled by the credit note first.
    await page.getByRole('tab', { name: 'Credit notes' }).click();
    await page.getByRole('textbox', { name: 'Quantity to credit of Private lesson' }).fill('1');
    await page.getByRole('button', { name: 'Issue credit note' }).click();
    await expect(toast(page, /^Credit note .+ issued$/)).toBeVisible();
    await expect(page.getByText('Total €105.00 · Paid €97.50 · Open €7.50')).toBeVisible();
    await fits(page, width);

    // Finance → Tax summary of the month: base and tax equal the month's invoices minus their credit notes, to the cent.
    const month = await monthOfNewest(page, admin);
    const own = await invoicesOfMonth(page, admin, month.from, month.to);
    await page.goto(portal(`/backoffice/finance/tax-summary?from=${month.from}&to=${month.to}`));
    await expect(page.getByRole('heading', { level: 1, name: 'Tax summary' })).toBeVisible();
    const totals = page.getByRole('row', { name: /^Total/ });
    await expect(totals).toContainText(euros(own.base));
    await expect(totals).toContainText(euros(own.tax));
    await fits(page, width);

    // The member's account: the half paid in cash is among the payments, linking to its invoice.
    await page.goto(portal('/backoffice/relations/accounts'));
    await page.getByRole('link', { name: 'Milan Member' }).click();
    await page.getByRole('tab', { name: 'Orders and invoices' }).click();
    const cash = page.getByRole('table', { name: 'payments' }).getByRole('row').filter({ hasText: '€ 52.50' }).filter({ has: page.getByRole('link', { name: number, exact: true }) });
    await expect(cash).toContainText('Cash');
    await fits(page, width);
  });
}

// The invoice list picks one business relation's invoices with the business search (a part of its name), and
// names it when the list is opened with the filter in its URL.
test('the invoice list filters by business relation', async ({ page }) => {
  test.slow();
  const admin = await tokenOf(page, DEMO_ACCOUNTS.admin);
  const name = `Dojo Supplies ${randomUUID().slice(0, 6)}`;
  const { createRelationsBusiness } = await graphql<{ createRelationsBusiness: { relationsBusiness: { id: string } } }>(
    page,
    'mutation($input: CreateRelationsBusinessInput!) { createRelationsBusiness(input: $input) { relationsBusiness { id } } }',
    { input: { name } },
    admin,
  );
  const { financeInvoiceGroups } = await graphql<{ financeInvoiceGroups: { edges: { node: { id: string } }[] } }>(page, '{ financeInvoiceGroups(first: 1) { edges { node { id } } } }', {}, admin);
  await graphql(
    page,
    'mutation($input: CreateFinanceInvoiceInput!) { createFinanceInvoice(input: $input) { financeInvoice { id } } }',
    { input: { relationsBusiness: createRelationsBusiness.relationsBusiness.id, group: financeInvoiceGroups.edges[0]?.node.id, lines: [{ productName: 'Mat rental', quantity: '1', price: '432.10' }] } },
    admin,
  );
  await login(page, DEMO_ACCOUNTS.admin);
  await page.goto(portal('/backoffice/finance/invoices'));
  await page.getByRole('textbox', { name: 'Business relation' }).fill(name.slice('Dojo '.length));
  await page.getByRole('option', { name, exact: true }).click();
  const rows = page.getByRole('table', { name: 'invoices' }).getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText('€ 432.10');
  // The customer of a business relation's invoice is the business.
  await expect(rows.nth(1)).toContainText(name);
  await expect(page.getByRole('status', { name: 'Open invoices' })).toHaveText('Open: 0 invoices, € 0.00 to be paid');
  expect(new URL(page.url()).searchParams.get('business')).toBe(createRelationsBusiness.relationsBusiness.id);
  await expectNoSeriousAxeViolations(page);

  // The same address opened afresh (a bookmark, a link from the business's page) names the business it filters by.
  await page.goto(page.url());
  await expect(page.getByRole('textbox', { name: 'Business relation' })).toHaveValue(name);
  await expect(page.getByRole('table', { name: 'invoices' }).getByRole('row')).toHaveCount(2);
  await expectNoSeriousAxeViolations(page);
});

// The account's Finance tab: its invoices with what is paid and open, and the balance; the desk's sale may be paid on the spot.
test('an account shows its invoices and open balance; a pass sold at the desk is paid in cash', async ({ page }) => {
  test.slow();
  await login(page, DEMO_ACCOUNTS.admin);
  await page.goto(portal('/backoffice/relations/accounts'));
  await page.getByRole('link', { name: 'Milan Member' }).click();
  await page.getByRole('tab', { name: 'Class passes' }).click();
  await page.getByRole('combobox', { name: 'Class pass' }).selectOption({ index: 1 });
  await page.getByRole('combobox', { name: 'Paid' }).selectOption({ label: 'Now: cash' });
  await page.getByRole('button', { name: 'Sell class pass' }).click();
  await expect(toast(page, /^Class pass sold .*; paid: cash$/)).toBeVisible();
  await page.getByRole('tab', { name: 'Orders and invoices' }).click();
  await expect(page.getByRole('status', { name: 'Open balance' })).toContainText(/^Open balance: € [\d.]+ \(\d+ open invoices?\)$/);
  await expect(page.getByRole('table', { name: 'invoices' }).getByRole('columnheader', { name: 'Paid' })).toBeVisible();
  // Other specs' payments of the demo member may be newer; the desk's cash payment is among the first page's.
  await expect(page.getByRole('table', { name: 'payments' }).getByRole('row').filter({ hasText: 'Cash' }).first()).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});
