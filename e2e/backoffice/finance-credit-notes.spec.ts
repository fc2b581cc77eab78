import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/accessibility.js';
import { DEMO_ACCOUNTS } from '../support/accounts.js';
import { graphql, placeOrder, tokenOf } from '../support/api.js';
import { expectTouchTargetsOfAtLeast } from '../support/layout.js';
import { atPortalPath, login, portal, toast } from '../support/session.js';

/** An amount in cents ('-12.34' → -1234), so the test adds money exactly. */
const cents = (amount: string) => Math.round(Number(amount) * 100);
const euros = (value: number) => `€ ${(value / 100).toFixed(2)}`;

interface InvoiceRow {
  id: string;
  invoiceNumber: string | null;
  status: string;
  dateCreated: string;
  subtotal: string;
  tax: string;
}

/** A delivered order's invoice (SENT, not paid): the demo coach buys a pass and the admin delivers it by hand. */
async function openInvoice(page: Page, admin: string): Promise<InvoiceRow> {
  const order = await placeOrder(page, await tokenOf(page, DEMO_ACCOUNTS.coach), '5-class pass');
  const { updateFinanceOrder } = await graphql<{ updateFinanceOrder: { financeOrder: { financeInvoice: InvoiceRow } } }>(
    page,
    'mutation($input: UpdateFinanceOrderInput!) { updateFinanceOrder(input: $input) { financeOrder { financeInvoice { id invoiceNumber status dateCreated subtotal tax } } } }',
    { input: { id: order.id, status: 'DELIVERED' } },
    admin,
  );
  return updateFinanceOrder.financeOrder.financeInvoice;
}

/** Base and tax of every issued invoice and credit note of a month, summed from the invoices themselves. */
async function invoicesOfMonth(page: Page, admin: string, from: string, to: string) {
  const { financeInvoices } = await graphql<{ financeInvoices: { edges: { node: InvoiceRow }[] } }>(
    page,
    'query($from: Date, $to: Date) { financeInvoices(dateFrom: $from, dateTo: $to, first: 100) { edges { node { id invoiceNumber status dateCreated subtotal tax } } } }',
    { from, to },
    admin,
  );
  const issued = financeInvoices.edges.map((e) => e.node).filter((i) => i.status !== 'DRAFT' && i.status !== 'CANCELLED');
  return { base: issued.reduce((sum, i) => sum + cents(i.subtotal), 0), tax: issued.reduce((sum, i) => sum + cents(i.tax), 0) };
}

// Credit notes and the tax summary (issue 22, L3 and L4): the admin credits the line of an open invoice, the
// credit note links back to it, and the month's tax summary equals the base and tax of the month's invoices.
for (const width of [1280, 360]) {
  test(`credit an invoice's line and read the month's tax summary at ${width} px`, async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width, height: 800 });
    const admin = await tokenOf(page, DEMO_ACCOUNTS.admin);
    const invoice = await openInvoice(page, admin);

    await login(page, DEMO_ACCOUNTS.admin);
    await page.goto(portal(`/backoffice/finance/invoices/${encodeURIComponent(invoice.id)}`));
    await expect(page.getByRole('heading', { name: `Invoice ${invoice.invoiceNumber}` })).toBeVisible();
    await page.getByRole('tab', { name: 'Credit notes' }).click();
    await expect(page.getByText('No credit notes for this invoice.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Credit this invoice' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    if (width === 360) await expectTouchTargetsOfAtLeast(page, 44);

    // More than the line has: the server says so, and nothing is issued.
    const quantity = page.getByRole('textbox', { name: 'Quantity to credit of 5-class pass' });
    await quantity.fill('2');
    await page.getByRole('button', { name: 'Issue credit note' }).click();
    await expect(page.getByText('At most 1 of this line is left to credit.')).toBeVisible();
    await quantity.fill('1');
    await page.getByRole('button', { name: 'Issue credit note' }).click();
    await expect(toast(page, /^Credit note .+ issued$/)).toBeVisible();
    const note = page.getByRole('link', { name: /^Credit note / });
    await expect(note).toBeVisible();
    // Everything is credited: no form is left.
    await expect(page.getByRole('heading', { name: 'Credit this invoice' })).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);

    await note.click();
    await expect(page.getByRole('heading', { name: /^Invoice / })).toBeVisible();
    await page.getByRole('tab', { name: 'Credit notes' }).click();
    await expect(page.getByText(/This credit note credits invoice/)).toBeVisible();
    await page.getByRole('link', { name: invoice.invoiceNumber! }).click();
    await expect(page.getByRole('heading', { name: `Invoice ${invoice.invoiceNumber}` })).toBeVisible();

    // The month of the invoice: the summary equals the month's invoices and credit notes to the cent.
    const month = invoice.dateCreated.slice(0, 7);
    const [year, monthNumber] = month.split('-').map(Number);
    const to = `${month}-${String(new Date(Date.UTC(year!, monthNumber!, 0)).getUTCDate()).padStart(2, '0')}`;
    const own = await invoicesOfMonth(page, admin, `${month}-01`, to);
    await page.goto(portal('/backoffice/finance'));
    await page.getByRole('main').getByRole('link', { name: 'Tax summary' }).click();
    await expect(page).toHaveURL(atPortalPath('/backoffice/finance/tax-summary'));
    await expect(page.getByRole('heading', { name: 'Tax summary', level: 1 })).toBeVisible();
    await page.getByRole('textbox', { name: 'From' }).fill(`${month}-01`);
    await page.getByRole('textbox', { name: 'To' }).fill(to);
    await page.getByRole('button', { name: 'Show' }).click();
    await expect(page).toHaveURL(new RegExp(`from=${month}-01&to=${to}`));
    const totals = page.getByRole('row', { name: /^Total/ });
    await expect(totals).toContainText(euros(own.base));
    await expect(totals).toContainText(euros(own.tax));
    await expect(page.getByRole('cell', { name: /% included/ }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Download CSV' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    if (width === 360) await expectTouchTargetsOfAtLeast(page, 44);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    expect((await download).suggestedFilename()).toBe(`tax-summary-${month}-01-${to}.csv`);
  });
}
